// ... existing ParseUrlTest cases ...

TEST(ParseUrlTest, LowercasesHost) {
    auto url = ParseUrl("https://Example.COM/Path");
    ASSERT_TRUE(url.has_value());
    EXPECT_EQ(url->host, "example.com");
    EXPECT_EQ(url->path, "/Path");
}

TEST(ParseUrlTest, ParsesExplicitPort) {
    auto url = ParseUrl("http://localhost:8080/health");
    ASSERT_TRUE(url.has_value());
    EXPECT_EQ(url->host, "localhost");
    EXPECT_EQ(url->port, 8080);
    EXPECT_EQ(url->path, "/health");
}

TEST(ParseUrlTest, RejectsPortOutOfRange) {
    auto url = ParseUrl("http://localhost:70000/");
    EXPECT_FALSE(url.has_value());
}

// ... FormatUrlTest cases unchanged ...
