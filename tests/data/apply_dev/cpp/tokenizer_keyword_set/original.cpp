#include "lexer/tokenizer.h"

#include <cctype>
#include <string>
#include <string_view>
#include <vector>

namespace lexer {

namespace {

bool IsIdentStart(char c) {
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}

bool IsIdentChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

bool IsDigit(char c) {
    return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

}  // namespace

Tokenizer::Tokenizer(std::string_view source) : source_(source) {}

std::vector<Token> Tokenizer::Run() {
    std::vector<Token> tokens;
    while (pos_ < source_.size()) {
        const char c = source_[pos_];
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (c == '\n') {
                ++line_;
            }
            ++pos_;
        } else if (IsIdentStart(c)) {
            tokens.push_back(ReadIdentifier());
        } else if (IsDigit(c)) {
            tokens.push_back(ReadNumber());
        } else if (c == '"') {
            tokens.push_back(ReadString());
        } else {
            tokens.push_back(Token{TokenKind::kPunct, std::string(1, c), line_});
            ++pos_;
        }
    }
    tokens.push_back(Token{TokenKind::kEof, std::string(), line_});
    return tokens;
}

Token Tokenizer::ReadIdentifier() {
    const std::size_t start = pos_;
    while (pos_ < source_.size() && IsIdentChar(source_[pos_])) {
        ++pos_;
    }
    return Token{TokenKind::kIdent, std::string(source_.substr(start, pos_ - start)), line_};
}

Token Tokenizer::ReadNumber() {
    const std::size_t start = pos_;
    while (pos_ < source_.size() && IsDigit(source_[pos_])) {
        ++pos_;
    }
    return Token{TokenKind::kNumber, std::string(source_.substr(start, pos_ - start)), line_};
}

Token Tokenizer::ReadString() {
    const std::size_t start = ++pos_;
    while (pos_ < source_.size() && source_[pos_] != '"') {
        if (source_[pos_] == '\n') {
            ++line_;
        }
        ++pos_;
    }
    Token token{TokenKind::kString, std::string(source_.substr(start, pos_ - start)), line_};
    if (pos_ < source_.size()) {
        ++pos_;  // closing quote
    }
    return token;
}

}  // namespace lexer
