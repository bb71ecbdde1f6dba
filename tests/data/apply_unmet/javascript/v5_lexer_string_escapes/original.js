'use strict';

const TokenType = Object.freeze({
  NUMBER: 'NUMBER',
  STRING: 'STRING',
  IDENT: 'IDENT',
  KEYWORD: 'KEYWORD',
  OPERATOR: 'OPERATOR',
  LPAREN: 'LPAREN',
  RPAREN: 'RPAREN',
  COMMA: 'COMMA',
  EOF: 'EOF',
});

const KEYWORDS = new Set(['let', 'fn', 'if', 'else', 'return', 'while']);
const OPERATORS = ['==', '!=', '<=', '>=', '&&', '||', '+', '-', '*', '/', '<', '>', '=', '!'];

class LexError extends Error {
  constructor(message, line, column) {
    super(`${message} at ${line}:${column}`);
    this.name = 'LexError';
    this.line = line;
    this.column = column;
  }
}

class Lexer {
  constructor(source) {
    this.source = source;
    this.pos = 0;
    this.line = 1;
    this.column = 1;
  }

  peek(offset = 0) {
    return this.source[this.pos + offset];
  }

  advance() {
    const ch = this.source[this.pos++];
    if (ch === '\n') {
      this.line += 1;
      this.column = 1;
    } else {
      this.column += 1;
    }
    return ch;
  }

  makeToken(type, value, line, column) {
    return { type, value, line, column };
  }

  skipWhitespace() {
    while (this.pos < this.source.length) {
      const ch = this.peek();
      if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\n') {
        this.advance();
      } else if (ch === '#') {
        while (this.pos < this.source.length && this.peek() !== '\n') {
          this.advance();
        }
      } else {
        break;
      }
    }
  }

  readNumber() {
    const line = this.line;
    const column = this.column;
    let text = '';
    while (/[0-9.]/.test(this.peek() || '')) {
      text += this.advance();
    }
    return this.makeToken(TokenType.NUMBER, Number(text), line, column);
  }

  readString() {
    const line = this.line;
    const column = this.column;
    this.advance(); // opening quote
    let text = '';
    while (this.peek() !== '"') {
      if (this.pos >= this.source.length) {
        throw new LexError('Unterminated string', line, column);
      }
      text += this.advance();
    }
    this.advance(); // closing quote
    return this.makeToken(TokenType.STRING, text, line, column);
  }

  readIdentifier() {
    const line = this.line;
    const column = this.column;
    let text = '';
    while (/[A-Za-z0-9_]/.test(this.peek() || '')) {
      text += this.advance();
    }
    const type = KEYWORDS.has(text) ? TokenType.KEYWORD : TokenType.IDENT;
    return this.makeToken(type, text, line, column);
  }

  nextToken() {
    this.skipWhitespace();
    if (this.pos >= this.source.length) {
      return this.makeToken(TokenType.EOF, null, this.line, this.column);
    }
    const ch = this.peek();
    const line = this.line;
    const column = this.column;
    if (/[0-9]/.test(ch)) return this.readNumber();
    if (ch === '"') return this.readString();
    if (/[A-Za-z_]/.test(ch)) return this.readIdentifier();
    if (ch === '(') { this.advance(); return this.makeToken(TokenType.LPAREN, ch, line, column); }
    if (ch === ')') { this.advance(); return this.makeToken(TokenType.RPAREN, ch, line, column); }
    if (ch === ',') { this.advance(); return this.makeToken(TokenType.COMMA, ch, line, column); }
    for (const op of OPERATORS) {
      if (this.source.startsWith(op, this.pos)) {
        for (let i = 0; i < op.length; i++) this.advance();
        return this.makeToken(TokenType.OPERATOR, op, line, column);
      }
    }
    throw new LexError(`Unexpected character '${ch}'`, line, column);
  }

  tokenize() {
    const tokens = [];
    let token;
    do {
      token = this.nextToken();
      tokens.push(token);
    } while (token.type !== TokenType.EOF);
    return tokens;
  }
}

module.exports = { Lexer, LexError, TokenType };
