import { describe, expect, it } from 'vitest';
import { run, expectEvalError } from './test-helpers.ts';
import { RBytes, RDuration, RMap, RPath, RSet, RTimestamp, parseTimestamp } from './values.ts';

describe('literals', () => {
  it('distinguishes ints from floats', () => {
    expect(run('42')).toBe(42n);
    expect(run('0x1F')).toBe(31n);
    expect(run('1.5')).toBe(1.5);
    expect(run('2e3')).toBe(2000);
    expect(run('-9223372036854775808')).toBe(-(1n << 63n));
  });

  it('decodes both quote styles and escapes', () => {
    expect(run(`'it\\'s'`)).toBe("it's");
    expect(run(`"say \\"hi\\""`)).toBe('say "hi"');
    expect(run(`'a\\nb\\t\\u00e9\\x41\\\\'`)).toBe('a\nb\té' + 'A\\');
    expect(run(`r'a\\nb'`)).toBe('a\\nb');
  });

  it('builds bytes, lists and maps', () => {
    const b = run(`b'\\x00\\xffA'`);
    expect(b).toBeInstanceOf(RBytes);
    expect([...(b as RBytes).bytes]).toEqual([0, 255, 65]);
    expect(run('[1, "a", true, null,]')).toEqual([1n, 'a', true, null]);
    const m = run(`{'a': 1, "b": [2]}`) as RMap;
    expect(m).toBeInstanceOf(RMap);
    expect(m.entries.get('a')).toBe(1n);
    expect(m.entries.get('b')).toEqual([2n]);
  });

  it('rejects non-string map keys and duplicate keys', () => {
    expectEvalError('{1: 2}');
    expectEvalError("{'a': 1, 'a': 2}");
  });
});

describe('arithmetic', () => {
  it.each([
    ['1 + 2 * 3', 7n],
    ['(1 + 2) * 3', 9n],
    ['7 / 2', 3n],
    ['-7 / 2', -3n],
    ['7 % 3', 1n],
    ['-7 % 3', -1n],
    ['7.0 / 2', 3.5],
    ['1 + 0.5', 1.5],
    ['10 - 2 - 3', 5n],
    ['-(3)', -3n],
    ['- -3', 3n],
    ["'ab' + 'cd'", 'abcd'],
  ])('%s = %s', (src, expected) => {
    expect(run(src)).toBe(expected);
  });

  it('concatenates lists', () => {
    expect(run('[1] + [2, 3]')).toEqual([1n, 2n, 3n]);
  });

  it('errors on integer division by zero and overflow but not float division', () => {
    expectEvalError('1 / 0', {}, /division by zero/);
    expectEvalError('1 % 0');
    expectEvalError('9223372036854775807 + 1', {}, /overflow/);
    expect(run('1.0 / 0')).toBe(Infinity);
  });

  it('errors on mismatched operand types', () => {
    expectEvalError("1 + 'a'");
    expectEvalError("'a' * 2");
    expectEvalError('-true');
  });
});

describe('comparison and equality', () => {
  it.each([
    ['1 == 1.0', true],
    ['1 != 1.0', false],
    ['2 > 1.5', true],
    ['1 < 1.0000001', true],
    ['9007199254740993 > 9007199254740992.0', true],
    ["'a' < 'b'", true],
    ["'b' <= 'a'", false],
    ['3 >= 3', true],
    ['[1, 2] == [1, 2.0]', true],
    ['[1, 2] == [2, 1]', false],
    ["{'a': 1} == {'a': 1}", true],
    ["{'a': 1} == {'a': 2}", false],
    ["1 == '1'", false],
    ['null == null', true],
    ['null != 0', true],
    ['[1, 2].toSet() == [2, 1, 1].toSet()', true],
  ])('%s → %s', (src, expected) => {
    expect(run(src)).toBe(expected);
  });

  it('errors when ordering incompatible types', () => {
    expectEvalError("1 < 'a'");
    expectEvalError('null < 1');
    expectEvalError('[1] < [2]');
  });

  it('treats NaN as unordered and unequal', () => {
    expect(run('math.sqrt(-1) == math.sqrt(-1)')).toBe(false);
    expect(run('math.sqrt(-1) < 1')).toBe(false);
  });
});

