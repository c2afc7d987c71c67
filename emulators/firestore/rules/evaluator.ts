import type { Expr, FunctionDecl } from './ast.ts';
import type { RulesContext, RulesDocument, RulesRequest } from './contract.ts';
import { NAMESPACES, callMethod, parsePath, toFloat, toInt, toStringValue } from './builtins.ts';
import { RulesEvalError, fail } from './errors.ts';
import {
  RDuration, RMap, RNamespace, RPath, RSet, RTimestamp, RBytes, RLatLng, RMapDiff,
  checkInt, compare, equals, fieldsToMap, fromJson, isList, isNumber, timestampFromDate, typeName,
  type Value,
} from './values.ts';

/** The documented call-stack limit for rules functions. */
export const MAX_CALL_DEPTH = 20;
const DATABASE = '(default)';

/** Lexical scope: wildcard bindings / parameters / lets, plus the functions declared at this level. */
export class Scope {
  constructor(
    readonly parent: Scope | null,
    readonly vars: Map<string, Value> | null,
    readonly functions: ReadonlyMap<string, FunctionDecl> | null,
  ) {}

  lookup(name: string): Value | undefined {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- walking the scope chain starts here
    for (let s: Scope | null = this; s; s = s.parent) {
      const v = s.vars?.get(name);
      if (v !== undefined) return v;
    }
    return undefined;
  }

  findFunction(name: string): { fn: FunctionDecl; scope: Scope } | undefined {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- walking the scope chain starts here
    for (let s: Scope | null = this; s; s = s.parent) {
      const fn = s.functions?.get(name);
      if (fn) return { fn, scope: s };
    }
    return undefined;
  }
}

export function documentSegments(relative: string): string[] {
  return ['databases', DATABASE, 'documents', ...relative.split('/').filter((s) => s !== '')];
}

function documentValue(doc: RulesDocument): RMap {
  const segments = documentSegments(doc.path);
  return new RMap(new Map<string, Value>([
    ['data', fieldsToMap(doc.data)],
    ['id', segments[segments.length - 1] ?? ''],
    ['__name__', new RPath(segments)],
  ]));
}

/** Per-request state: lazily built `request`/`resource` and memoised document reads. */
export class EvalState {
  depth = 0;
  private requestValue: Value | undefined;
  private resourceValue: Value | undefined;
  private readonly reads = new Map<string, Value>();

  constructor(readonly req: RulesRequest, readonly ctx: RulesContext) {}

  request(): Value {
    if (this.requestValue !== undefined) return this.requestValue;
    const r = this.req;
    const fields = new Map<string, Value>([
      ['auth', r.auth ? new RMap(new Map<string, Value>([['uid', r.auth.uid], ['token', fromJson(r.auth.token ?? {})]])) : null],
      ['method', r.method],
      ['path', new RPath(documentSegments(r.path))],
      ['time', r.timeMicros === undefined ? timestampFromDate(r.time) : new RTimestamp(BigInt(r.timeMicros) * 1000n)],
      ['resource', r.requestResource ? documentValue(r.requestResource) : null],
    ]);
    if (r.query) {
      const q = new Map<string, Value>();
      if (r.query.limit !== undefined) q.set('limit', BigInt(r.query.limit));
      if (r.query.offset !== undefined) q.set('offset', BigInt(r.query.offset));
      if (r.query.orderBy !== undefined) q.set('orderBy', [...r.query.orderBy]);
      fields.set('query', new RMap(q));
    }
    return (this.requestValue = new RMap(fields));
  }

  resource(): Value {
    if (this.resourceValue !== undefined) return this.resourceValue;
    return (this.resourceValue = this.req.resource ? documentValue(this.req.resource) : null);
  }

  read(path: Value, after: boolean): Value {
    if (!(path instanceof RPath)) return fail(`expected a path, got ${typeName(path)}`);
    const s = path.segments;
    if (s.length < 5 || s[0] !== 'databases' || s[2] !== 'documents' || (s.length - 3) % 2 !== 0) {
      return fail(`'${path.toString()}' is not a document path`);
    }
    const relative = s.slice(3).join('/');
    const key = (after ? 'A' : 'B') + relative;
    const cached = this.reads.get(key);
    if (cached !== undefined) return cached;
    const doc = after ? this.ctx.getAfter(relative) : this.ctx.get(relative);
    const v = doc ? documentValue(doc) : null;
    this.reads.set(key, v);
    return v;
  }
}

