pub enum Token {
    // ... existing variants ...
    Slash,
    Percent,
    Caret,
    // ...
}

// ... existing code ...

    pub fn next_token(&mut self) -> Option<Token> {
        // ... existing code ...
        let token = match c {
            // ... arithmetic tokens ...
            '/' => Token::Slash,
            '%' => Token::Percent,
            '^' => Token::Caret,
            // ... rest of the match ...
        };
        Some(token)
    }
