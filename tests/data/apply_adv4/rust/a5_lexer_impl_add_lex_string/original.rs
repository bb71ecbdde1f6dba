use std::fmt;
use std::iter::Peekable;
use std::str::CharIndices;

#[derive(Debug, Clone, PartialEq)]
pub enum Token {
    Number(f64),
    Ident(String),
    Str(String),
    Plus,
    Minus,
    Star,
    Slash,
    LParen,
    RParen,
    Comma,
}

#[derive(Debug, Clone, PartialEq)]
pub struct LexError {
    pub pos: usize,
    pub message: String,
}

impl fmt::Display for LexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at offset {}", self.message, self.pos)
    }
}

impl std::error::Error for LexError {}

pub struct Lexer<'a> {
    src: &'a str,
    chars: Peekable<CharIndices<'a>>,
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Self {
        Lexer {
            src,
            chars: src.char_indices().peekable(),
        }
    }

    fn skip_whitespace(&mut self) {
        while let Some(&(_, c)) = self.chars.peek() {
            if !c.is_whitespace() {
                break;
            }
            self.chars.next();
        }
    }

    fn lex_number(&mut self, start: usize) -> Result<Token, LexError> {
        let mut end = start;
        while let Some(&(i, c)) = self.chars.peek() {
            if !(c.is_ascii_digit() || c == '.') {
                break;
            }
            end = i + c.len_utf8();
            self.chars.next();
        }
        let text = &self.src[start..end];
        text.parse::<f64>().map(Token::Number).map_err(|_| LexError {
            pos: start,
            message: format!("invalid number literal `{}`", text),
        })
    }

    fn lex_ident(&mut self, start: usize) -> Token {
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

impl<'a> Iterator for Lexer<'a> {
    type Item = Result<Token, LexError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.skip_whitespace();
        let &(start, c) = self.chars.peek()?;
        let token = match c {
            '0'..='9' => return Some(self.lex_number(start)),
            c if c.is_alphabetic() || c == '_' => return Some(Ok(self.lex_ident(start))),
            '+' => Token::Plus,
            '-' => Token::Minus,
            '*' => Token::Star,
            '/' => Token::Slash,
            '(' => Token::LParen,
            ')' => Token::RParen,
            ',' => Token::Comma,
            other => {
                self.chars.next();
                return Some(Err(LexError {
                    pos: start,
                    message: format!("unexpected character `{}`", other),
                }));
            }
        };
        self.chars.next();
        Some(Ok(token))
    }
}
