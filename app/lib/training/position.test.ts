import { describe, expect, it } from 'vitest';
import { nextProgramDay } from './position.ts';
import { TEMPLATES } from './templates.ts';
import type { ProgramWeek } from './types.ts';

const week = (days: number): ProgramWeek => ({ days: Array.from({ length: days }, (_, index) => ({ name: `Jour ${index + 1}`, exercises: [] })) });
const program = { weeks: [week(3), week(3), week(2)] };

describe('nextProgramDay', () => {
  it('starts at week 1, day 0', () => {
    expect(nextProgramDay(program, [])).toEqual({ week: 1, dayIndex: 0 });
  });

  it('moves to the day after the furthest day done, across weeks', () => {
    expect(nextProgramDay(program, [{ week: 1, dayIndex: 0 }])).toEqual({ week: 1, dayIndex: 1 });
    expect(nextProgramDay(program, [{ week: 1, dayIndex: 1 }, { week: 1, dayIndex: 0 }, { week: 1, dayIndex: 2 }])).toEqual({ week: 2, dayIndex: 0 });
  });

  it('leaves skipped days behind rather than sending the person back', () => {
    expect(nextProgramDay(program, [{ week: 1, dayIndex: 0 }, { week: 2, dayIndex: 1 }])).toEqual({ week: 2, dayIndex: 2 });
  });

  it('ignores sessions of days the program no longer has, and passes over empty weeks', () => {
    expect(nextProgramDay(program, [{ week: 9, dayIndex: 0 }, { week: 1, dayIndex: 5 }])).toEqual({ week: 1, dayIndex: 0 });
    expect(nextProgramDay({ weeks: [week(1), week(0), week(2)] }, [{ week: 1, dayIndex: 0 }])).toEqual({ week: 3, dayIndex: 0 });
  });

  it('returns null once the last day is done, or when the program has no day', () => {
    expect(nextProgramDay(program, [{ week: 3, dayIndex: 1 }])).toBeNull();
    expect(nextProgramDay({ weeks: [] }, [])).toBeNull();
  });

  it('works on a real program', () => {
    const fiveByFive = TEMPLATES.find((template) => template.name === 'Force 5×5')!;
    const done = Array.from({ length: 7 }, (_, index) => ({ week: Math.floor(index / 3) + 1, dayIndex: index % 3 }));
    expect(nextProgramDay(fiveByFive, done)).toEqual({ week: 3, dayIndex: 1 });
  });
});
