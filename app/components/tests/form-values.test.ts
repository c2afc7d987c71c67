import { describe, expect, it } from 'vitest';
import { ageOn, formatDuration, formFields, localIsoDay, parseDecimal, parseDuration, readForm } from './form-values.ts';

describe('parseDecimal', () => {
  it('accepts the decimal comma, the point and French digit grouping', () => {
    expect(parseDecimal('12,5')).toEqual({ ok: true, value: 12.5 });
    expect(parseDecimal(' 12.5 ')).toEqual({ ok: true, value: 12.5 });
    expect(parseDecimal('2 400')).toEqual({ ok: true, value: 2400 });
    expect(parseDecimal('2\u202f400,5')).toEqual({ ok: true, value: 2400.5 });
    expect(parseDecimal('-3')).toEqual({ ok: true, value: -3 });
  });
  it('refuses what is not a plain number', () => {
    for (const text of ['abc', '12,5,1', '1e3', '12 m', '1.234,5', ',', 'Infinity']) {
      expect(parseDecimal(text), text).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(parseDecimal('  ')).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('parseDuration', () => {
  it('reads m:ss, h:mm:ss and bare numbers in the field unit', () => {
    expect(parseDuration('12:30', 'min')).toEqual({ ok: true, value: 750 });
    expect(parseDuration('1:02:03', 's')).toEqual({ ok: true, value: 3723 });
    expect(parseDuration('12,5', 'min')).toEqual({ ok: true, value: 750 });
    expect(parseDuration('95', 's')).toEqual({ ok: true, value: 95 });
    expect(parseDuration('0:45,5', 's')).toEqual({ ok: true, value: 45.5 });
  });
  it('refuses impossible times', () => {
    for (const text of ['12:60', '12:', ':30', '1:2:3:4', '-5', 'douze', '12,5:30']) {
      expect(parseDuration(text, 'min'), text).toEqual({ ok: false, reason: 'invalid' });
    }
  });
  it('round-trips with formatDuration', () => {
    expect(formatDuration(750)).toBe('12:30');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(44.6)).toBe('0:45');
    expect(parseDuration(formatDuration(1234), 'min')).toEqual({ ok: true, value: 1234 });
  });
});

describe('ageOn', () => {
  it('counts completed years, birthday included', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageOn(null, '2026-06-15')).toBeNull();
    expect(ageOn('2030-01-01', '2026-06-15')).toBeNull();
  });
  it('formats the local day', () => {
    expect(localIsoDay(new Date(2026, 0, 5, 0, 30))).toBe('2026-01-05');
  });
});

describe('formFields', () => {
  it('times runs in minutes and the plank in seconds', () => {
    expect(formFields('run-1_5-mile')[0]?.kind).toBe('duration-min');
    expect(formFields('plank-hold')[0]?.kind).toBe('duration-s');
    expect(formFields('cooper-12min')[0]?.kind).toBe('number');
  });
});

describe('readForm', () => {
  const today = '2026-03-15';
  const base = { sex: 'homme', age: '30', date: today };

  it('scores a valid Cooper entry typed with a French decimal comma', () => {
    const r = readForm('cooper-12min', { ...base, distanceM: '2 400,0' }, today);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.inputs).toEqual({ distanceM: 2400 });
    expect(r.score.value).toBe(2400);
    expect(r.score.vo2max).toBeCloseTo((2400 - 504.9) / 44.73, 6);
    expect(r.person).toEqual({ sex: 'homme', age: 30 });
  });

  it('puts a French message on each bad field and scores nothing', () => {
    const r = readForm('cooper-12min', { sex: '', age: 'trente', date: '2099-01-01', distanceM: 'loin' }, today);
    expect(r).toEqual({
      ok: false,
      errors: {
        sex: { key: 'tests:ui.errors.sexRequired' },
        age: { key: 'tests:errors.notANumber' },
        date: { key: 'tests:ui.errors.dateFuture' },
        distanceM: { key: 'tests:errors.notANumber' },
      },
    });
  });

  it('passes the scorer’s range and required messages through', () => {
    const r = readForm('rockport-1-mile', { ...base, timeSec: '5:00', heartRate: '' , weightKg: '70' }, today);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.timeSec).toEqual({ key: 'tests:errors.walkTimeRange', params: { min: 10, max: 30 } });
    expect(r.errors.heartRate).toEqual({ key: 'tests:errors.required' });
    expect(readForm('cooper-12min', { ...base, distanceM: '' }, today)).toEqual({ ok: false, errors: { distanceM: { key: 'tests:errors.required' } } });
    const badTime = readForm('plank-hold', { ...base, timeSec: '1:75' }, today);
    expect(badTime).toEqual({ ok: false, errors: { timeSec: { key: 'tests:ui.errors.invalidTime' } } });
  });

  it('stores the push-up variant and the sit-and-reach device it scored with', () => {
    const p = readForm('pushups-max', { ...base, sex: 'femme', reps: '20' }, today);
    expect(p.ok && p.inputs).toEqual({ reps: 20, variant: 'genoux' });
    const s = readForm('sit-and-reach', { ...base, distanceCm: '10', device: 'eurofit' }, today);
    expect(s.ok && s.inputs).toEqual({ distanceCm: 10, device: 'eurofit' });
    expect(s.ok && s.score.value).toBe(-5);
  });

  it('gives no rating (pas de norme) where no norm covers the person', () => {
    const r = readForm('broad-jump', { ...base, age: '45', distanceCm: '200' }, today);
    expect(r.ok && r.score.rating).toBeNull();
  });
});
