#include <cmath>

#include <gtest/gtest.h>

#include "geo/distance.h"
#include "geo/point.h"

namespace geo {
namespace {

constexpr double kEps = 1e-6;

TEST(PointTest, DefaultIsOrigin) {
  Point p;
  EXPECT_DOUBLE_EQ(p.lat, 0.0);
  EXPECT_DOUBLE_EQ(p.lon, 0.0);
}

TEST(PointTest, NormalizesLongitude) {
  Point p{10.0, 190.0};
  p.normalize();
  EXPECT_NEAR(p.lon, -170.0, kEps);
}

TEST(DistanceTest, SamePointIsZero) {
  const Point berlin{52.52, 13.405};
  EXPECT_NEAR(haversine_km(berlin, berlin), 0.0, kEps);
}

TEST(DistanceTest, BerlinToParis) {
  const Point berlin{52.52, 13.405};
  const Point paris{48.8566, 2.3522};
  EXPECT_NEAR(haversine_km(berlin, paris), 878.0, 5.0);
}

TEST(DistanceTest, IsSymmetric) {
  const Point a{-33.8688, 151.2093};
  const Point b{35.6762, 139.6503};
  EXPECT_NEAR(haversine_km(a, b), haversine_km(b, a), kEps);
}

TEST(BearingTest, DueNorth) {
  const Point a{0.0, 0.0};
  const Point b{10.0, 0.0};
  EXPECT_NEAR(initial_bearing_deg(a, b), 0.0, kEps);
}

}  // namespace
}  // namespace geo

int main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
