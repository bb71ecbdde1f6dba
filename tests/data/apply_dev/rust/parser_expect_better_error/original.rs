use std::fmt;

use crate::lexer::{Lexer, Token, TokenKind};

#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    Number(f64),
    Ident(String),
    Unary { op: TokenKind, rhs: Box<Expr> },
    Binary { op: TokenKind, lhs: Box<Expr>, rhs: Box<Expr> },
    Call { callee: String, args: Vec<Expr> },
}

#[derive(Debug)]
pub struct ParseError {
    pub message: String,
    pub offset: usize,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at offset {}", self.message, self.offset)
    }
}

impl std::error::Error for ParseError {}

pub struct Parser<'a> {
    lexer: Lexer<'a>,
    current: Token,
}

impl<'a> Parser<'a> {
    pub fn new(source: &'a str) -> Self {
        let mut lexer = Lexer::new(source);
        let current = lexer.next_token();
        Self { lexer, current }
    }

    fn advance(&mut self) -> Token {
        let next = self.lexer.next_token();
        std::mem::replace(&mut self.current, next)
    }

    fn expect(&mut self, kind: TokenKind) -> Result<Token, ParseError> {
        if self.current.kind == kind {
            Ok(self.advance())
        } else {
            Err(ParseError { message: format!("expected {:?}", kind), offset: self.current.offset })
        }
    }

    pub fn parse_expr(&mut self) -> Result<Expr, ParseError> {
        self.parse_binary(0)
    }

    fn parse_binary(&mut self, min_prec: u8) -> Result<Expr, ParseError> {
        let mut lhs = self.parse_unary()?;
        while let Some(prec) = self.current.kind.precedence() {
            if prec < min_prec {
                break;
            }
            let op = self.advance().kind;
            let rhs = self.parse_binary(prec + 1)?;
            lhs = Expr::Binary { op, lhs: Box::new(lhs), rhs: Box::new(rhs) };
        }
        Ok(lhs)
    }

    fn parse_unary(&mut self) -> Result<Expr, ParseError> {
        if matches!(self.current.kind, TokenKind::Minus | TokenKind::Bang) {
            let op = self.advance().kind;
            let rhs = self.parse_unary()?;
            return Ok(Expr::Unary { op, rhs: Box::new(rhs) });
        }
        self.parse_primary()
    }

    fn parse_primary(&mut self) -> Result<Expr, ParseError> {
        let token = self.advance();
        match token.kind {
            TokenKind::Number => Ok(Expr::Number(token.text.parse().unwrap_or(0.0))),
            TokenKind::Ident if self.current.kind == TokenKind::LParen => {
                self.advance();
                let mut args = Vec::new();
                while self.current.kind != TokenKind::RParen {
                    args.push(self.parse_expr()?);
                    if self.current.kind != TokenKind::Comma {
                        break;
                    }
                    self.advance();
                }
                self.expect(TokenKind::RParen)?;
                Ok(Expr::Call { callee: token.text, args })
            }
            TokenKind::Ident => Ok(Expr::Ident(token.text)),
            TokenKind::LParen => {
                let inner = self.parse_expr()?;
                self.expect(TokenKind::RParen)?;
                Ok(inner)
            }
            _ => Err(ParseError { message: format!("unexpected {:?}", token.kind), offset: token.offset }),
        }
    }
}

pub fn parse(source: &str) -> Result<Expr, ParseError> {
    let mut parser = Parser::new(source);
    let expr = parser.parse_expr()?;
    parser.expect(TokenKind::Eof)?;
    Ok(expr)
}
