#[derive(Debug, Clone, PartialEq)]
pub enum Token {
    Ident(String),
    Number(f64),
    Str(String),
    Let,
    Fn,
    If,
    Else,
    Return,
    Op(char),
    Eof,
}

pub struct Lexer<'a> {
    src: &'a str,
    pos: usize,
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Self {
        Lexer { src, pos: 0 }
    }

    fn peek(&self) -> Option<char> {
        self.src[self.pos..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    fn skip_whitespace(&mut self) {
        while matches!(self.peek(), Some(c) if c.is_whitespace()) {
            self.bump();
        }
    }

    pub fn next_token(&mut self) -> Token {
        self.skip_whitespace();
        match self.peek() {
            None => Token::Eof,
            Some(c) if c.is_ascii_digit() => self.lex_number(),
            Some(c) if c.is_alphabetic() || c == '_' => self.lex_ident(),
            Some('"') => self.lex_string(),
            Some(c) => {
                self.bump();
                Token::Op(c)
            }
        }
    }

    fn lex_number(&mut self) -> Token {
        let start = self.pos;
        while matches!(self.peek(), Some(c) if c.is_ascii_digit() || c == '.') {
            self.bump();
        }
        Token::Number(self.src[start..self.pos].parse().unwrap_or(0.0))
    }

    fn lex_ident(&mut self) -> Token {
        let start = self.pos;
        while matches!(self.peek(), Some(c) if c.is_alphanumeric() || c == '_') {
            self.bump();
        }
        keyword_or_ident(&self.src[start..self.pos])
    }

    fn lex_string(&mut self) -> Token {
        self.bump();
        let start = self.pos;
        while matches!(self.peek(), Some(c) if c != '"') {
            self.bump();
        }
        let text = self.src[start..self.pos].to_string();
        self.bump();
        Token::Str(text)
    }
}

fn keyword_or_ident(word: &str) -> Token {
    match word {
        "let" => Token::Let,
        "fn" => Token::Fn,
        "if" => Token::If,
        "else" => Token::Else,
        "return" => Token::Return,
        _ => Token::Ident(word.to_string()),
    }
}

pub fn tokenize(src: &str) -> Vec<Token> {
    let mut lexer = Lexer::new(src);
    let mut out = Vec::new();
    loop {
        let tok = lexer.next_token();
        if tok == Token::Eof {
            break;
        }
        out.push(tok);
    }
    out
}
