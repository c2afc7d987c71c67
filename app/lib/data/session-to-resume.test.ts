import { describe, expect, it } from 'vitest';
import { listFrom } from './documents.ts';
import { loggingPathOf, sessionInProgress } from './session-to-resume.ts';

describe('the session in progress offered on every page', () => {
  it('leads back to the logging screen it was started on', () => {
    expect(loggingPathOf({ programId: 'p1', week: 2, dayIndex: 0 })).toBe('/sessions/new/p1/2/0');
    expect(loggingPathOf({ title: 'Libre' })).toBe('/sessions/new');
    // A program day that does not fit is logged as a free session rather than lost.
    expect(loggingPathOf({ programId: 'p1', week: 1.5, dayIndex: 0 })).toBe('/sessions/new');
    expect(loggingPathOf({ programId: '', week: 1, dayIndex: 0 })).toBe('/sessions/new');
  });

  it('names the session to take over, and only one in progress', () => {
    const docs = [
      { id: 'abc123', data: { status: 'en-cours', title: 'Jambes', programId: 'p1', week: 1, dayIndex: 2, exercises: [] } },
      { id: 'done1', data: { status: 'terminee', title: 'Pecs' } },
      { id: 'free1', data: { status: 'en-cours' } },
    ];
    expect(listFrom(sessionInProgress, docs)).toEqual([
      { id: 'abc123', title: 'Jambes', path: '/sessions/new/p1/1/2', href: '/sessions/new/p1/1/2?seance=abc123' },
      { id: 'free1', title: '', path: '/sessions/new', href: '/sessions/new?seance=free1' },
    ]);
  });
});
