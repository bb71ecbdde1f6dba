impl<'a> Parser<'a> {
    // ... existing code ...

    fn expect(&mut self, kind: TokenKind) -> Result<Token, ParseError> {
        if self.current.kind == kind {
            return Ok(self.advance());
        }
        let found = if self.current.kind == TokenKind::Eof {
            "end of input".to_string()
        } else {
            format!("{:?} `{}`", self.current.kind, self.current.text)
        };
        Err(ParseError { message: format!("expected {:?}, found {}", kind, found), offset: self.current.offset })
    }

    // ... existing code ...
}
