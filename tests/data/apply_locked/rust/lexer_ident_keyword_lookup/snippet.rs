    fn lex_ident(&mut self) -> Token {
        let start = self.pos;
        while matches!(self.peek(), Some(c) if c.is_alphanumeric() || c == '_') {
            self.bump();
        }
        keyword_or_ident(&self.src[start..self.pos])
    }

    // ... existing code ...
