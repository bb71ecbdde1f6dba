#include <gtest/gtest.h>

#include "net/url.h"

namespace {

using net::ParseUrl;
using net::Url;

TEST(ParseUrlTest, ParsesSchemeAndHost) {
    auto url = ParseUrl("https://example.com");
    ASSERT_TRUE(url.has_value());
    EXPECT_EQ(url->scheme, "https");
    EXPECT_EQ(url->host, "example.com");
    EXPECT_EQ(url->path, "/");
}

TEST(ParseUrlTest, ParsesPathAndQuery) {
    auto url = ParseUrl("http://example.com/a/b?x=1&y=2");
    ASSERT_TRUE(url.has_value());
    EXPECT_EQ(url->path, "/a/b");
    EXPECT_EQ(url->query, "x=1&y=2");
}

TEST(ParseUrlTest, RejectsMissingScheme) {
    auto url = ParseUrl("example.com/path");
    EXPECT_FALSE(url.has_value());
}

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

TEST(FormatUrlTest, RoundTripsSimpleUrl) {
    auto url = ParseUrl("https://example.com/a?b=c");
    ASSERT_TRUE(url.has_value());
    EXPECT_EQ(url->ToString(), "https://example.com/a?b=c");
}

TEST(FormatUrlTest, OmitsDefaultPort) {
    auto url = ParseUrl("https://example.com:443/");
    ASSERT_TRUE(url.has_value());
    EXPECT_EQ(url->ToString(), "https://example.com/");
}

TEST(FormatUrlTest, KeepsNonDefaultPort) {
    auto url = ParseUrl("http://example.com:8080/");
    ASSERT_TRUE(url.has_value());
    EXPECT_EQ(url->ToString(), "http://example.com:8080/");
}

}  // namespace
