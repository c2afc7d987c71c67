import type { Allow, FunctionDecl, MatchBlock, PatternSegment, Ruleset } from './ast.ts';
import type { RulesContext, RulesRequest } from './contract.ts';
import { EvalState, Scope, documentSegments, ev } from './evaluator.ts';
import { RPath, type Value } from './values.ts';

interface CompiledBlock {
  pattern: readonly PatternSegment[];
  functions: ReadonlyMap<string, FunctionDecl>;
  allows: readonly Allow[];
  children: readonly CompiledBlock[];
}

function functionTable(decls: readonly FunctionDecl[]): ReadonlyMap<string, FunctionDecl> {
  return new Map(decls.map((f) => [f.name, f]));
}

function compileBlock(b: MatchBlock): CompiledBlock {
  return { pattern: b.pattern, functions: functionTable(b.functions), allows: b.allows, children: b.matches.map(compileBlock) };
}

/** Every way `pattern` can consume a prefix of `segments` starting at `start`, with its bindings. */
function matchPrefix(
  pattern: readonly PatternSegment[], segments: readonly string[], start: number, minRest: number,
): Array<{ end: number; vars: Map<string, Value> }> {
  const results: Array<{ end: number; vars: Map<string, Value> }> = [];
  const step = (pi: number, si: number, vars: Map<string, Value>) => {
    const p = pattern[pi];
    if (!p) {
      results.push({ end: si, vars });
      return;
    }
    if (p.kind === 'rest') {
      for (let n = segments.length - si; n >= minRest; n--) {
        step(pi + 1, si + n, new Map(vars).set(p.name, new RPath(segments.slice(si, si + n))));
      }
      return;
    }
    const seg = segments[si];
    if (seg === undefined) return;
    if (p.kind === 'literal') {
      if (p.value === seg) step(pi + 1, si + 1, vars);
    } else {
      step(pi + 1, si + 1, new Map(vars).set(p.name, seg));
    }
  };
  step(0, start, new Map());
  return results;
}

export class RulesProgram {
  private readonly root: Scope;
  private readonly blocks: readonly CompiledBlock[];
  private readonly minRest: number;

  constructor(ruleset: Ruleset) {
    this.root = new Scope(null, null, functionTable(ruleset.functions));
    this.blocks = ruleset.matches.map(compileBlock);
    // v1 recursive wildcards need at least one segment; v2 ones match zero or more.
    this.minRest = ruleset.version === 2 ? 0 : 1;
  }

  evaluate(req: RulesRequest, ctx: RulesContext): boolean {
    const st = new EvalState(req, ctx);
    return this.walk(this.blocks, documentSegments(req.path), 0, this.root, st);
  }

  private walk(blocks: readonly CompiledBlock[], segments: readonly string[], start: number, parent: Scope, st: EvalState): boolean {
    for (const block of blocks) {
      for (const m of matchPrefix(block.pattern, segments, start, this.minRest)) {
        const scope = new Scope(parent, m.vars, block.functions);
        if (m.end === segments.length && this.allowed(block.allows, scope, st)) return true;
        if (block.children.length && this.walk(block.children, segments, m.end, scope, st)) return true;
      }
    }
    return false;
  }

  private allowed(allows: readonly Allow[], scope: Scope, st: EvalState): boolean {
    for (const a of allows) {
      if (!a.methods.has(st.req.method)) continue;
      if (a.condition === null) return true;
      try {
        if (ev(a.condition, scope, st) === true) return true;
      } catch {
        // Any error (including a stack overflow from pathological input) means this allow denies.
      }
    }
    return false;
  }
}

