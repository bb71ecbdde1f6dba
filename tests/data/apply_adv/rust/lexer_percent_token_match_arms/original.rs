use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub enum Token {
    Number(f64),
    Ident(String),
    Plus,
    Minus,
    Star,
    Slash,
    Caret,
    LParen,
    RParen,
    Comma,
    Eof,
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Token::Number(n) => write!(f, "{n}"),
            Token::Ident(name) => write!(f, "{name}"),
            Token::Plus => write!(f, "+"),
            Token::Minus => write!(f, "-"),
            Token::Star => write!(f, "*"),
            Token::Slash => write!(f, "/"),
            Token::Caret => write!(f, "^"),
            Token::LParen => write!(f, "("),
            Token::RParen => write!(f, ")"),
            Token::Comma => write!(f, ","),
            Token::Eof => write!(f, "<eof>"),
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct LexError {
    pub pos: usize,
    pub ch: char,
}

pub struct Lexer<'a> {
    src: &'a str,
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Self {
        Self { src, chars: src.char_indices().peekable() }
    }

    pub fn next_token(&mut self) -> Result<Token, LexError> {
        self.skip_whitespace();
        let Some(&(pos, ch)) = self.chars.peek() else {
            return Ok(Token::Eof);
        };
        let token = match ch {
            '0'..='9' | '.' => return Ok(self.number(pos)),
            c if c.is_alphabetic() || c == '_' => return Ok(self.ident(pos)),
            '+' => Token::Plus,
            '-' => Token::Minus,
            '*' => Token::Star,
            '/' => Token::Slash,
            '^' => Token::Caret,
            '(' => Token::LParen,
            ')' => Token::RParen,
            ',' => Token::Comma,
            _ => return Err(LexError { pos, ch }),
        };
        self.chars.next();
        Ok(token)
    }

    fn skip_whitespace(&mut self) {
        while let Some(&(_, c)) = self.chars.peek() {
            if !c.is_whitespace() {
                break;
            }
            self.chars.next();
        }
    }

    fn number(&mut self, start: usize) -> Token {
        let mut end = start;
        while let Some(&(i, c)) = self.chars.peek() {
            if !(c.is_ascii_digit() || c == '.') {
                break;
            }
            end = i + c.len_utf8();
            self.chars.next();
        }
        Token::Number(self.src[start..end].parse().unwrap_or(f64::NAN))
    }

    fn ident(&mut self, start: usize) -> Token {
        let mut end = start;
        while let Some(&(i, c)) = self.chars.peek() {
            if !(c.is_alphanumeric() || c == '_') {
                break;
            }
            end = i + c.len_utf8();
            self.chars.next();
        }
        Token::Ident(self.src[start..end].to_string())
    }
}
