// The session export's reads against the project's Firestore emulator: every finished session,
// oldest first, a page at a time with a cursor (pages small here so the walk crosses several
// boundaries, one of them between two sessions started at the same instant), and the session a
// logging screen takes over from another device (`?seance=`).
import { beforeAll, describe, expect, it } from 'vitest';
import type * as SessionsServer from '#app/lib/sessions/sessions.server.ts';
import { parseCsv } from '#app/lib/csv/index.ts';
import { pastSessionOf } from '#app/lib/data/sessions.ts';
import { strongCsv } from '#app/lib/training/index.ts';
import { pastSession } from '../e2e/session-docs.ts';
import { useAdminEmulator } from './admin-emulator.ts';

const adminDb = useAdminEmulator();
let db: ReturnType<typeof adminDb>;
let server: typeof SessionsServer;

beforeAll(async () => {
  db = adminDb();
  server = await import('#app/lib/sessions/sessions.server.ts');
});

const write = (uid: string, id: string, data: Record<string, unknown>) => db.doc(`users/${uid}/sessions/${id}`).set(data);

describe('finishedSessionPages', () => {
  it('reads every finished session oldest first, page after page, none twice and none skipped', async () => {
    // Written out of order; s3 and s3bis start at the same instant, on either side of a boundary.
    const days = ['2026-01-09', '2026-01-02', '2026-01-05', '2026-01-07', '2026-01-03', '2026-01-08'];
    for (const [index, day] of days.entries()) await write('alice', `s${index}`, pastSession(day, 60 + index, { title: `Séance ${day}` }));
    await write('alice', 's3bis', { ...pastSession('2026-01-05', 70), title: 'Même départ' });
    await write('alice', 'live', { ...pastSession('2026-01-10', 80), status: 'en-cours', endedAt: null });
    await write('bob', 'other', pastSession('2026-01-04', 90));

    const pages: string[][] = [];
    for await (const page of server.finishedSessionPages(db, 'alice', 3)) pages.push(page.map((session) => session.date));
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(['2026-01-02', '2026-01-03', '2026-01-05', '2026-01-05', '2026-01-07', '2026-01-08', '2026-01-09']);

    // A history filling its last page exactly ends with an empty page, not a repeat.
    const exact: number[] = [];
    for await (const page of server.finishedSessionPages(db, 'alice', 7)) exact.push(page.length);
    expect(exact).toEqual([7, 0]);
  });

  it('feeds the Strong CSV a page at a time: one header, every done set', async () => {
    async function* exportable() {
      for await (const page of server.finishedSessionPages(db, 'alice', 2)) {
        yield page.map((session) => ({ title: session.title, date: session.date, exercises: pastSessionOf(session).exercises }));
      }
    }
    let csv = '';
    for await (const piece of strongCsv(exportable(), (id) => id)) csv += piece;
    const [header, ...rows] = parseCsv(csv);
    expect(header?.[0]).toBe('Date');
    // Seven finished sessions of two done sets each; the one in progress and Bob's are not there.
    expect(rows).toHaveLength(14);
    expect(rows.map((row) => row[5])).not.toContain('80');
    expect(rows.map((row) => row[5])).not.toContain('90');
  });
});

describe('sessionToResume', () => {
  const request = (search: string) => new Request(`http://localhost/sessions/new${search}`);

  it('gives the session in progress named by ?seance=, sets included', async () => {
    const resumed = await server.sessionToResume(db, 'alice', request('?seance=live'));
    expect(resumed).toMatchObject({ id: 'live', status: 'en-cours', date: '2026-01-10' });
    expect(resumed?.exercises[0]?.sets.map((set) => set.weightKg)).toEqual([80, 80]);
  });

  it('sends a finished session to its page, and ignores what is not a session in progress of the person', async () => {
    const thrown = await server.sessionToResume(db, 'alice', request('?seance=s0')).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/sessions/view/s0');
    expect(await server.sessionToResume(db, 'alice', request(''))).toBeNull();
    expect(await server.sessionToResume(db, 'alice', request('?seance=missing'))).toBeNull();
    expect(await server.sessionToResume(db, 'alice', request('?seance=other'))).toBeNull();
    expect(await server.sessionToResume(db, 'alice', request('?seance=..%2Fx'))).toBeNull();
  });
});
