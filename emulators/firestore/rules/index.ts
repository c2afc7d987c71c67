/*
 * Cloud Firestore Security Rules engine for the local emulator. The public surface below is a
 * contract with the rest of emulators/firestore; keep it stable.
 */
import type { RulesContext, RulesRequest } from './contract.ts';
import { parseRuleset } from './parser.ts';
import { RulesProgram } from './program.ts';

export type { FsValue } from './values.ts';
export type { RulesAuth, RulesDocument, RulesRequest, RulesContext } from './contract.ts';
export { RulesSyntaxError } from './errors.ts';

export interface CompiledRules {
  evaluate(req: RulesRequest, ctx: RulesContext): boolean;
}

export function compileRules(source: string): CompiledRules {
  const program = new RulesProgram(parseRuleset(source));
  return { evaluate: (req, ctx) => program.evaluate(req, ctx) };
}
