import { describe, expect, it } from 'vitest';
import { challengeDatesError, challengeDoc, challengeFieldsSchema, type ChallengeFields } from './challenges.ts';
import { schemaValidation } from '#app/lib/forms/validation.ts';

const fields = (over: Partial<Record<keyof ChallengeFields, unknown>> = {}) => ({
  title: 'Novembre actif',
  description: '',
  metric: 'seances',
  unit: null,
  target: 12,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  visibility: 'publique',
  ...over,
});

const messages = (candidate: unknown) => {
  const verdict = schemaValidation(challengeFieldsSchema, candidate);
  return verdict.ok ? {} : Object.fromEntries(Object.entries(verdict.errors).map(([field, message]) => [field, message?.key]));
};

describe('a challenge’s fields, as the form and the server check them', () => {
  it('accepts a valid challenge, a manual one and one over a leap day', () => {
    expect(messages(fields())).toEqual({});
    expect(messages(fields({ metric: 'manuel', unit: 'km', target: 42.5 }))).toEqual({});
    expect(messages(fields({ startDate: '2024-02-29', endDate: '2025-02-28' }))).toEqual({});
  });

  it('names each field to fix in French', () => {
    expect(messages(fields({ title: '  ' }))).toEqual({ title: 'challenges:errors.titleRequired' });
    expect(messages(fields({ title: 'x'.repeat(81) }))).toEqual({ title: 'challenges:errors.titleLong' });
    expect(messages(fields({ description: 'x'.repeat(1001) }))).toEqual({ description: 'challenges:errors.descriptionLong' });
    expect(messages(fields({ target: 0 }))).toEqual({ target: 'challenges:errors.target' });
    expect(messages(fields({ target: 10_000_001 }))).toEqual({ target: 'challenges:errors.targetHigh' });
    expect(messages(fields({ target: 'douze' }))).toEqual({ target: 'common:form.notANumber' });
    expect(messages(fields({ target: null }))).toEqual({ target: 'common:form.required' });
    expect(messages(fields({ metric: 'manuel', unit: '' }))).toEqual({ unit: 'challenges:errors.unitRequired' });
    expect(messages(fields({ metric: 'manuel', unit: null }))).toEqual({ unit: 'challenges:errors.unitRequired' });
    expect(messages(fields({ unit: 'km' }))).toEqual({ unit: 'challenges:errors.unitRequired' });
    expect(messages(fields({ startDate: '2026-02-30' }))).toEqual({ startDate: 'challenges:errors.date' });
    expect(messages(fields({ endDate: '2026-10-31' }))).toEqual({ endDate: 'challenges:errors.endBeforeStart' });
    expect(messages(fields({ endDate: '2027-11-03' }))).toEqual({ endDate: 'challenges:errors.tooLong' });
  });

  it('checks the dates across fields the same way for the form', () => {
    expect(challengeDatesError({ startDate: '2026-11-01', endDate: '2026-11-01' })).toBeNull();
    expect(challengeDatesError({ startDate: '2026-11-01', endDate: '2027-11-02' })).toBeNull(); // 366 days
    expect(challengeDatesError({ startDate: '2026-11-01', endDate: '2027-11-03' })).toBe('challenges:errors.tooLong');
    expect(challengeDatesError({ startDate: '2026-11-02', endDate: '2026-11-01' })).toBe('challenges:errors.endBeforeStart');
    expect(challengeDatesError({ startDate: 'hier', endDate: '2026-11-01' })).toBeNull();
  });

  it('stores an invite code only for a private challenge', () => {
    const stored = (over: Record<string, unknown>) => challengeDoc.schema.safeParse({ ...fields(), createdBy: 'alice', participantCount: 1, inviteCode: null, ...over }).success;
    expect(stored({})).toBe(true);
    expect(stored({ visibility: 'privee', inviteCode: 'k9Qm2xVt7LpR4sWz8YbN3c' })).toBe(true);
    expect(stored({ visibility: 'privee' })).toBe(false);
    expect(stored({ visibility: 'privee', inviteCode: 'abc123' })).toBe(false);
    expect(stored({ inviteCode: 'k9Qm2xVt7LpR4sWz8YbN3c' })).toBe(false);
  });
});
