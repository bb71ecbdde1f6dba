import fs from 'node:fs';
import path from 'node:path';

const DEFAULT_SEPARATOR = ',';

export function splitLine(line, sep) {
  const out = [];
  let cur = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') {
      quoted = !quoted;
    } else if (ch === sep && !quoted) {
      out.push(cur);
      cur = '';
    } else {
      cur += ch;
    }
  }
  out.push(cur);
  return out;
}

export function parse(text, sep = DEFAULT_SEPARATOR) {
  const lines = text.split(/\r?\n/).filter(Boolean);
  const header = splitLine(lines[0], sep);
  return lines.slice(1).map((line) => {
    const cells = splitLine(line, sep);
    return Object.fromEntries(header.map((h, i) => [h, cells[i]]));
  });
}

export function readCsv(file, sep) {
  const text = fs.readFileSync(path.resolve(file), 'utf8');
  return parse(text, sep);
}
