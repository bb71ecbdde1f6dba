#include "geometry.hpp"

#include <algorithm>
#include <cmath>

namespace geo {

constexpr double kPi = 3.14159265358979323846;

double area(const Shape& shape) {
    switch (shape.kind) {
        case ShapeKind::Circle:
            return kPi * shape.radius * shape.radius;
        case ShapeKind::Rectangle:
            return shape.width * shape.height;
        case ShapeKind::Triangle: {
            const double s = (shape.a + shape.b + shape.c) / 2.0;
            return std::sqrt(s * (s - shape.a) * (s - shape.b) * (s - shape.c));
        }
        case ShapeKind::Ellipse:
            return kPi * (shape.width / 2.0) * (shape.height / 2.0);
    }
    return 0.0;
}

double perimeter(const Shape& shape) {
    switch (shape.kind) {
        case ShapeKind::Circle:
            return 2.0 * kPi * shape.radius;
        case ShapeKind::Rectangle:
            return 2.0 * (shape.width + shape.height);
        case ShapeKind::Triangle:
            return shape.a + shape.b + shape.c;
        case ShapeKind::Ellipse: {
            // Ramanujan's approximation
            const double a = shape.width / 2.0;
            const double b = shape.height / 2.0;
            return kPi * (3.0 * (a + b) - std::sqrt((3.0 * a + b) * (a + 3.0 * b)));
        }
    }
    return 0.0;
}

BoundingBox boundingBox(const std::vector<Point>& points) {
    BoundingBox box{};
    if (points.empty()) {
        return box;
    }
    box.minX = box.maxX = points.front().x;
    box.minY = box.maxY = points.front().y;
    for (const Point& p : points) {
        box.minX = std::min(box.minX, p.x);
        box.maxX = std::max(box.maxX, p.x);
        box.minY = std::min(box.minY, p.y);
        box.maxY = std::max(box.maxY, p.y);
    }
    return box;
}

Point centroid(const std::vector<Point>& points) {
    if (points.empty()) {
        return Point{0.0, 0.0};
    }
    double sumX = 0.0;
    double sumY = 0.0;
    for (const Point& p : points) {
        sumX += p.x;
        sumY += p.y;
    }
    const double n = static_cast<double>(points.size());
    return Point{sumX / n, sumY / n};
}

double polygonArea(const std::vector<Point>& points) {
    if (points.size() < 3) {
        return 0.0;
    }
    double twiceArea = 0.0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const Point& p = points[i];
        const Point& q = points[(i + 1) % points.size()];
        twiceArea += p.x * q.y - q.x * p.y;
    }
    return std::abs(twiceArea) / 2.0;
}

}  // namespace geo
