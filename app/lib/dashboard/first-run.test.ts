import { describe, expect, it } from 'vitest';
import { currentStep, NO_FIRST_RUN_PROGRESS, showsFirstRun, stepStatuses, withSkipped, type FirstRunFacts } from './first-run.ts';

const nothing: FirstRunFacts = { profileComplete: false, hasNutritionGoals: false, hasProgram: false, remindersOn: false };

describe('the first-run path', () => {
  it('starts with the profile for a new account', () => {
    const statuses = stepStatuses(nothing, NO_FIRST_RUN_PROGRESS);
    expect(statuses).toEqual({ profil: 'a-faire', objectifs: 'a-faire', programme: 'a-faire', rappels: 'a-faire' });
    expect(currentStep(statuses)).toBe('profil');
  });
  it('moves past done and skipped steps, in order', () => {
    const statuses = stepStatuses({ ...nothing, profileComplete: true }, { skipped: ['objectifs'], dismissed: false });
    expect(statuses).toEqual({ profil: 'fait', objectifs: 'passe', programme: 'a-faire', rappels: 'a-faire' });
    expect(currentStep(statuses)).toBe('programme');
  });
  it('comes back to an earlier step left to do after later ones were done elsewhere', () => {
    expect(currentStep(stepStatuses({ ...nothing, hasProgram: true, remindersOn: true }, NO_FIRST_RUN_PROGRESS))).toBe('profil');
  });
  it('counts a skipped step done later as done', () => {
    expect(stepStatuses({ ...nothing, hasNutritionGoals: true }, { skipped: ['objectifs'], dismissed: false }).objectifs).toBe('fait');
  });
  it('has no current step once every step is done or skipped', () => {
    expect(currentStep(stepStatuses({ profileComplete: true, hasNutritionGoals: true, hasProgram: false, remindersOn: true }, { skipped: ['programme'], dismissed: false }))).toBeNull();
  });
  it('keeps the skipped steps in path order, each once', () => {
    expect(withSkipped({ skipped: ['rappels'], dismissed: false }, 'profil')).toEqual(['profil', 'rappels']);
    expect(withSkipped({ skipped: ['rappels'], dismissed: false }, 'rappels')).toEqual(['rappels']);
  });
  it('shows for an account that has not trained yet, until closed', () => {
    expect(showsFirstRun(NO_FIRST_RUN_PROGRESS, false)).toBe(true);
    expect(showsFirstRun({ skipped: [], dismissed: true }, false)).toBe(false);
    expect(showsFirstRun(NO_FIRST_RUN_PROGRESS, true)).toBe(false);
  });
});
