import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRules, type FsValue, type RulesRequest } from './index.ts';

// The file deployed to production: the emulator must accept and enforce it unchanged.
const source = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8');

describe('firestore.rules (production)', () => {
  const rules = compileRules(source);
  const ctx = { get: () => null, getAfter: () => null };
  const now = new Date('2026-03-15T10:00:00.000Z');
  const me = { uid: 'u1', token: {} };
  const req = (r: Partial<RulesRequest> & Pick<RulesRequest, 'method' | 'path'>): RulesRequest =>
    ({ auth: me, time: now, resource: null, requestResource: null, ...r });

  it('keeps each person inside their own tree', () => {
    expect(rules.evaluate(req({ method: 'get', path: 'users/u1' }), ctx)).toBe(true);
    // measurements are schema-checked now (tests/integration/rules-profile.test.ts); programs stay owner-only.
    expect(rules.evaluate(req({ method: 'create', path: 'users/u1/programs/p1' }), ctx)).toBe(true);
    expect(rules.evaluate(req({ method: 'get', path: 'users/u2/measurements/m1' }), ctx)).toBe(false);
    expect(rules.evaluate(req({ method: 'get', path: 'users/u1', auth: null }), ctx)).toBe(false);
  });

  it('enforces the push token schema', () => {
    const token = (data: Record<string, FsValue>) => rules.evaluate(req({
      method: 'create', path: 'pushTokens/u1', requestResource: { path: 'pushTokens/u1', data },
    }), ctx);
    const valid = {
      uid: { stringValue: 'u1' }, token: { stringValue: 'abc' }, platform: { stringValue: 'web' },
      updatedAt: { timestampValue: now.toISOString() },
    };
    expect(token(valid)).toBe(true);
    expect(token({ ...valid, extra: { booleanValue: true } })).toBe(false);
    expect(token({ ...valid, uid: { stringValue: 'u2' } })).toBe(false);
    expect(token({ ...valid, token: { stringValue: '' } })).toBe(false);
    expect(token({ ...valid, platform: { stringValue: 'ios' } })).toBe(false);
    expect(token({ ...valid, updatedAt: { timestampValue: '2026-03-15T09:00:00Z' } })).toBe(false);
  });
});
