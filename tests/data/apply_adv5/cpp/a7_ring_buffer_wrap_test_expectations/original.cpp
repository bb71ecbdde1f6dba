#include "util/ring_buffer.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace util {
namespace {

TEST(RingBufferTest, StartsEmpty) {
    RingBuffer<int> buf(4);
    EXPECT_TRUE(buf.empty());
    EXPECT_EQ(buf.size(), 0u);
    EXPECT_EQ(buf.capacity(), 4u);
}

TEST(RingBufferTest, PushThenPopPreservesOrder) {
    RingBuffer<int> buf(4);
    buf.push(1);
    buf.push(2);
    buf.push(3);
    EXPECT_EQ(buf.pop(), 1);
    EXPECT_EQ(buf.pop(), 2);
    EXPECT_EQ(buf.size(), 1u);
}

TEST(RingBufferTest, OverwritesOldestWhenFull) {
    RingBuffer<int> buf(3);
    buf.push(1);
    buf.push(2);
    buf.push(3);
    buf.push(4);
    EXPECT_EQ(buf.size(), 3u);
    EXPECT_EQ(buf.front(), 2);
    EXPECT_EQ(buf.back(), 4);
}

TEST(RingBufferTest, OverwritesOldestWhenFullAfterWrap) {
    RingBuffer<int> buf(3);
    buf.push(1);
    buf.push(2);
    buf.push(3);
    buf.pop();
    buf.push(4);
    buf.push(5);
    EXPECT_EQ(buf.size(), 3u);
    EXPECT_EQ(buf.front(), 2);
    EXPECT_EQ(buf.back(), 4);
}

TEST(RingBufferTest, ClearResetsSize) {
    RingBuffer<std::string> buf(2);
    buf.push("a");
    buf.push("b");
    buf.clear();
    EXPECT_TRUE(buf.empty());
    EXPECT_EQ(buf.size(), 0u);
}

TEST(RingBufferTest, ToVectorIsOldestFirst) {
    RingBuffer<int> buf(3);
    for (int i = 0; i < 5; ++i) {
        buf.push(i);
    }
    std::vector<int> expected{2, 3, 4};
    EXPECT_EQ(buf.to_vector(), expected);
}

}  // namespace
}  // namespace util
