pub enum Token {
    // ...
    Slash,
    Percent,
    Caret,
    // ...
}

// ...

    pub fn next_token(&mut self) -> Result<Token, LexError> {
        self.skip_whitespace();
        // ... existing code ...
        let token = match c {
            // ... existing code ...
            '/' => Token::Slash,
            '%' => Token::Percent,
            '^' => Token::Caret,
            // ... existing code ...
        };
        Ok(token)
    }

// ...
