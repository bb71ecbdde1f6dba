TEST(RingBufferTest, OverwritesOldestWhenFullAfterWrap) {
    RingBuffer<int> buf(3);
    buf.push(1);
    buf.push(2);
    buf.push(3);
    buf.pop();
    buf.push(4);
    buf.push(5);
    EXPECT_EQ(buf.size(), 3u);
    EXPECT_EQ(buf.front(), 3);
    EXPECT_EQ(buf.back(), 5);
}

// ... existing code ...