describe('logic, in, is, ternary', () => {
  it('evaluates boolean operators with precedence', () => {
    expect(run('true || false && false')).toBe(true);
    expect(run('!(true && false)')).toBe(true);
    expect(run('!true == false')).toBe(true);
    expect(run('1 < 2 == 2 < 3')).toBe(true);
  });

  it('requires bool operands', () => {
    expectEvalError('!1');
    expectEvalError("false || 'x'");
    expectEvalError('1 ? 2 : 3');
  });

  it('short-circuits so the right side is not evaluated', () => {
    expect(run('true || (1 / 0 == 1)')).toBe(true);
    expect(run('false && (1 / 0 == 1)')).toBe(false);
  });

  it('absorbs an error when the other side decides the result', () => {
    expect(run('(1 / 0 == 1) || true')).toBe(true);
    expect(run('(1 / 0 == 1) && false')).toBe(false);
    expectEvalError('(1 / 0 == 1) || false');
    expectEvalError('(1 / 0 == 1) && true');
    expectEvalError('true && (1 / 0 == 1)');
    expectEvalError('false || (1 / 0 == 1)');
    expect(run("'x' || true")).toBe(true);
    expect(run("1 && false")).toBe(false);
    expectEvalError("'x' || false");
  });

  it('tests membership in lists, maps and sets', () => {
    expect(run('2 in [1, 2, 3]')).toBe(true);
    expect(run('2.0 in [1, 2, 3]')).toBe(true);
    expect(run('4 in [1, 2, 3]')).toBe(false);
    expect(run("'a' in {'a': 1}")).toBe(true);
    expect(run("'b' in {'a': 1}")).toBe(false);
    expect(run("'x' in ['x'].toSet()")).toBe(true);
    expectEvalError("'a' in 'abc'");
  });

  it.each([
    ['1 is int', true],
    ['1 is float', false],
    ['1.0 is float', true],
    ['1 is number', true],
    ['1.5 is number', true],
    ["'s' is string", true],
    ['true is bool', true],
    ['[1] is list', true],
    ["{'a': 1} is map", true],
    ['[1].toSet() is set', true],
    ['request.time is timestamp', true],
    ["duration.value(1, 's') is duration", true],
    ['/a/b is path', true],
    ['latlng.value(1, 2) is latlng', true],
    ["b'x' is bytes", true],
    ['null is map', false],
    ["{'a':1}.diff({}) is map_diff", true],
  ])('%s → %s', (src, expected) => {
    expect(run(src)).toBe(expected);
  });

  it('binds `is` tighter than == and && but looser than in', () => {
    expect(run("'a' is string == true")).toBe(true);
    expect(run("'a' in ['a'] is bool")).toBe(true);
  });

  it('evaluates only the selected ternary branch', () => {
    expect(run('1 < 2 ? "yes" : 1 / 0')).toBe('yes');
    expect(run('1 > 2 ? 1 / 0 : "no"')).toBe('no');
    expect(run('false ? 1 : true ? 2 : 3')).toBe(2n);
  });
});

describe('indexing and ranges', () => {
  it('indexes lists, strings, maps and paths', () => {
    expect(run('[10, 20, 30][1]')).toBe(20n);
    expect(run("'héllo'[1]")).toBe('é');
    expect(run("{'a': {'b': 5}}['a']['b']")).toBe(5n);
    expect(run("{'a': {'b': 5}}.a.b")).toBe(5n);
    expect(run('/users/abc/posts/p1[1]')).toBe('abc');
  });

  it('slices lists and strings', () => {
    expect(run('[1, 2, 3, 4][1:3]')).toEqual([2n, 3n]);
    expect(run("'abcdef'[2:4]")).toBe('cd');
    expect(run("'abcdef'[:2]")).toBe('ab');
    expect(run("'abcdef'[4:]")).toBe('ef');
  });

  it('errors on out-of-range indexes and missing keys', () => {
    expectEvalError('[1][1]');
    expectEvalError('[1][-1]');
    expectEvalError("[1]['a']");
    expectEvalError("{'a': 1}.b", {}, /no field 'b'/);
    expectEvalError("{'a': 1}['b']");
    expectEvalError('[1, 2][1:5]');
    expectEvalError('null.a');
  });
});

