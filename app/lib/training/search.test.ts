import { describe, expect, it } from 'vitest';
import { canDo, EXERCISES } from './exercises.ts';
import { normalizeForSearch, replacementsFor, searchExercises } from './search.ts';
import type { Exercise } from './types.ts';

const names = (exercises: readonly Exercise[]) => exercises.map((exercise) => exercise.name);

describe('normalizeForSearch', () => {
  it('drops accents, case, ligatures and punctuation', () => {
    expect(normalizeForSearch('Développé couché')).toBe('developpe couche');
    expect(normalizeForSearch('ÉCARTÉ (poulie) vis-à-vis')).toBe('ecarte poulie vis a vis');
    expect(normalizeForSearch('Cœur  Æther')).toBe('coeur aether');
    expect(normalizeForSearch("  Pull-over à l'haltère ")).toBe('pull over a l haltere');
  });
});

describe('searchExercises', () => {
  it('ignores accents and case: "developpe" finds "Développé couché"', () => {
    const found = names(searchExercises('developpe', EXERCISES));
    expect(found).toContain('Développé couché');
    expect(found.every((name) => normalizeForSearch(name).includes('developpe'))).toBe(true);
    expect(names(searchExercises('DÉVELOPPÉ COUCHÉ', EXERCISES))[0]).toBe('Développé couché');
    expect(names(searchExercises('ecarte', EXERCISES))).toContain('Écarté couché aux haltères');
  });

  it('takes the words in any order, and every word must match', () => {
    expect(names(searchExercises('couche developpe', EXERCISES))[0]).toBe('Développé couché');
    expect(names(searchExercises('halteres developpe incline', EXERCISES))).toEqual(['Développé incliné aux haltères']);
    expect(searchExercises('developpe zumba', EXERCISES)).toEqual([]);
  });

  it('matches the start of words, and puts whole words and names starting with the query first', () => {
    expect(names(searchExercises('trac', EXERCISES)).slice(0, 2)).toEqual(['Tractions', "Tractions assistées à l'élastique"]);
    expect(names(searchExercises('squat', EXERCISES))[0]).toBe('Squat');
    expect(names(searchExercises('rowing', EXERCISES))).toContain('Rowing barre');
    // A muscle is found too, after exercises naming it.
    const calves = searchExercises('mollets', EXERCISES);
    expect(calves[0]!.name.startsWith('Mollets')).toBe(true);
    expect(calves.some((exercise) => exercise.id === 'course-tapis')).toBe(true);
  });

  it('puts recently used exercises first among equal matches, most recent first', () => {
    const curls = searchExercises('curl', EXERCISES, {}, ['curl-marteau', 'curl-poulie']);
    expect(names(curls).slice(0, 2)).toEqual(['Curl marteau', 'Curl à la poulie']);
    // A better match still comes before a recent one: the exact name, then names starting with it.
    expect(names(searchExercises('squat', EXERCISES, {}, ['squat-goblet', 'squat-avant'])).slice(0, 3)).toEqual(['Squat', 'Squat goblet', 'Squat avant']);
  });

  it('lists everything the filters keep for an empty query, recent first then alphabetical', () => {
    const all = searchExercises('  ', EXERCISES, {}, ['rameur']);
    expect(all).toHaveLength(EXERCISES.length);
    expect(all[0]!.id).toBe('rameur');
    const rest = names(all.slice(1));
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('filters by main muscle and by equipment used', () => {
    const biceps = searchExercises('', EXERCISES, { muscles: ['biceps'] });
    expect(biceps.length).toBeGreaterThan(5);
    expect(biceps.every((exercise) => exercise.muscles[0] === 'biceps')).toBe(true);
    const bodyweight = searchExercises('', EXERCISES, { equipment: ['poids-du-corps'] });
    expect(bodyweight.every((exercise) => exercise.equipment.join() === 'poids-du-corps')).toBe(true);
    const dumbbellChest = searchExercises('developpe', EXERCISES, { muscles: ['pectoraux'], equipment: ['halteres'] });
    expect(names(dumbbellChest).sort()).toEqual(['Développé au sol aux haltères', 'Développé couché aux haltères', 'Développé incliné aux haltères']);
    expect(searchExercises('', EXERCISES, { muscles: [], equipment: [] })).toHaveLength(EXERCISES.length);
  });

  it('searches the person’s own exercises like built-in ones', () => {
    const own: Exercise = { id: 'perso-1', name: 'Sortie vélo en côte', muscles: ['cardio'], equipment: ['poids-du-corps'], kind: 'cardio', measure: 'distance-duree' };
    expect(searchExercises('velo cote', [...EXERCISES, own])).toEqual([own]);
  });
});

describe('replacementsFor', () => {
  it('offers exercises of the same kind and main muscle the person can do, closest first', () => {
    const options = replacementsFor('developpe-couche', ['halteres', 'banc']);
    expect(options[0]!.id).toBe('developpe-couche-halteres');
    expect(options.map((exercise) => exercise.id)).toEqual(expect.arrayContaining(['pompes', 'developpe-incline-halteres', 'ecarte-couche-halteres']));
    for (const exercise of options) {
      expect(exercise.muscles[0]).toBe('pectoraux');
      expect(exercise.kind).toBe('force');
      expect(canDo(exercise, ['halteres', 'banc'])).toBe(true);
    }
    expect(options.some((exercise) => exercise.id === 'developpe-couche')).toBe(false);
  });

  it('keeps cardio for cardio and returns nothing for an unknown exercise', () => {
    expect(replacementsFor('rameur', ['velo', 'tapis']).map((exercise) => exercise.id)).toEqual(
      expect.arrayContaining(['velo', 'course-tapis', 'burpees']),
    );
    expect(replacementsFor('rameur', []).every((exercise) => exercise.kind === 'cardio')).toBe(true);
    expect(replacementsFor('inconnu', ['barre'])).toEqual([]);
  });

  it('includes the person’s own exercises when given the full list', () => {
    const own: Exercise = { id: 'perso-2', name: 'Squat au sac de sable', muscles: ['quadriceps', 'fessiers'], equipment: ['poids-du-corps'], kind: 'force', measure: 'charge-reps' };
    expect(replacementsFor('squat', [], [...EXERCISES, own]).map((exercise) => exercise.id)).toContain('perso-2');
  });
});
