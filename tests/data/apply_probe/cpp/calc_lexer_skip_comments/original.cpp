#include "lexer.h"

#include <cctype>
#include <stdexcept>
#include <string>
#include <utility>

namespace calc {

Lexer::Lexer(std::string source) : src_(std::move(source)) {}

char Lexer::peek(std::size_t ahead) const {
    const std::size_t i = pos_ + ahead;
    return i < src_.size() ? src_[i] : '\0';
}

char Lexer::advance() {
    const char c = peek();
    ++pos_;
    if (c == '\n') {
        ++line_;
        col_ = 1;
    } else {
        ++col_;
    }
    return c;
}

void Lexer::skipWhitespace() {
    while (std::isspace(static_cast<unsigned char>(peek()))) {
        advance();
    }
}

Token Lexer::lexNumber() {
    const std::size_t start = pos_;
    while (std::isdigit(static_cast<unsigned char>(peek()))) {
        advance();
    }
    if (peek() == '.' && std::isdigit(static_cast<unsigned char>(peek(1)))) {
        advance();
        while (std::isdigit(static_cast<unsigned char>(peek()))) {
            advance();
        }
    }
    return Token{TokenKind::Number, src_.substr(start, pos_ - start), line_};
}

Token Lexer::lexIdentifier() {
    const std::size_t start = pos_;
    while (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_') {
        advance();
    }
    std::string text = src_.substr(start, pos_ - start);
    if (text == "let") {
        return Token{TokenKind::Let, std::move(text), line_};
    }
    if (text == "fn") {
        return Token{TokenKind::Fn, std::move(text), line_};
    }
    return Token{TokenKind::Identifier, std::move(text), line_};
}

Token Lexer::nextToken() {
    skipWhitespace();
    if (pos_ >= src_.size()) {
        return Token{TokenKind::End, "", line_};
    }
    const char c = peek();
    if (std::isdigit(static_cast<unsigned char>(c))) {
        return lexNumber();
    }
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
        return lexIdentifier();
    }
    advance();
    switch (c) {
    case '+': return Token{TokenKind::Plus, "+", line_};
    case '-': return Token{TokenKind::Minus, "-", line_};
    case '*': return Token{TokenKind::Star, "*", line_};
    case '/': return Token{TokenKind::Slash, "/", line_};
    case '(': return Token{TokenKind::LParen, "(", line_};
    case ')': return Token{TokenKind::RParen, ")", line_};
    case '=': return Token{TokenKind::Equals, "=", line_};
    case ';': return Token{TokenKind::Semicolon, ";", line_};
    default:
        throw std::runtime_error("unexpected character '" + std::string(1, c) + "' on line " +
                                 std::to_string(line_));
    }
}

}  // namespace calc
