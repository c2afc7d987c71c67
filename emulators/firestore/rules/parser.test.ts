import { describe, expect, it } from 'vitest';
import { RulesSyntaxError, compileRules } from './index.ts';
import { parseExpression, parseRuleset } from './parser.ts';

function syntaxError(source: string): RulesSyntaxError {
  try {
    compileRules(source);
  } catch (e) {
    if (e instanceof RulesSyntaxError) return e;
    throw e;
  }
  throw new Error('expected a RulesSyntaxError');
}

const wrap = (body: string) => `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`;

describe('ruleset structure', () => {
  it('parses versions, nested matches, wildcards, functions and allows', () => {
    const rs = parseRuleset(wrap(`
    function signedIn() { return request.auth != null; }
    match /users/{uid} {
      function owner() { let u = request.auth.uid; return u == uid; }
      allow read, write: if owner();
      match /{document=**} { allow get; }
    }`));
    expect(rs.version).toBe(2);
    const root = rs.matches[0];
    expect(root?.pattern).toEqual([
      { kind: 'literal', value: 'databases' }, { kind: 'single', name: 'database' }, { kind: 'literal', value: 'documents' },
    ]);
    expect(root?.functions.map((f) => f.name)).toEqual(['signedIn']);
    const users = root?.matches[0];
    expect(users?.functions[0]?.lets.map((l) => l.name)).toEqual(['u']);
    expect([...(users?.allows[0]?.methods ?? [])].sort()).toEqual(['create', 'delete', 'get', 'list', 'update']);
    expect(users?.matches[0]?.pattern).toEqual([{ kind: 'rest', name: 'document' }]);
    expect(users?.matches[0]?.allows[0]?.condition).toBeNull();
  });

  it('defaults to rules_version 1 and accepts comments and optional semicolons', () => {
    const rs = parseRuleset(`// header
service cloud.firestore { /* block
comment */ match /databases/{db}/documents { match /a/{b} { allow read: if true allow write } } }`);
    expect(rs.version).toBe(1);
    expect(rs.matches[0]?.matches[0]?.allows).toHaveLength(2);
  });

  it('accepts literal segments with parentheses', () => {
    const rs = parseRuleset(`service cloud.firestore { match /databases/(default)/documents { allow read; } }`);
    expect(rs.matches[0]?.pattern[1]).toEqual({ kind: 'literal', value: '(default)' });
  });

  it('parses path literals inside calls without eating the closing parenthesis', () => {
    const e = parseExpression('exists(/databases/$(database)/documents/users/$(request.auth.uid)) && true');
    expect(e.k).toBe('binary');
  });
});

describe('syntax errors carry line and column', () => {
  it.each([
    ['missing semicolon after let', wrap(`    function f() { let x = 1 return x; }`), 4, 30, /expected ';'/],
    ['unknown method', wrap(`    match /a/{b} { allow modify: if true; }`), 4, 26, /expected a method/],
    ['unclosed paren', wrap(`    match /a/{b} { allow read: if (true; }`), 4, 40, /expected '\)'/],
    ['bad wildcard', wrap(`    match /a/{b=*} { allow read; }`), 4, 14, /wildcard/],
    ['unknown type', wrap(`    match /a/{b} { allow read: if 1 is integer; }`), 4, 40, /unknown type 'integer'/],
    ['unterminated string', wrap(`    match /a/{b} { allow read: if 'abc; }`), 4, 35, /unterminated string/],
    ['stray character', wrap(`    match /a/{b} { allow read: if 1 # 2; }`), 4, 37, /unexpected character '#'/],
    ['bad version', `rules_version = '3';\nservice cloud.firestore {}`, 1, 17, /rules_version/],
    ['wrong service', `service firebase.storage {}`, 1, 9, /unsupported service/],
    ['trailing tokens', `service cloud.firestore {}\n}`, 2, 1, /expected end of input/],
    ['missing if', wrap(`    match /a/{b} { allow read: true; }`), 4, 32, /expected 'if'/],
    ['two recursive wildcards', wrap(`    match /{a=**}/x/{b=**} { allow read; }`), 4, 21, /only one recursive wildcard/],
    ['v1 recursive wildcard not last', `service cloud.firestore { match /{a=**}/x { allow read; } }`, 1, 34, /last segment/],
    ['int literal overflow', wrap(`    match /a/{b} { allow read: if 9223372036854775808 > 0; }`), 4, 35, /64-bit range/],
    ['missing return', wrap(`    function f() { let x = 1; }`), 4, 31, /expected 'return'/],
    ['unexpected end', `service cloud.firestore { match /a/{b} { allow read: if`, 1, 56, /end of input/],
  ])('%s', (_name, source, line, column, message) => {
    const err = syntaxError(source);
    expect(err.message).toMatch(message);
    expect({ line: err.line, column: err.column }).toEqual({ line, column });
    expect(err.message.startsWith(`${line}:${column}:`)).toBe(true);
  });
});
