// Every document type of the data model (app/lib/data/data-model.ts) has its own block in
// firestore.rules and allow and deny cases in the rules tables; the rules have no block for
// anything else and no recursive wildcard, so what is not listed is denied (the unlisted table
// shows it: tests/integration/rules/tables/unlisted.ts, run by rules-community.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_PATHS } from '#app/lib/data/data-model.ts';
import type { Allow, MatchBlock, PatternSegment } from '#emulators/firestore/rules/ast.ts';
import { parseRuleset } from '#emulators/firestore/rules/parser.ts';
import { RULES_TABLES } from './rules/tables/index.ts';

const ruleset = parseRuleset(readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'));

/** A path pattern with its wildcard names dropped: 'users/{}/measurements/{}'. */
const shape = (segments: readonly string[]) => segments.map((s) => (s.startsWith('{') ? '{}' : s)).join('/');

const segmentText = (s: PatternSegment) => (s.kind === 'literal' ? s.value : s.kind === 'single' ? `{${s.name}}` : `{${s.name}=**}`);

/** `allow …: if false`: says in the rules that nobody gets through, grants nothing. */
const refusesAll = (allow: Allow) => allow.condition?.k === 'lit' && allow.condition.v === false;

/** Every block that grants something (or, `refusing`, only refuses), as its full pattern below /databases/{database}/documents. */
function grantingBlocks(blocks: readonly MatchBlock[], prefix: readonly string[] = [], refusing = false): string[][] {
  return blocks.flatMap((b) => {
    const pattern = [...prefix, ...b.pattern.map(segmentText)];
    const matches = refusing ? b.allows.length > 0 && b.allows.every(refusesAll) : b.allows.some((a) => !refusesAll(a));
    return [...(matches ? [pattern] : []), ...grantingBlocks(b.matches, pattern, refusing)];
  });
}

const root = ruleset.matches.find((b) => b.pattern.map(segmentText).join('/') === 'databases/{database}/documents');
const blocks = grantingBlocks(root?.matches ?? []);
const blockShapes = new Set(blocks.map(shape));
const typeShapes = new Set(DOCUMENT_PATHS.map((t) => shape(t.split('/'))));

describe('firestore.rules covers the data model and nothing else', () => {
  it('has its documents block and nothing granted outside it', () => {
    expect(root).toBeDefined();
    expect(ruleset.matches).toHaveLength(1);
    expect(root?.allows ?? []).toEqual([]);
  });

  it.each(DOCUMENT_PATHS)('has a block for %s', (type) => {
    expect(blockShapes).toContain(shape(type.split('/')));
  });

  it('has no block for a path outside the data model', () => {
    expect(blocks.filter((b) => !typeShapes.has(shape(b))).map((b) => b.join('/'))).toEqual([]);
  });

  it('names the server-only collections, which refuse every browser, and nothing else that way', () => {
    expect(grantingBlocks(root?.matches ?? [], [], true).map(shape)).toEqual(['rateLimits/{}']);
    expect(RULES_TABLES.find((t) => t.type === 'server-only')?.cases.every((c) => c.expect === 'deny')).toBe(true);
  });

  it('has no recursive wildcard that would match collections without a block', () => {
    expect(blocks.flat().filter((s) => s.includes('=**'))).toEqual([]);
  });
});

describe('the rules tables cover the data model', () => {
  it.each(DOCUMENT_PATHS)('%s has allow and deny cases', (type) => {
    const cases = RULES_TABLES.filter((t) => t.type === type).flatMap((t) => t.cases);
    expect(cases.filter((c) => c.expect === 'allow').length).toBeGreaterThan(0);
    expect(cases.filter((c) => c.expect === 'deny').length).toBeGreaterThan(0);
  });
});
