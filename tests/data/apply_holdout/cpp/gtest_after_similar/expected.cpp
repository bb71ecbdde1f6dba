#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "text/split.hpp"

namespace {

TEST(SplitTest, EmptyStringGivesOneEmptyField) {
    EXPECT_EQ(text::split("", ','), std::vector<std::string>{""});
}

TEST(SplitTest, SplitsOnDelimiter) {
    std::vector<std::string> expected{"a", "b", "c"};
    EXPECT_EQ(text::split("a,b,c", ','), expected);
}

TEST(SplitTest, KeepsEmptyFields) {
    std::vector<std::string> expected{"a", "", "c"};
    EXPECT_EQ(text::split("a,,c", ','), expected);
}

TEST(SplitTest, TrailingDelimiterGivesEmptyLastField) {
    std::vector<std::string> expected{"a", "b", ""};
    EXPECT_EQ(text::split("a,b,", ','), expected);
}

TEST(JoinTest, JoinsWithDelimiter) {
    EXPECT_EQ(text::join({"a", "b"}, "-"), "a-b");
}

TEST(JoinTest, EmptyListGivesEmptyString) {
    EXPECT_EQ(text::join({}, "-"), "");
}

}  // namespace
