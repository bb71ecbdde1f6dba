// ... existing code ...

TEST(SplitTest, KeepsEmptyFields) {
    std::vector<std::string> expected{"a", "", "c"};
    EXPECT_EQ(text::split("a,,c", ','), expected);
}

TEST(SplitTest, TrailingDelimiterGivesEmptyLastField) {
    std::vector<std::string> expected{"a", "b", ""};
    EXPECT_EQ(text::split("a,b,", ','), expected);
}

// ... existing code ...
