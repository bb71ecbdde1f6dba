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
