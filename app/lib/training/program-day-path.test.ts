import { describe, expect, it } from 'vitest';
import { programDayOfPath, programDayStartPath } from './program-day-path.ts';

describe('program day paths', () => {
  it('writes and reads the start path of a program day', () => {
    expect(programDayStartPath('p1', 2, 0)).toBe('/sessions/new/p1/2/0');
    expect(programDayOfPath('/sessions/new/p1/2/0')).toEqual({ programId: 'p1', week: 2, dayIndex: 0 });
    expect(programDayOfPath('/sessions/new')).toBeNull();
    expect(programDayOfPath('/tests/cooper')).toBeNull();
    expect(programDayOfPath(null)).toBeNull();
  });
});
