// ... existing code ...

// Skips whitespace as well as // line comments and /* block */ comments.
void Lexer::skipWhitespace() {
    for (;;) {
        const char c = peek();
        if (std::isspace(static_cast<unsigned char>(c))) {
            advance();
        } else if (c == '/' && peek(1) == '/') {
            while (peek() != '\n' && peek() != '\0') {
                advance();
            }
        } else if (c == '/' && peek(1) == '*') {
            const int startLine = line_;
            advance();
            advance();
            while (!(peek() == '*' && peek(1) == '/')) {
                if (peek() == '\0') {
                    throw std::runtime_error("unterminated block comment starting on line " +
                                             std::to_string(startLine));
                }
                advance();
            }
            advance();
            advance();
        } else {
            return;
        }
    }
}

// ... existing code ...