// ---- expressions ----

function truth(v: Value, what: string): boolean {
  if (typeof v !== 'boolean') fail(`${what} must be a bool, got ${typeName(v)}`);
  return v;
}

/**
 * Evaluates one side of `||`/`&&`. Errors and non-bool results both become an error marker,
 * because the operator may still absorb them.
 */
function attempt(op: string, e: Expr, scope: Scope, st: EvalState): boolean | RulesEvalError {
  try {
    const v = ev(e, scope, st);
    return typeof v === 'boolean' ? v : new RulesEvalError(`operand of ${op} must be a bool, got ${typeName(v)}`);
  } catch (err) {
    if (err instanceof RulesEvalError) return err;
    throw err;
  }
}

function logical(op: '||' | '&&', left: Expr, right: Expr, scope: Scope, st: EvalState): boolean {
  // `error || true` is true and `error && false` is false; any other combination with an error is an error.
  const decisive = op === '||';
  const l = attempt(op, left, scope, st);
  if (l === decisive) return decisive;
  const r = attempt(op, right, scope, st);
  if (r === decisive) return decisive;
  if (l instanceof RulesEvalError) throw l;
  if (r instanceof RulesEvalError) throw r;
  return r;
}

function arithmetic(op: string, a: Value, b: Value): Value {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    switch (op) {
      case '+': return checkInt(a + b);
      case '-': return checkInt(a - b);
      case '*': return checkInt(a * b);
      case '/': return b === 0n ? fail('division by zero') : checkInt(a / b);
      case '%': return b === 0n ? fail('modulo by zero') : a % b;
    }
  }
  if (isNumber(a) && isNumber(b)) {
    const x = Number(a);
    const y = Number(b);
    switch (op) {
      case '+': return x + y;
      case '-': return x - y;
      case '*': return x * y;
      case '/': return x / y;
      case '%': return x % y;
    }
  }
  if (op === '+') {
    if (typeof a === 'string' && typeof b === 'string') return a + b;
    if (isList(a) && isList(b)) return [...a, ...b];
    if (a instanceof RTimestamp && b instanceof RDuration) return new RTimestamp(a.ns + b.ns);
    if (a instanceof RDuration && b instanceof RTimestamp) return new RTimestamp(a.ns + b.ns);
    if (a instanceof RDuration && b instanceof RDuration) return new RDuration(a.ns + b.ns);
  }
  if (op === '-') {
    if (a instanceof RTimestamp && b instanceof RDuration) return new RTimestamp(a.ns - b.ns);
    if (a instanceof RTimestamp && b instanceof RTimestamp) return new RDuration(a.ns - b.ns);
    if (a instanceof RDuration && b instanceof RDuration) return new RDuration(a.ns - b.ns);
  }
  return fail(`operator ${op} is not defined for ${typeName(a)} and ${typeName(b)}`);
}

function membership(item: Value, container: Value): boolean {
  if (isList(container)) return container.some((x) => equals(item, x));
  if (container instanceof RSet) return container.has(item);
  if (container instanceof RMap) return typeof item === 'string' && container.entries.has(item);
  return fail(`'in' is not defined for ${typeName(container)}`);
}

function isType(v: Value, type: string): boolean {
  switch (type) {
    case 'bool': return typeof v === 'boolean';
    case 'int': return typeof v === 'bigint';
    case 'float': return typeof v === 'number';
    case 'number': return isNumber(v);
    case 'string': return typeof v === 'string';
    case 'list': return isList(v);
    case 'map': return v instanceof RMap;
    case 'set': return v instanceof RSet;
    case 'timestamp': return v instanceof RTimestamp;
    case 'duration': return v instanceof RDuration;
    case 'path': return v instanceof RPath;
    case 'latlng': return v instanceof RLatLng;
    case 'bytes': return v instanceof RBytes;
    case 'map_diff': return v instanceof RMapDiff;
  }
  return false;
}