describe('string methods', () => {
  it.each([
    ["'héllo'.size()", 5n],
    ["'Hello'.lower()", 'hello'],
    ["'Hello'.upper()", 'HELLO'],
    ["'  x  '.trim()", 'x'],
    ["'banana'.replace('a', 'o')", 'bonono'],
    ["'2026-01-02'.replace('(\\\\d+)-(\\\\d+)-(\\\\d+)', '\\\\3/\\\\2/\\\\1')", '02/01/2026'],
    ["'a$b'.replace('b', '$0')", 'a$$0'],
    ["'abc'.matches('a.c')", true],
    ["'xabc'.matches('a.c')", false],
    ["'abcx'.matches('a.c')", false],
    ["'ab'.matches('a|ab')", true],
    ["'ABC'.matches('(?i)abc')", true],
    ["'user@example.com'.matches('[^@]+@[^@]+\\\\.[a-z]{2,}')", true],
    ["'a-b'.matches('a\\\\-b')", true],
    ["'abc'.matches('[[:alpha:]]+')", true],
    ["'ab1'.matches('[[:alpha:]]+')", false],
    ["'ελ'.matches('\\\\pL+')", true],
    ["'{ab}'.matches('{[a-z]+}')", true],
    ["'aaa'.matches('a{2,3}')", true],
    ["'aaaa'.matches('a{2,3}')", false],
    ["'x]'.matches('x]')", true],
    ["'Ab1'.matches('(?P<first>[A-Z])[a-z]\\\\d')", true],
  ])('%s → %s', (src, expected) => {
    expect(run(src)).toBe(expected);
  });

  it('splits on a regular expression', () => {
    expect(run("'a/b//c'.split('/')")).toEqual(['a', 'b', '', 'c']);
    expect(run("'a1b22c'.split('[0-9]+')")).toEqual(['a', 'b', 'c']);
    expect(run("'abc'.split('')")).toEqual(['a', 'b', 'c']);
  });

  it('encodes to UTF-8 bytes', () => {
    expect([...(run("'é'.toUtf8()") as RBytes).bytes]).toEqual([0xc3, 0xa9]);
    expect(run("'é'.toUtf8().size()")).toBe(2n);
  });

  it('denies on invalid regular expressions and wrong argument types', () => {
    expectEvalError("'a'.matches('(')", {}, /invalid regular expression/);
    expectEvalError("'a'.matches(1)");
    expectEvalError("'a'.nope()");
  });
});

describe('list methods', () => {
  it.each([
    ['[1, 2, 3].size()', 3n],
    ["['a', 'b'].hasAll(['a'])", true],
    ["['a', 'b'].hasAll(['a', 'c'])", false],
    ["['a', 'b'].hasAny(['c', 'b'])", true],
    ["['a', 'b'].hasAny([])", false],
    ["['a', 'b'].hasOnly(['a', 'b', 'c'])", true],
    ["['a', 'd'].hasOnly(['a', 'b', 'c'])", false],
    ["[].hasOnly(['a'])", true],
    ["['a', 'b'].join(', ')", 'a, b'],
    ['[1, 1, 2].toSet().size()', 2n],
  ])('%s → %s', (src, expected) => {
    expect(run(src)).toEqual(expected);
  });

  it('concatenates and removes', () => {
    expect(run('[1, 2].concat([3])')).toEqual([1n, 2n, 3n]);
    expect(run('[1, 2, 1, 3].removeAll([1, 4])')).toEqual([2n, 3n]);
  });

  it('requires strings for join and lists for concat', () => {
    expectEvalError('[1].join()');
    expectEvalError("[1].concat('x')");
  });
});

