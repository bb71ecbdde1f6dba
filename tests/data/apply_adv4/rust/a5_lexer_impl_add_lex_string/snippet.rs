impl<'a> Lexer<'a> {
    // ... existing methods ...

    fn lex_string(&mut self, start: usize) -> Result<Token, LexError> {
        // consume the opening quote
        self.chars.next();
        let mut value = String::new();
        while let Some(&(_, c)) = self.chars.peek() {
            self.chars.next();
            if c == '"' {
                return Ok(Token::Str(value));
            }
            value.push(c);
        }
        Err(LexError {
            pos: start,
            message: format!("unterminated string literal starting at {}", start),
        })
    }
}
