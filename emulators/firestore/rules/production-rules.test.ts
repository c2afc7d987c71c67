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
    // Deny by default: a write needs a document that fits its block (tests/integration/rules-*.test.ts).
    expect(rules.evaluate(req({ method: 'create', path: 'users/u1/programs/p1', requestResource: { path: 'users/u1/programs/p1', data: {} } }), ctx)).toBe(false);
    expect(rules.evaluate(req({ method: 'get', path: 'users/u1/junk/j1' }), ctx)).toBe(false);
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

  // The calendar functions of the rules file, checked against JavaScript's calendar for 200 years.
  const dayLog = (id: string) => rules.evaluate(req({
    method: 'create', path: `users/u1/foodLogs/${id}`,
    requestResource: { path: `users/u1/foodLogs/${id}`, data: { entries: { arrayValue: {} }, updatedAt: { timestampValue: now.toISOString() } } },
  }), ctx);
  const weekPlan = (id: string) => {
    const noItems = { arrayValue: {} };
    // Every day holds the four meals (here none planned).
    const day = { mapValue: { fields: { 'petit-dejeuner': noItems, dejeuner: noItems, diner: noItems, collation: noItems } } };
    return rules.evaluate(req({
      method: 'create', path: `users/u1/mealPlans/${id}`,
      requestResource: { path: `users/u1/mealPlans/${id}`, data: { days: { arrayValue: { values: Array(7).fill(day) } }, updatedAt: { timestampValue: now.toISOString() } } },
    }), ctx);
  };
  const pad = (n: number) => String(n).padStart(2, '0');
  const years = Array.from({ length: 200 }, (_, i) => 1900 + i);

  it('takes as days exactly the real calendar days from 1900 to 2099', () => {
    const wrong: string[] = [];
    for (const year of years) {
      for (let month = 1; month <= 12; month++) {
        for (const day of [1, 28, 29, 30, 31, 32]) {
          const id = `${year}-${pad(month)}-${pad(day)}`;
          const real = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
          if (dayLog(id) !== real) wrong.push(id);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(['1899-12-31', '2100-01-01', '2026-00-01', '2026-13-01', '2026-1-01', '20260101'].filter(dayLog)).toEqual([]);
  });

  it('takes week 53 exactly in the ISO years that have one', () => {
    // A year has a week 53 when its 28 December (always in its last week) falls in week 53.
    const isoWeek = (d: Date) => {
      const thursday = new Date(d);
      thursday.setUTCDate(d.getUTCDate() + 3 - ((d.getUTCDay() + 6) % 7));
      return Math.ceil(((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7);
    };
    const wrong = years.filter((year) => weekPlan(`${year}-W53`) !== (isoWeek(new Date(Date.UTC(year, 11, 28))) === 53));
    expect(wrong).toEqual([]);
    expect(years.filter((year) => !weekPlan(`${year}-W01`) || !weekPlan(`${year}-W52`))).toEqual([]);
    expect(['2026-W00', '2026-W54', '2026-W1', '2026W10'].filter(weekPlan)).toEqual([]);
  });
});
