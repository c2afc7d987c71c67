import type { Value } from './values.ts';

export type BinaryOp = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

/** A segment of a path literal: raw text and `$(expr)` interpolations, concatenated. */
export type PathPart = string | Expr;

export type Expr =
  | { k: 'lit'; v: Value }
  | { k: 'ident'; name: string }
  | { k: 'member'; obj: Expr; name: string }
  | { k: 'index'; obj: Expr; index: Expr }
  | { k: 'range'; obj: Expr; from: Expr | null; to: Expr | null }
  | { k: 'call'; callee: Expr; args: Expr[] }
  | { k: 'unary'; op: '!' | '-'; arg: Expr }
  | { k: 'binary'; op: BinaryOp; left: Expr; right: Expr }
  | { k: 'is'; arg: Expr; type: TypeName }
  | { k: 'cond'; test: Expr; then: Expr; else: Expr }
  | { k: 'list'; items: Expr[] }
  | { k: 'map'; entries: Array<[Expr, Expr]> }
  | { k: 'path'; segments: PathPart[][] };

export const TYPE_NAMES = [
  'bool', 'bytes', 'duration', 'float', 'int', 'latlng', 'list', 'map', 'map_diff', 'number', 'path', 'set', 'string', 'timestamp',
] as const;
export type TypeName = (typeof TYPE_NAMES)[number];

export type Method = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface FunctionDecl {
  name: string;
  params: string[];
  lets: Array<{ name: string; value: Expr }>;
  body: Expr;
}

export interface Allow {
  methods: ReadonlySet<Method>;
  /** null for an unconditional `allow read;`. */
  condition: Expr | null;
}

export type PatternSegment =
  | { kind: 'literal'; value: string }
  | { kind: 'single'; name: string }
  | { kind: 'rest'; name: string };

export interface MatchBlock {
  pattern: PatternSegment[];
  functions: FunctionDecl[];
  allows: Allow[];
  matches: MatchBlock[];
}

export interface Ruleset {
  version: 1 | 2;
  functions: FunctionDecl[];
  matches: MatchBlock[];
}