function toIndex(v: Value, size: number, allowEnd: boolean): number {
  if (typeof v !== 'bigint') return fail(`index must be an int, got ${typeName(v)}`);
  const max = BigInt(allowEnd ? size : size - 1);
  if (v < 0n || v > max) fail(`index ${v} out of range`);
  return Number(v);
}

function indexInto(obj: Value, index: Value): Value {
  if (obj instanceof RMap) {
    if (typeof index !== 'string') return fail(`map key must be a string, got ${typeName(index)}`);
    const v = obj.entries.get(index);
    return v !== undefined || obj.entries.has(index) ? (v ?? null) : fail(`no key '${index}' in map`);
  }
  if (isList(obj)) return obj[toIndex(index, obj.length, false)] ?? null;
  if (typeof obj === 'string') {
    const chars = Array.from(obj);
    return chars[toIndex(index, chars.length, false)] ?? '';
  }
  if (obj instanceof RPath) return obj.segments[toIndex(index, obj.segments.length, false)] ?? '';
  if (obj instanceof RBytes) return BigInt(obj.bytes[toIndex(index, obj.bytes.length, false)] ?? 0);
  return fail(`cannot index into ${typeName(obj)}`);
}

function slice(obj: Value, from: Value, to: Value | undefined): Value {
  const run = <T>(xs: readonly T[]): T[] => {
    const a = toIndex(from, xs.length, true);
    const b = to === undefined ? xs.length : toIndex(to, xs.length, true);
    if (a > b) fail(`range [${a}:${b}] is empty-reversed`);
    return xs.slice(a, b);
  };
  if (isList(obj)) return run(obj);
  if (typeof obj === 'string') return run(Array.from(obj)).join('');
  if (obj instanceof RPath) return new RPath(run(obj.segments));
  return fail(`cannot take a range of ${typeName(obj)}`);
}

function pathLiteral(segments: ReadonlyArray<ReadonlyArray<string | Expr>>, scope: Scope, st: EvalState): RPath {
  const out: string[] = [];
  for (const parts of segments) {
    // `$(p)` where p is itself a path (e.g. a `{rest=**}` binding) splices its segments in.
    const only = parts.length === 1 ? parts[0] : undefined;
    if (only !== undefined && typeof only !== 'string') {
      const v = ev(only, scope, st);
      if (v instanceof RPath) {
        out.push(...v.segments);
        continue;
      }
      out.push(...pathText(v).split('/').filter((s) => s !== ''));
      continue;
    }
    let text = '';
    for (const part of parts) text += typeof part === 'string' ? part : pathText(ev(part, scope, st));
    out.push(...text.split('/').filter((s) => s !== ''));
  }
  return new RPath(out);
}

function pathText(v: Value): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'bigint') return String(v);
  if (v instanceof RPath) return v.segments.join('/');
  return fail(`cannot use ${typeName(v)} in a path`);
}

function callFunction(name: string, args: Expr[], scope: Scope, st: EvalState): Value {
  const user = scope.findFunction(name);
  const values = args.map((a) => ev(a, scope, st));
  if (user) {
    const { fn, scope: defScope } = user;
    if (values.length !== fn.params.length) fail(`${name}() expects ${fn.params.length} argument(s), got ${values.length}`);
    if (st.depth >= MAX_CALL_DEPTH) fail(`maximum call depth (${MAX_CALL_DEPTH}) exceeded in ${name}()`);
    const vars = new Map<string, Value>();
    fn.params.forEach((p, i) => vars.set(p, values[i] ?? null));
    // Functions see their declaring scope (enclosing wildcards), never the caller's.
    const local = new Scope(defScope, vars, null);
    st.depth++;
    try {
      for (const l of fn.lets) vars.set(l.name, ev(l.value, local, st));
      return ev(fn.body, local, st);
    } finally {
      st.depth--;
    }
  }
  const one = (): Value => {
    if (values.length !== 1) fail(`${name}() expects 1 argument, got ${values.length}`);
    return values[0] ?? null;
  };
  switch (name) {
    case 'get': return st.read(one(), false);
    case 'getAfter': return st.read(one(), true);
    case 'exists': return st.read(one(), false) !== null;
    case 'existsAfter': return st.read(one(), true) !== null;
    case 'debug': return one();
    case 'int': return toInt(one());
    case 'float': return toFloat(one());
    case 'string': return toStringValue(one());
    case 'path': {
      const s = one();
      return typeof s === 'string' ? parsePath(s) : fail(`path() expects a string, got ${typeName(s)}`);
    }
  }
  return fail(`unknown function ${name}()`);
}

