import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import common from '../../../locales/fr/common.json';
import { i18nextOptions } from '../i18n/config.ts';
import { failureMessageKey, fieldErrorsFrom, rangeMessage } from './messages.ts';

describe('fieldErrorsFrom', () => {
  const schema = z.object({
    name: z.string().check(z.minLength(1, 'timers:presets.errors.empty'), z.maxLength(5, 'timers:presets.errors.tooLong')),
    weightKg: z.number().check(z.gte(20), z.lte(300)),
    training: z.object({ days: z.array(z.enum(['lundi', 'mardi'])).check(z.minLength(1, 'settings:notifications.errors.days')) }),
  });
  const errorsOf = (value: Record<string, unknown>) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? {} : fieldErrorsFrom(parsed.error.issues, value, { weightKg: { min: 20, max: 300, unit: 'kg' } });
  };

  it('names the field, keeps a schema’s own message key and its limit', () => {
    expect(errorsOf({ name: 'trop long', weightKg: 70, training: { days: ['lundi'] } })).toEqual({ name: { key: 'timers:presets.errors.tooLong', params: { max: 5 } } });
    expect(errorsOf({ name: '', weightKg: 70, training: { days: ['lundi'] } })).toEqual({ name: { key: 'timers:presets.errors.empty' } });
  });

  it('tells required from not a number from out of range', () => {
    expect(errorsOf({ name: 'a', weightKg: null, training: { days: ['lundi'] } }).weightKg).toEqual({ key: 'common:form.required' });
    expect(errorsOf({ name: 'a', weightKg: Number.NaN, training: { days: ['lundi'] } }).weightKg).toEqual({ key: 'common:form.notANumber' });
    expect(errorsOf({ name: 'a', weightKg: 500, training: { days: ['lundi'] } }).weightKg).toEqual({ key: 'common:form.range', params: { min: 20, max: 300, unitLabel: 'kg' } });
  });

  it('keys nested values by their dotted path', () => {
    expect(errorsOf({ name: 'a', weightKg: 70, training: { days: [] } })).toEqual({ 'training.days': { key: 'settings:notifications.errors.days' } });
  });
});

describe('failureMessageKey', () => {
  it.each([
    [{ code: 'permission-denied' }, 'common:data.errors.permission-denied'],
    [{ code: 'firestore/unavailable' }, 'common:data.errors.unavailable'],
    [{ code: 'unauthenticated' }, 'common:data.errors.unauthenticated'],
    [{ code: 'internal' }, 'common:data.errors.default'],
    [new Error('boom'), 'common:data.errors.default'],
    [null, 'common:data.errors.default'],
  ])('%j → %s', (error, key) => expect(failureMessageKey(error)).toBe(key));

  it('words a schema refusal (the data never left the browser) as refused data', () => {
    const parsed = z.object({ a: z.number() }).safeParse({ a: 'x' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(failureMessageKey(parsed.error)).toBe('common:data.errors.invalid-argument');
  });
});

describe('rangeMessage, as the person reads it', () => {
  it('writes its bounds the French way, whatever the unit', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ ...i18nextOptions, resources: { fr: { common } }, ns: ['common'] });
    const text = (message: { key: string; params?: Record<string, unknown> }) => i18n.t(message.key, message.params);
    // Intl's French thousands separator is a narrow no-break space.
    expect(text(rangeMessage({ min: 800, max: 8000, unit: 'kcal', integer: true }))).toBe('Saisissez un nombre entier entre 800 et 8\u202f000 kcal.');
    expect(text(rangeMessage({ min: 0.5, max: 2.5, unit: 'kg' }))).toBe('Saisissez une valeur entre 0,5 et 2,5 kg.');
  });
});
