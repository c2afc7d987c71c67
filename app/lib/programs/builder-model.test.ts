import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '#app/lib/training/index.ts';
import { programInputFrom } from '#app/lib/data/programs.ts';
import {
  addDay,
  addWeek,
  draftFrom,
  duplicateDay,
  duplicateWeek,
  emptyDraft,
  fieldKey,
  mapDay,
  move,
  newRow,
  programFromDraft,
  removeDay,
  removeWeek,
  type BuilderDraft,
  type RowDraft,
} from './builder-model.ts';

const withRow = (draft: BuilderDraft, change: Partial<RowDraft>): BuilderDraft => ({
  ...draft,
  weeks: mapDay(draft.weeks, 0, 0, (day) => ({ ...day, rows: [{ ...newRow('squat', 'charge-reps'), ...change }] })),
});

describe('builder model', () => {
  it('reads back every template unchanged', () => {
    for (const template of TEMPLATES) {
      const stored = programInputFrom(template, 'modele');
      const result = programFromDraft(draftFrom(stored));
      expect(result).toEqual({ ok: true, value: stored });
    }
  });

  it('turns typed text into a prescription: decimal comma, range, %1RM, RPE, superset, notes, progression rule', () => {
    const draft = withRow(emptyDraft('Séance A', 'Mon programme'), {
      sets: '4', volume: 'range', repLow: '6', repHigh: '10', load: 'pct', loadValue: '72,5', rpe: '8', restSec: '150', superset: 'A', notes: ' lent ',
      progression: 'double', incrementKg: '1,5',
    });
    const result = programFromDraft(draft);
    expect(result.ok && result.value.weeks[0]!.days[0]!.exercises[0]).toEqual({
      exerciseId: 'squat', sets: 4, repRange: [6, 10], percent1RM: 72.5, rpe: 8, restSec: 150, supersetGroup: 'A', notes: 'lent',
      progression: { kind: 'double', incrementKg: 1.5 },
    });
  });

  it('gives a new loaded row the usual rule of its implement, and none to a row counted in time or without a rule', () => {
    expect(newRow('developpe-couche-halteres', 'charge-reps', ['halteres', 'banc'])).toMatchObject({ progression: 'lineaire', incrementKg: '2' });
    expect(newRow('gainage', 'duree', ['poids-du-corps'])).toMatchObject({ progression: 'aucune' });
    const exerciseOf = (change: Partial<RowDraft>) => {
      const result = programFromDraft(withRow(emptyDraft('Séance A', 'Mon programme'), change));
      return result.ok ? result.value.weeks[0]!.days[0]!.exercises[0] : null;
    };
    expect(exerciseOf({ progression: 'lineaire', incrementKg: '5' })?.progression).toEqual({ kind: 'lineaire', incrementKg: 5 });
    expect(exerciseOf({ progression: 'aucune' })).not.toHaveProperty('progression');
    expect(exerciseOf({ volume: 'duree', durationSec: '60', progression: 'lineaire' })).not.toHaveProperty('progression');
  });

  it('gives one French message key per faulty field and saves nothing', () => {
    const base = emptyDraft('Séance A', '');
    const cases: [Partial<RowDraft>, keyof RowDraft, string][] = [
      [{ sets: '11' }, 'sets', 'common:form.rangeInteger'],
      [{ sets: '2,5' }, 'sets', 'common:form.rangeInteger'],
      [{ reps: 'dix' }, 'reps', 'common:form.notANumber'],
      [{ reps: '' }, 'reps', 'common:form.required'],
      [{ volume: 'range', repLow: '12', repHigh: '8' }, 'repHigh', 'programs:form.repRangeOrder'],
      [{ load: 'kg', loadValue: '600' }, 'loadValue', 'common:form.range'],
      [{ load: 'pct', loadValue: '0' }, 'loadValue', 'common:form.range'],
      [{ rpe: '11' }, 'rpe', 'common:form.range'],
      [{ restSec: '-5' }, 'restSec', 'common:form.rangeInteger'],
      [{ progression: 'lineaire', incrementKg: '12' }, 'incrementKg', 'common:form.range'],
      [{ progression: 'double', incrementKg: '0,5' }, 'incrementKg', 'common:form.range'],
      [{ volume: 'duree', durationSec: '0' }, 'durationSec', 'common:form.rangeInteger'],
    ];
    for (const [change, field, key] of cases) {
      const result = programFromDraft(withRow(base, change));
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.errors.name?.key).toBe('common:form.required');
        expect(result.errors[fieldKey(0, 0, 0, field)]?.key, JSON.stringify(change)).toBe(key);
      }
    }
  });

  it('adds, duplicates, removes and moves weeks, days and rows within the bounds', () => {
    let weeks = emptyDraft('Séance A', 'P').weeks;
    weeks = mapDay(weeks, 0, 0, (day) => ({ ...day, rows: [newRow('squat', 'charge-reps'), newRow('gainage', 'duree')] }));
    weeks = duplicateDay(weeks, 0, 0, 'Séance B');
    expect(weeks[0]!.days.map((d) => d.name)).toEqual(['Séance A', 'Séance B']);
    expect(weeks[0]!.days[1]!.rows.map((r) => r.exerciseId)).toEqual(['squat', 'gainage']);
    expect(weeks[0]!.days[1]!.rows[0]!.key).not.toBe(weeks[0]!.days[0]!.rows[0]!.key);
    weeks = duplicateWeek(weeks, 0);
    expect(weeks).toHaveLength(2);
    expect(weeks[1]!.days).toHaveLength(2);
    weeks = removeDay(weeks, 1, 0);
    expect(weeks[1]!.days.map((d) => d.name)).toEqual(['Séance B']);
    expect(removeDay(weeks, 1, 0)[1]!.days).toHaveLength(1);
    weeks = removeWeek(weeks, 1);
    expect(removeWeek(weeks, 0)).toHaveLength(1);
    for (let i = 0; i < 10; i += 1) weeks = addDay(weeks, 0, 'X');
    expect(weeks[0]!.days).toHaveLength(7);
    for (let i = 0; i < 60; i += 1) weeks = addWeek(weeks, 'X');
    expect(weeks).toHaveLength(52);
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
