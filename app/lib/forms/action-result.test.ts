import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { actionFailure, actionSuccess, formFields, parseWith, rateLimitedFailure } from './action-result.ts';

describe('the action contract', () => {
  it('a success carries ok: true, its values and its init', () => {
    const answer = actionSuccess({ intent: 'join' }, { headers: { 'Set-Cookie': 'a=b' } });
    expect(answer.data).toEqual({ ok: true, intent: 'join' });
    expect(new Headers(answer.init?.headers).get('Set-Cookie')).toBe('a=b');
  });

  it('a failure carries its message as a key, its field messages and its status', () => {
    const answer = actionFailure('challenges:errors.failed', { status: 503, intent: 'end' });
    expect(answer.data).toEqual({ ok: false, message: { key: 'challenges:errors.failed' }, fieldErrors: {}, intent: 'end' });
    expect(answer.init?.status).toBe(503);
    const refused = actionFailure({ key: 'x:y', params: { day: 'lundi' } }, { status: 200, fieldErrors: { vers: { key: 'x:y' } } });
    expect(refused.data).toEqual({ ok: false, message: { key: 'x:y', params: { day: 'lundi' } }, fieldErrors: { vers: { key: 'x:y' } } });
  });

  it('a 429 says how long to wait, in the message and the Retry-After header', () => {
    const answer = rateLimitedFailure(12);
    expect(answer.init?.status).toBe(429);
    expect(new Headers(answer.init?.headers).get('Retry-After')).toBe('12');
    expect(answer.data).toMatchObject({ ok: false, message: { key: 'common:errors.rateLimited', params: { seconds: 12 } }, fieldErrors: {}, retryAfterSec: 12 });
  });
});

describe('reading a form', () => {
  it('one string per field, arrays for the listed ones (empty when absent)', () => {
    const form = new FormData();
    form.append('semaine', '2026-W48');
    form.append('jour', '1');
    form.append('jour', '3');
    form.append('semaine', 'ignored');
    expect(formFields(form, ['jour', 'trainingDays'])).toEqual({ semaine: '2026-W48', jour: ['1', '3'], trainingDays: [] });
  });

  it('a zod verdict becomes the value, or one message key per field', () => {
    const schema = z.object({ pseudonym: z.string().check(z.minLength(3)), progress: z.string() });
    expect(parseWith(schema, { pseudonym: 'Alex', progress: '2' })).toEqual({ ok: true, value: { pseudonym: 'Alex', progress: '2' } });
    const refused = parseWith(schema, { pseudonym: 'A' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.fieldErrors).toEqual({ pseudonym: { key: 'common:form.required' }, progress: { key: 'common:form.required' } });
  });
});
