/** Thrown by compileRules; line and column are 1-based and point at the offending token. */
export class RulesSyntaxError extends Error {
  line: number;
  column: number;

  constructor(message: string, line: number, column: number) {
    super(`${line}:${column}: ${message}`);
    this.name = 'RulesSyntaxError';
    this.line = line;
    this.column = column;
  }
}

/**
 * A runtime error inside an expression. It never escapes evaluate(): the real engine turns
 * it into a denial, except where `||` / `&&` can absorb it.
 */
export class RulesEvalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RulesEvalError';
  }
}

export function fail(message: string): never {
  throw new RulesEvalError(message);
}
