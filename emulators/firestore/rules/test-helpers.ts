import { expect } from 'vitest';
import { RulesEvalError } from './errors.ts';
import type { RulesContext, RulesRequest } from './contract.ts';
import { evaluateExpression } from './evaluator.ts';
import { parseExpression } from './parser.ts';
import type { Value } from './values.ts';

/** Evaluates a standalone rules expression. */
export function run(src: string, vars: Record<string, Value> = {}, req?: Partial<RulesRequest>, ctx?: RulesContext): Value {
  return evaluateExpression(parseExpression(src), vars, req, ctx);
}

/** Asserts the expression is an evaluation error (which denies unless absorbed by || / &&). */
export function expectEvalError(src: string, vars: Record<string, Value> = {}, message?: RegExp): void {
  let thrown: unknown;
  try {
    run(src, vars);
  } catch (e) {
    thrown = e;
  }
  expect(thrown, `expected '${src}' to be an evaluation error`).toBeInstanceOf(RulesEvalError);
  if (message) expect((thrown as Error).message).toMatch(message);
}