export function ev(e: Expr, scope: Scope, st: EvalState): Value {
  switch (e.k) {
    case 'lit':
      return e.v;
    case 'ident': {
      const v = scope.lookup(e.name);
      if (v !== undefined) return v;
      if (e.name === 'request') return st.request();
      if (e.name === 'resource') return st.resource();
      if (NAMESPACES.has(e.name)) return new RNamespace(e.name);
      return fail(`unknown variable '${e.name}'`);
    }
    case 'member': {
      const obj = ev(e.obj, scope, st);
      if (!(obj instanceof RMap)) return fail(`cannot read '.${e.name}' of ${typeName(obj)}`);
      const v = obj.entries.get(e.name);
      return v !== undefined || obj.entries.has(e.name) ? (v ?? null) : fail(`no field '${e.name}' in map`);
    }
    case 'index':
      return indexInto(ev(e.obj, scope, st), ev(e.index, scope, st));
    case 'range': {
      const obj = ev(e.obj, scope, st);
      return slice(obj, e.from ? ev(e.from, scope, st) : 0n, e.to ? ev(e.to, scope, st) : undefined);
    }
    case 'call': {
      if (e.callee.k === 'ident') return callFunction(e.callee.name, e.args, scope, st);
      if (e.callee.k !== 'member') return fail('not callable');
      const recv = ev(e.callee.obj, scope, st);
      return callMethod(recv, e.callee.name, e.args.map((a) => ev(a, scope, st)));
    }
    case 'unary': {
      const v = ev(e.arg, scope, st);
      if (e.op === '!') return !truth(v, "operand of '!'");
      if (typeof v === 'bigint') return checkInt(-v);
      if (typeof v === 'number') return -v;
      if (v instanceof RDuration) return new RDuration(-v.ns);
      return fail(`cannot negate ${typeName(v)}`);
    }
    case 'binary': {
      const { op } = e;
      if (op === '||' || op === '&&') return logical(op, e.left, e.right, scope, st);
      const a = ev(e.left, scope, st);
      const b = ev(e.right, scope, st);
      switch (op) {
        case '==': return equals(a, b);
        case '!=': return !equals(a, b);
        case '<': return compare(a, b) < 0;
        case '<=': return compare(a, b) <= 0;
        case '>': return compare(a, b) > 0;
        case '>=': return compare(a, b) >= 0;
        case 'in': return membership(a, b);
        default: return arithmetic(op, a, b);
      }
    }
    case 'is':
      return isType(ev(e.arg, scope, st), e.type);
    case 'cond':
      return truth(ev(e.test, scope, st), 'condition of ?:') ? ev(e.then, scope, st) : ev(e.else, scope, st);
    case 'list':
      return e.items.map((x) => ev(x, scope, st));
    case 'map': {
      const entries = new Map<string, Value>();
      for (const [ke, ve] of e.entries) {
        const k = ev(ke, scope, st);
        if (typeof k !== 'string') return fail(`map keys must be strings, got ${typeName(k)}`);
        if (entries.has(k)) return fail(`duplicate map key '${k}'`);
        entries.set(k, ev(ve, scope, st));
      }
      return new RMap(entries);
    }
    case 'path':
      return pathLiteral(e.segments, scope, st);
  }
}

/** Evaluates a standalone expression with the given variables; for tests and tooling. */
export function evaluateExpression(
  expr: Expr,
  vars: Record<string, Value> = {},
  req?: Partial<RulesRequest>,
  ctx: RulesContext = { get: () => null, getAfter: () => null },
): Value {
  const request: RulesRequest = {
    method: 'get', path: 'x/y', auth: null, time: new Date(0), resource: null, requestResource: null, ...req,
  };
  return ev(expr, new Scope(null, new Map(Object.entries(vars)), null), new EvalState(request, ctx));
}
