import type { Allow, BinaryOp, Expr, FunctionDecl, MatchBlock, Method, PathPart, PatternSegment, Ruleset, TypeName } from './ast.ts';
import { TYPE_NAMES } from './ast.ts';
import type { RulesSyntaxError } from './errors.ts';
import { Lexer, type Token } from './lexer.ts';
import { RBytes } from './values.ts';

const METHOD_GROUPS: Record<string, readonly Method[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

const RESERVED = new Set(['in', 'is', 'if', 'let', 'return', 'function', 'match', 'allow', 'service', 'rules_version']);
const INT64_MIN_MAGNITUDE = 1n << 63n;

// Characters allowed in an unquoted path segment, both in `match` patterns and path literals.
const PATH_CHAR = /[A-Za-z0-9_\-.~%@+]/;

export function parseRuleset(source: string): Ruleset {
  return new Parser(source).ruleset();
}

/** Parses a single expression; used by tests and handy for tooling. */
export function parseExpression(source: string): Expr {
  const p = new Parser(source);
  const e = p.expression();
  p.expectEnd();
  return e;
}

class Parser {
  private readonly lx: Lexer;
  private tok: Token;
  private version: 1 | 2 = 1;
  // Set while parsing the operand of unary minus, so the literal 9223372036854775808 is accepted there.
  private negating = false;

  constructor(source: string) {
    this.lx = new Lexer(source);
    this.tok = this.lx.next();
  }

  // ---- token helpers ----

  private advance(): Token {
    const t = this.tok;
    this.tok = this.lx.next();
    return t;
  }

  private isPunct(text: string): boolean {
    return this.tok.kind === 'punct' && this.tok.text === text;
  }

  private isWord(text: string): boolean {
    return this.tok.kind === 'ident' && this.tok.text === text;
  }

  private describe(t: Token): string {
    if (t.kind === 'eof') return 'end of input';
    return `'${this.lx.src.slice(t.start, t.end)}'`;
  }

  private errorAt(offset: number, message: string): RulesSyntaxError {
    return this.lx.error(message, offset);
  }

  private unexpected(expected: string): RulesSyntaxError {
    return this.errorAt(this.tok.start, `expected ${expected} but found ${this.describe(this.tok)}`);
  }

  private expectPunct(text: string): Token {
    if (!this.isPunct(text)) throw this.unexpected(`'${text}'`);
    return this.advance();
  }

  private expectWord(text: string): Token {
    if (!this.isWord(text)) throw this.unexpected(`'${text}'`);
    return this.advance();
  }

  private identifier(what: string): string {
    if (this.tok.kind !== 'ident' || RESERVED.has(this.tok.text)) throw this.unexpected(what);
    return this.advance().text;
  }

  expectEnd(): void {
    if (this.tok.kind !== 'eof') throw this.unexpected('end of input');
  }

  // ---- ruleset structure ----

  ruleset(): Ruleset {
    if (this.isWord('rules_version')) {
      this.advance();
      this.expectPunct('=');
      const t = this.tok;
      if (t.kind !== 'string' || (t.text !== '1' && t.text !== '2')) {
        throw this.errorAt(t.start, `rules_version must be '1' or '2', found ${this.describe(t)}`);
      }
      this.version = t.text === '2' ? 2 : 1;
      this.advance();
      if (this.isPunct(';')) this.advance();
    }
    this.expectWord('service');
    const nameStart = this.tok.start;
    let service = this.identifier('a service name');
    while (this.isPunct('.')) {
      this.advance();
      service += '.' + this.identifier('a service name');
    }
    if (service !== 'cloud.firestore') {
      throw this.errorAt(nameStart, `unsupported service '${service}', expected 'cloud.firestore'`);
    }
    this.expectPunct('{');
    const functions: FunctionDecl[] = [];
    const matches: MatchBlock[] = [];
    while (!this.isPunct('}')) {
      if (this.isWord('match')) matches.push(this.match());
      else if (this.isWord('function')) functions.push(this.functionDecl());
      else throw this.unexpected("'match', 'function' or '}'");
    }
    this.advance();
    this.expectEnd();
    return { version: this.version, functions, matches };
  }

  private match(): MatchBlock {
    this.expectWord('match');
    const pattern = this.pattern();
    this.expectPunct('{');
    const block: MatchBlock = { pattern, functions: [], allows: [], matches: [] };
    while (!this.isPunct('}')) {
      if (this.isWord('match')) block.matches.push(this.match());
      else if (this.isWord('allow')) block.allows.push(this.allow());
      else if (this.isWord('function')) block.functions.push(this.functionDecl());
      else throw this.unexpected("'match', 'allow', 'function' or '}'");
    }
    this.advance();
    return block;
  }

  /** Scans `/a/{b}/{c=**}` straight from the source: braces here are wildcards, not blocks. */
  private pattern(): PatternSegment[] {
    const src = this.lx.src;
    if (!this.isPunct('/')) throw this.unexpected("a path pattern starting with '/'");
    let i = this.tok.start;
    const segments: PatternSegment[] = [];
    let restAt = -1;
    while (src[i] === '/') {
      i++;
      if (src[i] === '{') {
        const close = src.indexOf('}', i);
        const inner = close < 0 ? '' : src.slice(i + 1, close);
        const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(=\s*\*\*\s*)?$/.exec(inner);
        if (!m || !m[1]) throw this.errorAt(i, "expected a wildcard like '{name}' or '{name=**}'");
        if (m[2]) {
          if (restAt >= 0) throw this.errorAt(i, 'only one recursive wildcard is allowed per match');
          restAt = i;
          segments.push({ kind: 'rest', name: m[1] });
        } else {
          segments.push({ kind: 'single', name: m[1] });
        }
        i = close + 1;
      } else {
        const start = i;
        // Parentheses appear in literal segments such as `(default)`.
        while (i < src.length && (PATH_CHAR.test(src[i] ?? '') || src[i] === '(' || src[i] === ')')) i++;
        if (i === start) throw this.errorAt(i, 'expected a path segment');
        segments.push({ kind: 'literal', value: src.slice(start, i) });
      }
    }
    if (this.version === 1 && restAt >= 0 && segments[segments.length - 1]?.kind !== 'rest') {
      throw this.errorAt(restAt, "in rules_version '1' a recursive wildcard must be the last segment");
    }
    this.lx.pos = i;
    this.tok = this.lx.next();
    return segments;
  }

  private allow(): Allow {
    this.expectWord('allow');
    const methods = new Set<Method>();
    for (;;) {
      const t = this.tok;
      const group = t.kind === 'ident' ? METHOD_GROUPS[t.text] : undefined;
      if (!group) throw this.unexpected('a method (read, write, get, list, create, update, delete)');
      this.advance();
      for (const m of group) methods.add(m);
      if (!this.isPunct(',')) break;
      this.advance();
    }
    let condition: Expr | null = null;
    if (this.isPunct(':')) {
      this.advance();
      this.expectWord('if');
      condition = this.expression();
    }
    if (this.isPunct(';')) this.advance();
    else if (!this.isPunct('}') && !this.isWord('allow') && !this.isWord('match') && !this.isWord('function')) {
      throw this.unexpected("';'");
    }
    return { methods, condition };
  }

  private functionDecl(): FunctionDecl {
    this.expectWord('function');
    const name = this.identifier('a function name');
    this.expectPunct('(');
    const params: string[] = [];
    while (!this.isPunct(')')) {
      const at = this.tok.start;
      const p = this.identifier('a parameter name');
      if (params.includes(p)) throw this.errorAt(at, `duplicate parameter '${p}'`);
      params.push(p);
      if (!this.isPunct(',')) break;
      this.advance();
    }
    this.expectPunct(')');
    this.expectPunct('{');
    const lets: FunctionDecl['lets'] = [];
    while (this.isWord('let')) {
      this.advance();
      const letName = this.identifier('a variable name');
      this.expectPunct('=');
      lets.push({ name: letName, value: this.expression() });
      this.expectPunct(';');
    }
    this.expectWord('return');
    const body = this.expression();
    if (this.isPunct(';')) this.advance();
    this.expectPunct('}');
    return { name, params, lets, body };
  }

  // ---- expressions, lowest precedence first ----

  expression(): Expr {
    const test = this.or();
    if (!this.isPunct('?')) return test;
    this.advance();
    const then = this.expression();
    this.expectPunct(':');
    return { k: 'cond', test, then, else: this.expression() };
  }

  private binaryLevel(ops: readonly string[], next: () => Expr): Expr {
    let left = next();
    while (this.tok.kind === 'punct' && ops.includes(this.tok.text)) {
      const op = this.advance().text as BinaryOp;
      left = { k: 'binary', op, left, right: next() };
    }
    return left;
  }

  private or(): Expr {
    return this.binaryLevel(['||'], () => this.and());
  }

  private and(): Expr {
    return this.binaryLevel(['&&'], () => this.equality());
  }

  private equality(): Expr {
    return this.binaryLevel(['==', '!='], () => this.isType());
  }

  private isType(): Expr {
    let arg = this.inExpr();
    while (this.isWord('is')) {
      this.advance();
      const at = this.tok.start;
      let name = this.identifier('a type name');
      if (name === 'rules' && this.isPunct('.')) {
        this.advance();
        name = this.identifier('a type name').toLowerCase();
      }
      if (!(TYPE_NAMES as readonly string[]).includes(name)) {
        throw this.errorAt(at, `unknown type '${name}' (expected one of ${TYPE_NAMES.join(', ')})`);
      }
      arg = { k: 'is', arg, type: name as TypeName };
    }
    return arg;
  }

  private inExpr(): Expr {
    let left = this.relational();
    while (this.isWord('in')) {
      this.advance();
      left = { k: 'binary', op: 'in', left, right: this.relational() };
    }
    return left;
  }

  private relational(): Expr {
    return this.binaryLevel(['<', '<=', '>', '>='], () => this.additive());
  }

  private additive(): Expr {
    return this.binaryLevel(['+', '-'], () => this.multiplicative());
  }

  private multiplicative(): Expr {
    return this.binaryLevel(['*', '/', '%'], () => this.unary());
  }

  private unary(): Expr {
    if (this.isPunct('!')) {
      this.advance();
      this.negating = false;
      return { k: 'unary', op: '!', arg: this.unary() };
    }
    if (this.isPunct('-')) {
      this.advance();
      this.negating = true;
      const arg = this.unary();
      if (arg.k === 'lit' && typeof arg.v === 'bigint') return { k: 'lit', v: -arg.v };
      if (arg.k === 'lit' && typeof arg.v === 'number') return { k: 'lit', v: -arg.v };
      return { k: 'unary', op: '-', arg };
    }
    const negated = this.negating;
    this.negating = false;
    return this.postfix(negated);
  }

  private postfix(negated: boolean): Expr {
    let e = this.primary(negated);
    for (;;) {
      if (this.isPunct('.')) {
        this.advance();
        // Keywords are fine as member names (`x.in`, `str.matches`).
        if (this.tok.kind !== 'ident') throw this.unexpected('a field or method name');
        e = { k: 'member', obj: e, name: this.advance().text };
      } else if (this.isPunct('(')) {
        if (e.k !== 'ident' && e.k !== 'member') throw this.errorAt(this.tok.start, 'only functions and methods can be called');
        this.advance();
        const args: Expr[] = [];
        while (!this.isPunct(')')) {
          args.push(this.expression());
          if (!this.isPunct(',')) break;
          this.advance();
        }
        this.expectPunct(')');
        e = { k: 'call', callee: e, args };
      } else if (this.isPunct('[')) {
        this.advance();
        const from = this.isPunct(':') ? null : this.expression();
        if (this.isPunct(':')) {
          this.advance();
          const to = this.isPunct(']') ? null : this.expression();
          this.expectPunct(']');
          e = { k: 'range', obj: e, from, to };
        } else {
          this.expectPunct(']');
          if (!from) throw this.unexpected('an index');
          e = { k: 'index', obj: e, index: from };
        }
      } else {
        return e;
      }
    }
  }

  private primary(negated: boolean): Expr {
    const t = this.tok;
    switch (t.kind) {
      case 'int': {
        this.advance();
        const v = t.intValue ?? 0n;
        if (v === INT64_MIN_MAGNITUDE && !negated) throw this.errorAt(t.start, 'integer literal out of 64-bit range');
        return { k: 'lit', v };
      }
      case 'float':
        this.advance();
        return { k: 'lit', v: t.floatValue ?? 0 };
      case 'string':
        this.advance();
        return { k: 'lit', v: t.text };
      case 'bytes':
        this.advance();
        return { k: 'lit', v: new RBytes(t.bytesValue ?? new Uint8Array()) };
      case 'ident': {
        if (t.text === 'true' || t.text === 'false') {
          this.advance();
          return { k: 'lit', v: t.text === 'true' };
        }
        if (t.text === 'null') {
          this.advance();
          return { k: 'lit', v: null };
        }
        return { k: 'ident', name: this.identifier('an expression') };
      }
      case 'eof':
        throw this.unexpected('an expression');
      case 'punct':
        break;
    }
    switch (t.text) {
      case '(': {
        this.advance();
        const e = this.expression();
        this.expectPunct(')');
        return e;
      }
      case '[': {
        this.advance();
        const items: Expr[] = [];
        while (!this.isPunct(']')) {
          items.push(this.expression());
          if (!this.isPunct(',')) break;
          this.advance();
        }
        this.expectPunct(']');
        return { k: 'list', items };
      }
      case '{': {
        this.advance();
        const entries: Array<[Expr, Expr]> = [];
        while (!this.isPunct('}')) {
          const key = this.expression();
          this.expectPunct(':');
          entries.push([key, this.expression()]);
          if (!this.isPunct(',')) break;
          this.advance();
        }
        this.expectPunct('}');
        return { k: 'map', entries };
      }
      case '/':
        return this.pathLiteral();
    }
    throw this.unexpected('an expression');
  }

  /** `/databases/$(database)/documents/users/$(uid)`, scanned from raw source like match patterns. */
  private pathLiteral(): Expr {
    const src = this.lx.src;
    let i = this.tok.start;
    const segments: PathPart[][] = [];
    while (src[i] === '/') {
      i++;
      const parts: PathPart[] = [];
      for (;;) {
        if (src.startsWith('$(', i)) {
          this.lx.pos = i + 2;
          this.tok = this.lx.next();
          parts.push(this.expression());
          if (!this.isPunct(')')) throw this.unexpected("')' to close '$('");
          i = this.tok.end;
          continue;
        }
        const start = i;
        let depth = 0;
        for (;;) {
          const c = src[i] ?? '';
          if (PATH_CHAR.test(c)) i++;
          else if (c === '(' && !src.startsWith('$(', i)) { depth++; i++; }
          else if (c === ')' && depth > 0) { depth--; i++; }
          else break;
        }
        if (i === start) break;
        parts.push(src.slice(start, i));
      }
      if (parts.length === 0) throw this.errorAt(i, 'expected a path segment');
      segments.push(parts);
    }
    this.lx.pos = i;
    this.tok = this.lx.next();
    return { k: 'path', segments };
  }
}
