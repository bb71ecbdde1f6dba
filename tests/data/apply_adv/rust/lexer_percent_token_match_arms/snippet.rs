pub enum Token {
    // ... number, ident and the other operator variants ...
    Slash,
    Percent,
    Caret,
    // ... parens, comma, eof ...
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // ... arms above unchanged ...
            Token::Slash => write!(f, "/"),
            Token::Percent => write!(f, "%"),
            // ... remaining arms unchanged ...
        }
    }
}

// ... LexError and the Lexer struct as before ...

            '/' => Token::Slash,
            '%' => Token::Percent,
            '^' => Token::Caret,
// ... rest of the lexer unchanged ...
