// Finished sessions as the app stores them, for specs that seed a training history.

export type StoredRecord = { exerciseId: string; kind: string; value: number; previous: number; weightKg?: number };

const stampedAt = new Date('2026-01-05T08:00:00Z');

type PastOptions = {
  title?: string;
  prs?: StoredRecord[];
  exerciseId?: string;
  name?: string;
  programId?: string;
  /** Sets of `reps` at `weightKg`. */
  sets?: number;
  reps?: number;
};

/** A finished session of one exercise done `sets` × `reps` at `weightKg`, with its derived fields. */
export function pastSession(date: string, weightKg: number, options: PastOptions = {}) {
  const { title = 'Pecs', prs = [], exerciseId = 'developpe-couche', name = 'Développé couché', programId, sets = 2, reps = 5 } = options;
  const started = Date.parse(`${date}T08:00:00Z`);
  const set = (index: number) => ({ id: `set${index}`, kind: 'normale', reps, weightKg, done: true, updatedAt: started });
  return {
    ...(programId ? { programId, week: 1, dayIndex: 0 } : {}),
    title,
    date,
    startedAt: started,
    endedAt: started + 3_600_000,
    durationSec: 3600,
    status: 'terminee',
    exercises: [{ id: 'e1', exerciseId, name, sets: Array.from({ length: sets }, (_, index) => set(index)), updatedAt: started }],
    notes: '',
    volumeKg: weightKg * reps * sets,
    prs,
    changedAt: started + 3_600_000,
    exerciseIds: [exerciseId],
    updatedAt: stampedAt,
  };
}

/** A finished session as the app stores it: bench `weightKg` × 5, twice. */
export function pastBench(date: string, weightKg = 100, title = 'Pecs', prs: StoredRecord[] = []) {
  return pastSession(date, weightKg, { title, prs });
}
