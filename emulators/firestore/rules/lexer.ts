import { RulesSyntaxError } from './errors.ts';

export type TokenKind = 'ident' | 'int' | 'float' | 'string' | 'bytes' | 'punct' | 'eof';

export interface Token {
  kind: TokenKind;
  /** Identifier name, punctuation text, or decoded string contents. */
  text: string;
  intValue?: bigint;
  floatValue?: number;
  bytesValue?: Uint8Array;
  start: number;
  end: number;
}

// Longest first, so that `==` wins over `=` and `$(` over `$`.
const PUNCTUATION = [
  '&&', '||', '==', '!=', '<=', '>=', '$(',
  '{', '}', '(', ')', '[', ']', ';', ',', '.', ':', '?', '!', '=', '<', '>', '+', '-', '*', '/', '%',
];

const INT64_MAX = (1n << 63n) - 1n;
const UTF8 = new TextEncoder();

const isIdentStart = (c: string) => /[A-Za-z_]/.test(c);
const isIdentPart = (c: string) => /[A-Za-z0-9_]/.test(c);
const isDigit = (c: string) => c >= '0' && c <= '9';

/**
 * Pull-based lexer: the parser asks for one token at a time, because path literals and match
 * patterns are not tokenisable in isolation (`/users/{uid}` or `/(default)/`) and the parser
 * rescans them from raw source with the helpers below.
 */
export class Lexer {
  readonly src: string;
  pos = 0;
  private readonly lineStarts: number[] = [0];

  constructor(src: string) {
    this.src = src;
    for (let i = 0; i < src.length; i++) if (src[i] === '\n') this.lineStarts.push(i + 1);
  }

