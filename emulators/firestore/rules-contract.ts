// The interface of `./rules/index.ts` (written separately). Declared here as types only so the
// emulator compiles, and can be tested with an injected compiler, before that module exists.
import type { Value } from './values.ts';

export type FsValue = Value;
export interface RulesAuth {
  uid: string;
  token: Record<string, unknown>;
}
export interface RulesDocument {
  path: string;
  data: Record<string, FsValue>;
}
export interface RulesRequest {
  method: 'get' | 'list' | 'create' | 'update' | 'delete';
  path: string;
  auth: RulesAuth | null;
  time: Date;
  /** The same instant in microseconds, when known: a commit's server timestamps have that precision. */
  timeMicros?: number;
  resource: RulesDocument | null;
  requestResource: RulesDocument | null;
  query?: { limit?: number; offset?: number; orderBy?: string[] };
}
export interface RulesContext {
  get(path: string): RulesDocument | null;
  getAfter(path: string): RulesDocument | null;
}
export interface CompiledRules {
  evaluate(req: RulesRequest, ctx: RulesContext): boolean;
}
export type RulesCompiler = (source: string) => CompiledRules;

/** A syntax error as thrown by the rules module (duck-typed: we cannot import its class statically). */
export function syntaxErrorPosition(e: unknown): { line: number; column: number } | null {
  if (e && typeof e === 'object' && typeof (e as { line?: unknown }).line === 'number') {
    const x = e as { line: number; column?: unknown };
    return { line: x.line, column: typeof x.column === 'number' ? x.column : 0 };
  }
  return null;
}

/** Loads the real compiler lazily so a missing rules module is a clear runtime error, not a crash at import. */
export async function loadDefaultCompiler(): Promise<RulesCompiler> {
  const url = new URL('./rules/index.ts', import.meta.url).href;
  const mod = (await import(/* @vite-ignore */ url)) as { compileRules?: RulesCompiler };
  if (typeof mod.compileRules !== 'function') throw new Error('emulators/firestore/rules/index.ts does not export compileRules');
  return mod.compileRules;
}