describe('map methods and MapDiff', () => {
  const m = "{'a': 1, 'b': {'c': 2}}";

  it('lists keys, values and size', () => {
    expect(run(`${m}.keys()`)).toEqual(['a', 'b']);
    expect(run(`${m}.size()`)).toBe(2n);
    expect(run("{'a': 1}.values()")).toEqual([1n]);
  });

  it('gets with a default, including the list-of-keys path form', () => {
    expect(run(`${m}.get('a', 0)`)).toBe(1n);
    expect(run(`${m}.get('z', 0)`)).toBe(0n);
    expect(run(`${m}.get(['b', 'c'], 0)`)).toBe(2n);
    expect(run(`${m}.get(['b', 'x'], 'none')`)).toBe('none');
    expect(run(`${m}.get(['a', 'c'], 'none')`)).toBe('none');
    expectEvalError(`${m}.get(1, 0)`);
  });

  it('diffs two maps the way the reference documents', () => {
    const diff = "{'a': 0, 'c': 0, 'u': 0}.diff({'r': 0, 'c': 1, 'u': 0})";
    expect(run(`${diff}.addedKeys() == ['a'].toSet()`)).toBe(true);
    expect(run(`${diff}.removedKeys() == ['r'].toSet()`)).toBe(true);
    expect(run(`${diff}.changedKeys() == ['c'].toSet()`)).toBe(true);
    expect(run(`${diff}.unchangedKeys() == ['u'].toSet()`)).toBe(true);
    expect(run(`${diff}.affectedKeys() == ['a', 'r', 'c'].toSet()`)).toBe(true);
    expect(run(`${diff}.affectedKeys().hasOnly(['a', 'c'])`)).toBe(false);
    expect(run("{'n': 1}.diff({'n': 1.0}).changedKeys().size()")).toBe(0n);
    expectEvalError("{'a': 1}.diff([1])");
  });
});

describe('set methods', () => {
  const s = "['a', 'b', 'c'].toSet()";
  it.each([
    [`${s}.size()`, 3n],
    [`${s}.hasAll(['a', 'c'])`, true],
    [`${s}.hasAll(['a', 'z'])`, false],
    [`${s}.hasAny(['z', 'c'])`, true],
    [`${s}.hasOnly(['a', 'b', 'c', 'd'])`, true],
    [`${s}.hasOnly(['a'])`, false],
    [`${s}.difference(['a'].toSet()) == ['b', 'c'].toSet()`, true],
    [`${s}.intersection(['a', 'z'].toSet()) == ['a'].toSet()`, true],
    [`${s}.union(['z'].toSet()).size()`, 4n],
  ])('%s → %s', (src, expected) => {
    expect(run(src)).toBe(expected);
  });

  it('returns sets from set operations', () => {
    expect(run(`${s}.union(['a'])`)).toBeInstanceOf(RSet);
  });
});

describe('timestamps and durations', () => {
  // 2026-03-15 was a Sunday.
  const vars = { t: parseTimestamp('2026-03-15T13:45:30.123456789Z') };

  it.each([
    ['t.year()', 2026n], ['t.month()', 3n], ['t.day()', 15n], ['t.hours()', 13n], ['t.minutes()', 45n],
    ['t.seconds()', 30n], ['t.nanos()', 123456789n], ['t.dayOfWeek()', 7n], ['t.dayOfYear()', 74n],
    ['t.toMillis()', 1773582330123n],
  ])('%s = %s', (src, expected) => {
    expect(run(src, vars)).toBe(expected);
  });

  it('extracts date and time of day', () => {
    expect(run('t.date() == timestamp.date(2026, 3, 15)', vars)).toBe(true);
    expect(run("t.time() == duration.time(13, 45, 30, 123456789)", vars)).toBe(true);
  });

  it('adds and subtracts durations and compares', () => {
    expect(run("t + duration.value(1, 'd') == timestamp.date(2026, 3, 16) + t.time()", vars)).toBe(true);
    expect(run("t - duration.value(1, 'h') < t", vars)).toBe(true);
    expect(run("(t - timestamp.date(2026, 3, 15)) == t.time()", vars)).toBe(true);
    expect(run("duration.value(90, 'm') == duration.value(1.5, 'h')")).toBe(true);
    expect(run("duration.value(1, 's') + duration.value(500, 'ms') > duration.value(1, 's')")).toBe(true);
    expect(run("duration.value(1, 'w').seconds()")).toBe(604800n);
    expect(run("duration.abs(duration.value(-3, 's')) == duration.value(3, 's')")).toBe(true);
    expect(run("duration.value(-3, 's').abs().seconds()")).toBe(3n);
    expectEvalError("duration.value(1, 'y')");
    expectEvalError("t + 1", vars);
  });

  it('builds timestamps from millis and validates dates', () => {
    expect(run('timestamp.value(0).year()')).toBe(1970n);
    expect(run('timestamp.value(86400000).dayOfWeek()')).toBe(5n);
    expect(run('timestamp.date(2024, 2, 29).dayOfYear()')).toBe(60n);
    expectEvalError('timestamp.date(2023, 2, 29)');
  });

  it('exposes request.time as a timestamp', () => {
    const v = run('request.time', {}, { time: new Date('2026-01-01T00:00:00.000Z') });
    expect(v).toBeInstanceOf(RTimestamp);
    expect(run('request.time.year()', {}, { time: new Date('2026-01-01T00:00:00.000Z') })).toBe(2026n);
  });

  it('keeps the microseconds of request.time when the caller knows them', () => {
    const req = { time: new Date('2026-01-01T00:00:00.123Z'), timeMicros: Date.parse('2026-01-01T00:00:00.123Z') * 1000 + 456 };
    expect(run('request.time.nanos()', {}, req)).toBe(123_456_000n);
    expect(run('request.time > timestamp.value(request.time.toMillis())', {}, req)).toBe(true);
  });

  it('returns durations from time()', () => {
    expect(run('t.time()', vars)).toBeInstanceOf(RDuration);
  });
});

