import { describe, expect, it } from 'vitest';
import { formFields, readForm } from './form-values.ts';

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
