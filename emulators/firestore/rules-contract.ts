// The rules module's interface, seen from the emulator: its request shapes as the module declares
// them (types only), and the compiler loaded lazily so the emulator can be tested with an injected one.
import type { RulesContext, RulesRequest } from './rules/contract.ts';

export type { RulesAuth, RulesContext, RulesDocument, RulesRequest } from './rules/contract.ts';
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
