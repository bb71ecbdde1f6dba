#include "lexer.h"

#include <cctype>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace calc {

namespace {

const std::unordered_map<std::string, TokenKind> kKeywords = {
    {"let", TokenKind::Let},
    {"fn", TokenKind::Fn},
    {"if", TokenKind::If},
    {"else", TokenKind::Else},
    {"return", TokenKind::Return},
};

bool isIdentStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool isIdentChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool isDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

}  // namespace

Lexer::Lexer(std::string source) : source_(std::move(source)) {}

char Lexer::peek(std::size_t ahead) const {
    const std::size_t i = pos_ + ahead;
    return i < source_.size() ? source_[i] : '\0';
}

char Lexer::advance() {
    const char c = source_[pos_++];
    if (c == '\n') {
        ++line_;
        column_ = 1;
    } else {
        ++column_;
    }
    return c;
}

Token Lexer::lexIdentifier() {
    const std::size_t start = pos_;
    const int column = column_;
    while (isIdentChar(peek())) {
        advance();
    }
    std::string text = source_.substr(start, pos_ - start);
    auto it = kKeywords.find(text);
    TokenKind kind = it != kKeywords.end() ? it->second : TokenKind::Identifier;
    return Token{kind, std::move(text), line_, column};
}

Token Lexer::lexNumber() {
    const std::size_t start = pos_;
    const int column = column_;
    while (isDigit(peek())) {
        advance();
    }
    if (peek() == '.' && isDigit(peek(1))) {
        advance();
        while (isDigit(peek())) {
            advance();
        }
    }
    if (peek() == 'e' || peek() == 'E') {
        const std::size_t sign = (peek(1) == '+' || peek(1) == '-') ? 1 : 0;
        if (!isDigit(peek(1 + sign))) {
            throw std::runtime_error("malformed exponent at line " + std::to_string(line_));
        }
        advance();
        if (sign) {
            advance();
        }
        while (isDigit(peek())) {
            advance();
        }
    }
    return Token{TokenKind::Number, source_.substr(start, pos_ - start), line_, column};
}

Token Lexer::lexString() {
    const int line = line_;
    const int column = column_;
    advance();  // opening quote
    std::string value;
    while (peek() != '"') {
        if (peek() == '\0') {
            throw std::runtime_error("unterminated string at line " + std::to_string(line));
        }
        char c = advance();
        if (c == '\\') {
            const char escaped = advance();
            switch (escaped) {
                case 'n': c = '\n'; break;
                case 't': c = '\t'; break;
                default: c = escaped; break;
            }
        }
        value.push_back(c);
    }
    advance();  // closing quote
    return Token{TokenKind::String, std::move(value), line, column};
}

}  // namespace calc
