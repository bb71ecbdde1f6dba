#include "lexer/tokenizer.h"

#include <cctype>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace lexer {

namespace {

const std::unordered_set<std::string> kKeywords = {
    "fn", "let", "if", "else", "while", "for", "return",
};

// ... existing code ...

Token Tokenizer::ReadIdentifier() {
    const std::size_t start = pos_;
    while (pos_ < source_.size() && IsIdentChar(source_[pos_])) {
        ++pos_;
    }
    std::string text(source_.substr(start, pos_ - start));
    const TokenKind kind = kKeywords.count(text) != 0 ? TokenKind::kKeyword : TokenKind::kIdent;
    return Token{kind, text, line_};
}

// ... existing code ...
