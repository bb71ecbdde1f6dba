use std::iter::Peekable;
use std::str::CharIndices;

#[derive(Debug, Clone, PartialEq)]
pub enum Token<'a> {
    Ident(&'a str),
    Number(f64),
    Str(&'a str),
    Punct(char),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Spanned<'a> {
    pub token: Token<'a>,
    pub start: usize,
    pub end: usize,
}

pub struct Lexer<'a> {
    src: &'a str,
    chars: Peekable<CharIndices<'a>>,
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Self {
        Self {
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

    fn take_while<F: Fn(char) -> bool>(&mut self, start: usize, pred: F) -> usize {
        let mut end = start;
        while let Some(&(i, c)) = self.chars.peek() {
            if !pred(c) {
                break;
            }
            end = i + c.len_utf8();
            self.chars.next();
        }
        end
    }

    fn string(&mut self, start: usize) -> Spanned<'a> {
        let end = self.take_while(start + 1, |c| c != '"');
        self.chars.next();
        Spanned {
            token: Token::Str(&self.src[start + 1..end]),
            start,
            end: end + 1,
        }
    }

    /// Returns the 1-based line and column of a byte offset in the source.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let before = &self.src[..offset.min(self.src.len())];
        let line = before.matches('\n').count() + 1;
        let col = before.rfind('\n').map_or(before.len(), |nl| before.len() - nl - 1) + 1;
        (line, col)
    }
}

impl<'a> Iterator for Lexer<'a> {
    type Item = Spanned<'a>;

    fn next(&mut self) -> Option<Self::Item> {
        self.skip_whitespace();
        let (start, c) = self.chars.next()?;
        let end = start + c.len_utf8();
        let spanned = if c == '"' {
            self.string(start)
        } else if c.is_ascii_digit() {
            let end = self.take_while(end, |c| c.is_ascii_digit() || c == '.');
            let value = self.src[start..end].parse().unwrap_or(0.0);
            Spanned { token: Token::Number(value), start, end }
        } else if c.is_alphabetic() || c == '_' {
            let end = self.take_while(end, |c| c.is_alphanumeric() || c == '_');
            Spanned { token: Token::Ident(&self.src[start..end]), start, end }
        } else {
            Spanned { token: Token::Punct(c), start, end }
        };
        Some(spanned)
    }
}
