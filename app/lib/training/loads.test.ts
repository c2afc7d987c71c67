import { describe, expect, it } from 'vitest';
import { loadForPercent1RM, PERCENT_1RM_RANGE, roundLoad } from './loads.ts';
import { expectTrainingError } from './test-helpers.ts';

describe('roundLoad', () => {
  it('rounds barbell loads to 2.5 kg', () => {
    expect(roundLoad(61, 'barre')).toBe(60);
    expect(roundLoad(61.3, 'barre')).toBe(62.5);
    expect(roundLoad(63.75, ['barre', 'banc'])).toBe(65);
    expect(roundLoad(102.74, ['barre', 'rack'])).toBe(102.5);
  });

  it('rounds dumbbells to 1 kg up to 10 kg, then to 2 kg', () => {
    expect(roundLoad(7.6, 'halteres')).toBe(8);
    expect(roundLoad(10.4, 'halteres')).toBe(10);
    expect(roundLoad(11, 'halteres')).toBe(12);
    expect(roundLoad(22.9, ['halteres', 'banc'])).toBe(22);
    expect(roundLoad(23, 'halteres')).toBe(24);
    expect(roundLoad(0.3, 'halteres')).toBe(1);
  });

  it('picks the nearest standard kettlebell', () => {
    expect(roundLoad(13, 'kettlebell')).toBe(14);
    expect(roundLoad(25, 'kettlebell')).toBe(24);
    expect(roundLoad(30, 'kettlebell')).toBe(32);
    expect(roundLoad(60, 'kettlebell')).toBe(48);
    expect(roundLoad(1, 'kettlebell')).toBe(4);
  });

  it('rounds machines to 5 kg, cables to 2.5 kg, anything else to 0.5 kg', () => {
    expect(roundLoad(47, 'machine')).toBe(45);
    expect(roundLoad(47.5, 'machine')).toBe(50);
    expect(roundLoad(13, 'poulie')).toBe(12.5);
    expect(roundLoad(7.3, ['poids-du-corps'])).toBe(7.5);
    expect(roundLoad(4.2, 'elastique')).toBe(4);
    expect(roundLoad(0, 'barre')).toBe(0);
  });

  it('refuses a negative or non-numeric load in French', () => {
    for (const kg of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expectTrainingError(() => roundLoad(kg, 'barre'), 'load');
  });
});

describe('loadForPercent1RM', () => {
  it('turns a %1RM into a load the gym can make', () => {
    expect(loadForPercent1RM(100, 82.5, ['barre', 'rack'])).toBe(82.5);
    expect(loadForPercent1RM(137, 75, ['barre', 'banc'])).toBe(102.5);
    expect(loadForPercent1RM(30, 70, ['halteres'])).toBe(22);
  });

  it('refuses an unknown 1RM or a percentage out of range in French', () => {
    expectTrainingError(() => loadForPercent1RM(0, 80, 'barre'), 'oneRm');
    expectTrainingError(() => loadForPercent1RM(Number.NaN, 80, 'barre'), 'oneRm');
    const error = expectTrainingError(() => loadForPercent1RM(100, 120, 'barre'), 'percent1RM', PERCENT_1RM_RANGE);
    expect(error.message).toBe('Le pourcentage du 1RM doit être compris entre 1 et 100\u00a0%.');
  });
});
