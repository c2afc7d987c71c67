import { fail } from './errors.ts';

/*
 * RE2 patterns run on JS RegExp (with the `u` flag so `.` is a code point). The syntaxes mostly
 * agree; this rewrites the RE2-only bits that appear in practice and rejects the rest
 * (which the real engine would also accept, so a rejection means "deny", never "allow").
 */

const POSIX_CLASSES: Record<string, string> = {
  alnum: '0-9A-Za-z', alpha: 'A-Za-z', ascii: '\\x00-\\x7F', blank: '\\t ', cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9', graph: '!-~', lower: 'a-z', print: ' -~', punct: '!-\\/:-@\\[-`{-~',
  space: '\\t\\n\\v\\f\\r ', upper: 'A-Z', word: '0-9A-Za-z_', xdigit: '0-9A-Fa-f',
};

// Characters JS accepts after a backslash in `u` mode outside a class (plus `-` inside one).
const JS_SYNTAX = new Set([...'^$\\.*+?()[]{}|/']);

function escapeLiteral(c: string, inClass: boolean): string {
  if (JS_SYNTAX.has(c) || (inClass && c === '-')) return '\\' + c;
  if (/[A-Za-z0-9]/.test(c)) return c;
  return `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`;
}

function propertyEscape(name: string, negated: boolean): string {
  const p = negated ? 'P' : 'p';
  try {
    new RegExp(`\\p{${name}}`, 'u');
    return `\\${p}{${name}}`;
  } catch {
    return `\\${p}{Script=${name}}`;
  }
}

export function translateRe2(pattern: string): { source: string; flags: string } {
  let flags = '';
  let i = 0;
  // RE2 allows leading flag groups like (?i) or (?is); JS (Node 20) only has them as flags.
  for (let m = /^\(\?([imsU]+)\)/.exec(pattern); m && m[1]; m = /^\(\?([imsU]+)\)/.exec(pattern.slice(i))) {
    for (const f of m[1]) {
      if (f === 'U') fail('RE2 flag U is not supported');
      if (!flags.includes(f)) flags += f;
    }
    i += m[0].length;
  }
  let out = '';
  let inClass = false;
  while (i < pattern.length) {
    const c = pattern[i] ?? '';
    if (c === '\\') {
      const e = pattern[i + 1];
      if (e === undefined) fail('trailing backslash in regular expression');
      i += 2;
      if (e === 'Q') {
        const end = pattern.indexOf('\\E', i);
        const lit = end < 0 ? pattern.slice(i) : pattern.slice(i, end);
        for (const ch of lit) out += escapeLiteral(ch, inClass);
        i = end < 0 ? pattern.length : end + 2;
      } else if (e === 'A') {
        out += '^';
      } else if (e === 'z') {
        out += '$';
      } else if (e === 'p' || e === 'P') {
        let name: string;
        if (pattern[i] === '{') {
          const close = pattern.indexOf('}', i);
          if (close < 0) fail('unterminated \\p{...}');
          name = pattern.slice(i + 1, close);
          i = close + 1;
        } else {
          name = pattern[i] ?? '';
          i++;
        }
        const neg = name.startsWith('^');
        out += propertyEscape(neg ? name.slice(1) : name, (e === 'P') !== neg);
      } else if (e === 'x' && pattern[i] === '{') {
        const close = pattern.indexOf('}', i);
        out += `\\u{${pattern.slice(i + 1, close)}}`;
        i = close + 1;
      } else if (/[0-7]/.test(e) && e !== '0' && !/[0-7]/.test(pattern[i] ?? '')) {
        fail('backreferences are not supported in RE2');
      } else if (/[0-7]/.test(e)) {
        let digits = e;
        while (digits.length < 3 && /[0-7]/.test(pattern[i] ?? '')) digits += pattern[i++];
        out += `\\u{${parseInt(digits, 8).toString(16)}}`;
      } else if (/[A-Za-z]/.test(e)) {
        if (!/[dDwWsSbBnrtfvx]/.test(e)) fail(`unsupported escape \\${e}`);
        out += '\\' + e;
      } else {
        out += escapeLiteral(e, inClass);
      }
      continue;
    }
    if (inClass) {
      if (c === '[' && pattern[i + 1] === ':') {
        const close = pattern.indexOf(':]', i + 2);
        const name = close < 0 ? '' : pattern.slice(i + 2, close);
        const neg = name.startsWith('^');
        const cls = POSIX_CLASSES[neg ? name.slice(1) : name];
        if (!cls || neg) fail(`unsupported character class [:${name}:]`);
        out += cls;
        i = close + 2;
        continue;
      }
      if (c === ']') inClass = false;
      out += c === '[' ? '\\[' : c;
      i++;
      continue;
    }
    if (c === '[') {
      inClass = true;
      out += c;
      i++;
      if (pattern[i] === '^') { out += '^'; i++; }
      // A leading `]` is a literal in RE2 but closes an empty class in JS.
      if (pattern[i] === ']') { out += '\\]'; i++; }
      continue;
    }
    if (c === '{') {
      // RE2 reads a brace that does not start a repetition as a literal; JS `u` mode rejects it.
      const rep = /^\{\d+(,\d*)?\}/.exec(pattern.slice(i));
      out += rep ? rep[0] : '\\{';
      i += rep ? rep[0].length : 1;
      continue;
    }
    if (c === '}' || c === ']') {
      out += '\\' + c;
      i++;
      continue;
    }
    if (c === '(' && pattern.startsWith('(?P<', i)) {
      out += '(?<';
      i += 4;
      continue;
    }
    if (c === '(' && pattern[i + 1] === '?' && /[imsU-]/.test(pattern[i + 2] ?? '')) {
      fail('inline regular-expression flags are only supported at the start of the pattern');
    }
    out += c;
    i++;
  }
  return { source: out, flags };
}

const cache = new Map<string, RegExp>();
const CACHE_LIMIT = 500;

export type RegexMode = 'full' | 'search' | 'global';

/** Compiled (and memoised) regexp; a bad pattern is an evaluation error, so the rule denies. */
export function compileRegex(pattern: string, mode: RegexMode): RegExp {
  const key = mode + '\u0000' + pattern;
  const hit = cache.get(key);
  if (hit) {
    hit.lastIndex = 0;
    return hit;
  }
  const { source, flags } = translateRe2(pattern);
  let re: RegExp;
  try {
    // Sticky + "nothing follows" anchors the whole input even under the `m` flag, where ^/$ would not.
    re = mode === 'full'
      ? new RegExp(`(?:${source})(?![\\s\\S])`, flags + 'uy')
      : new RegExp(source, flags + 'u' + (mode === 'global' ? 'g' : ''));
  } catch (e) {
    return fail(`invalid regular expression '${pattern}': ${(e as Error).message}`);
  }
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, re);
  return re;
}