  lineCol(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.lineStarts[lo] ?? 0) + 1 };
  }

  error(message: string, offset: number): RulesSyntaxError {
    const { line, column } = this.lineCol(offset);
    return new RulesSyntaxError(message, line, column);
  }

  skipTrivia(): void {
    const s = this.src;
    for (;;) {
      const c = s[this.pos];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v') {
        this.pos++;
      } else if (c === '/' && s[this.pos + 1] === '/') {
        while (this.pos < s.length && s[this.pos] !== '\n') this.pos++;
      } else if (c === '/' && s[this.pos + 1] === '*') {
        const close = s.indexOf('*/', this.pos + 2);
        if (close < 0) throw this.error('unterminated block comment', this.pos);
        this.pos = close + 2;
      } else {
        return;
      }
    }
  }

  next(): Token {
    this.skipTrivia();
    const s = this.src;
    const start = this.pos;
    const c = s[start];
    if (c === undefined) return { kind: 'eof', text: '<end of input>', start, end: start };

    const n = s[start + 1];
    if ((c === 'b' || c === 'B' || c === 'r' || c === 'R') && (n === "'" || n === '"')) {
      return this.string(start + 1, c.toLowerCase() === 'b', c.toLowerCase() === 'r');
    }
    if ((c === 'b' || c === 'B') && (n === 'r' || n === 'R') && (s[start + 2] === "'" || s[start + 2] === '"')) {
      return this.string(start + 2, true, true);
    }
    if (isIdentStart(c)) {
      let end = start + 1;
      while (end < s.length && isIdentPart(s[end] ?? '')) end++;
      this.pos = end;
      return { kind: 'ident', text: s.slice(start, end), start, end };
    }
    if (isDigit(c) || (c === '.' && isDigit(n ?? ''))) return this.number(start);
    if (c === "'" || c === '"') return this.string(start, false, false);

    for (const p of PUNCTUATION) {
      if (s.startsWith(p, start)) {
        this.pos = start + p.length;
        return { kind: 'punct', text: p, start, end: this.pos };
      }
    }
    throw this.error(`unexpected character '${c}'`, start);
  }

  private number(start: number): Token {
    const s = this.src;
    let i = start;
    if (s[i] === '0' && (s[i + 1] === 'x' || s[i + 1] === 'X')) {
      i += 2;
      const digitsStart = i;
      while (/[0-9a-fA-F]/.test(s[i] ?? '')) i++;
      if (i === digitsStart) throw this.error('malformed hexadecimal literal', start);
      return this.intToken(BigInt(s.slice(start, i)), start, i);
    }
    let isFloat = false;
    while (isDigit(s[i] ?? '')) i++;
    if (s[i] === '.' && isDigit(s[i + 1] ?? '')) {
      isFloat = true;
      i++;
      while (isDigit(s[i] ?? '')) i++;
    }
    if (s[i] === 'e' || s[i] === 'E') {
      let j = i + 1;
      if (s[j] === '+' || s[j] === '-') j++;
      if (isDigit(s[j] ?? '')) {
        isFloat = true;
        i = j;
        while (isDigit(s[i] ?? '')) i++;
      }
    }
    if (isIdentPart(s[i] ?? '')) throw this.error(`malformed number '${s.slice(start, i + 1)}'`, start);
    const text = s.slice(start, i);
    if (isFloat) {
      this.pos = i;
      return { kind: 'float', text, floatValue: Number(text), start, end: i };
    }
    return this.intToken(BigInt(text), start, i);
  }

  private intToken(value: bigint, start: number, end: number): Token {
    // One above INT64_MAX is accepted so that `-9223372036854775808` can be folded by the parser.
    if (value > INT64_MAX + 1n) throw this.error('integer literal out of 64-bit range', start);
    this.pos = end;
    return { kind: 'int', text: this.src.slice(start, end), intValue: value, start, end };
  }

  private string(quoteAt: number, isBytes: boolean, isRaw: boolean): Token {
    const s = this.src;
    const start = isBytes || isRaw ? quoteAt - (isBytes && isRaw ? 2 : 1) : quoteAt;
    const quote = s[quoteAt] ?? '';
    let i = quoteAt + 1;
    // Bytes literals are assembled as byte values; strings as UTF-16 text.
    const bytes: number[] = [];
    let text = '';
    const pushCodePoint = (cp: number) => {
      if (isBytes) bytes.push(...UTF8.encode(String.fromCodePoint(cp)));
      else text += String.fromCodePoint(cp);
    };
    for (;;) {
      const c = s[i];
      if (c === undefined || c === '\n') throw this.error('unterminated string literal', start);
      if (c === quote) break;
      if (c === '\\' && !isRaw) {
        const e = s[i + 1];
        i += 2;
        switch (e) {
          case 'n': pushCodePoint(10); break;
          case 'r': pushCodePoint(13); break;
          case 't': pushCodePoint(9); break;
          case 'b': pushCodePoint(8); break;
          case 'f': pushCodePoint(12); break;
          case 'v': pushCodePoint(11); break;
          case 'a': pushCodePoint(7); break;
          case '\\': case "'": case '"': case '`': case '?': pushCodePoint(e.charCodeAt(0)); break;
          case 'x': case 'X': case 'u': case 'U': {
            const len = e === 'u' ? 4 : e === 'U' ? 8 : 2;
            const hex = s.slice(i, i + len);
            if (!new RegExp(`^[0-9a-fA-F]{${len}}$`).test(hex)) throw this.error(`invalid \\${e} escape`, i - 2);
            i += len;
            const value = parseInt(hex, 16);
            if (isBytes && len === 2) bytes.push(value);
            else if (value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) throw this.error('invalid code point in escape', i - len - 2);
            else pushCodePoint(value);
            break;
          }
          default: {
            if (e !== undefined && e >= '0' && e <= '3' && /^[0-7]{2}$/.test(s.slice(i, i + 2))) {
              const value = parseInt(e + s.slice(i, i + 2), 8);
              i += 2;
              if (isBytes) bytes.push(value);
              else pushCodePoint(value);
              break;
            }
            throw this.error(`invalid escape sequence '\\${e ?? ''}'`, i - 2);
          }
        }
        continue;
      }
      const cp = s.codePointAt(i) ?? 0;
      pushCodePoint(cp);
      i += cp > 0xffff ? 2 : 1;
    }
    this.pos = i + 1;
    if (isBytes) return { kind: 'bytes', text: '', bytesValue: Uint8Array.from(bytes), start, end: this.pos };
    return { kind: 'string', text, start, end: this.pos };
  }
}