describe('math, conversions, latlng, hashing, paths', () => {
  it.each([
    ['math.abs(-3)', 3n], ['math.abs(-2.5)', 2.5], ['math.ceil(1.2)', 2n], ['math.floor(-1.2)', -2n],
    ['math.round(2.5)', 3n], ['math.round(-2.5)', -3n], ['math.sqrt(9)', 3], ['math.pow(2, 10)', 1024],
    ['math.isInfinite(1.0 / 0)', true], ['math.isNaN(math.sqrt(-1))', true], ['math.isNaN(1)', false],
    ["int('42')", 42n], ['int(3.9)', 3n], ['int(-3.9)', -3n], ["float('1.5')", 1.5], ['float(2)', 2],
    ['string(12)', '12'], ['string(true)', 'true'], ['string(null)', 'null'], ['string(1.5)', '1.5'],
    ['string(/a/b)', '/a/b'],
  ])('%s = %s', (src, expected) => {
    expect(run(src)).toBe(expected);
  });

  it('rejects invalid conversions', () => {
    expectEvalError("int('4x')");
    expectEvalError("float('abc')");
    expectEvalError('int(1.0 / 0)');
    expectEvalError('string([1])');
  });

  it('computes latlng distances in meters', () => {
    expect(run('latlng.value(48.8566, 2.3522).latitude()')).toBe(48.8566);
    const d = run('latlng.value(48.8566, 2.3522).distance(latlng.value(45.764, 4.8357))') as number;
    expect(d).toBeGreaterThan(390_000);
    expect(d).toBeLessThan(395_000);
    expectEvalError('latlng.value(91, 0)');
  });

  it('hashes strings and bytes', () => {
    expect(run("hashing.crc32('123456789')")).toBe(0xcbf43926n);
    expect(run("hashing.crc32c('123456789')")).toBe(0xe3069283n);
    expect(run("hashing.md5('abc').toHexString()")).toBe('900150983CD24FB0D6963F7D28E17F72');
    expect(run("hashing.sha256(b'abc').size()")).toBe(32n);
    expect(run("b'abc'.toBase64()")).toBe('YWJj');
  });

  it('builds path literals with interpolation and binds paths', () => {
    const p = run('/databases/$(db)/documents/users/$(uid)', { db: '(default)', uid: 'u1' });
    expect(p).toBeInstanceOf(RPath);
    expect((p as RPath).toString()).toBe('/databases/(default)/documents/users/u1');
    expect(run('/a/$(rest)/z == /a/b/c/z', { rest: new RPath(['b', 'c']) })).toBe(true);
    expect(run('/users/u_$(n)', { n: 7n })).toEqual(new RPath(['users', 'u_7']));
    expect(run("path('/users/$(uid)/x').bind({'uid': 'u9'}) == /users/u9/x")).toBe(true);
    expect(run('/a/b/c[1:3] == /b/c')).toBe(true);
    expectEvalError('/users/$([1])');
  });
});
