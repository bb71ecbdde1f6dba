// ... keep existing code

const OPERATORS = ['==', '!=', '<=', '>=', '&&', '||', '+', '-', '*', '/', '<', '>', '=', '!'];
const ESCAPES = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };

// ... keep existing code

  readString() {
    const line = this.line;
    const column = this.column;
    this.advance(); // opening quote
    let text = '';
    while (this.peek() !== '"') {
      if (this.pos >= this.source.length) {
        throw new LexError('Unterminated string', line, column);
      }
      if (this.peek() === '\\') {
        this.advance();
        const esc = this.advance();
        if (esc === undefined || !(esc in ESCAPES)) {
          throw new LexError(`Unknown escape sequence '\\${esc}'`, this.line, this.column - 2);
        }
        text += ESCAPES[esc];
        continue;
      }
      text += this.advance();
    }
    // ... keep existing code
  }

  // ... keep existing code
