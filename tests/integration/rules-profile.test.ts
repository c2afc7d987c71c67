import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { measurementInputSchema } from '#app/lib/firebase/measurements.ts';
import { profileInputSchema } from '#app/lib/firebase/profile.ts';
import { nutritionGoalsInputSchema } from '#app/lib/firebase/settings.ts';

// The production firestore.rules for the profile document, measurements and nutrition goals:
// owner allowed, another signed-in person and anonymous visitors denied, bad shapes denied.
// Each valid payload is also checked against the app's zod schema, so rules and schema agree.
const [host = '127.0.0.1', port = '8180'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8180').split(':');
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-profile',
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
});
afterAll(async () => env?.cleanup());
beforeEach(async () => env.clearFirestore());

const alice = () => env.authenticatedContext('alice').firestore();
const bob = () => env.authenticatedContext('bob').firestore();
const anon = () => env.unauthenticatedContext().firestore();

async function seed(path: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), path), data);
  });
}

const profileInput = {
  displayName: 'Alice',
  sex: 'femme',
  birthDate: '1990-04-12',
  heightCm: 168,
  activityLevel: 'moderement-actif',
  goal: 'maintien',
  energyUnit: 'kcal',
} as const;

describe('users/{uid} (profile)', () => {
  it('the form payload passes the app schema', () => {
    expect(profileInputSchema.safeParse(profileInput).success).toBe(true);
  });

  it('lets the owner create with merge, update one field, set an avatar, read and delete', async () => {
    const ref = doc(alice(), 'users/alice');
    await assertSucceeds(setDoc(ref, { ...profileInput, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }, { merge: true }));
    await assertSucceeds(setDoc(ref, { heightCm: 169.5, updatedAt: serverTimestamp() }, { merge: true }));
    await assertSucceeds(setDoc(ref, { sex: null, birthDate: null, updatedAt: serverTimestamp() }, { merge: true }));
    await assertSucceeds(setDoc(ref, { avatar: { kind: 'illustration', id: 'velo', color: 'ocean' }, updatedAt: serverTimestamp() }, { merge: true }));
    await assertSucceeds(setDoc(ref, { avatar: { kind: 'initiales', id: null, color: 'ambre' }, updatedAt: serverTimestamp() }, { merge: true }));
    await assertSucceeds(getDoc(ref));
    await assertSucceeds(deleteDoc(ref));
  });

  it('denies another signed-in person and anonymous visitors', async () => {
    await seed('users/alice', { displayName: 'Alice' });
    for (const db of [bob(), anon()]) {
      await assertFails(getDoc(doc(db, 'users/alice')));
      await assertFails(setDoc(doc(db, 'users/alice'), { displayName: 'Pirate', updatedAt: serverTimestamp() }, { merge: true }));
      await assertFails(deleteDoc(doc(db, 'users/alice')));
    }
  });

  it.each([
    ['an unknown field', { isAdmin: true }],
    ['an empty name', { displayName: '' }],
    ['a name too long', { displayName: 'x'.repeat(61) }],
    ['a height out of range', { heightCm: 20 }],
    ['a height as text', { heightCm: '180' }],
    ['an unknown sex', { sex: 'autre' }],
    ['a birth date not a day', { birthDate: '12/04/1990' }],
    ['an unknown activity level', { activityLevel: 'hyperactif' }],
    ['an unknown goal', { goal: 'seche' }],
    ['an unknown energy unit', { energyUnit: 'joules' }],
    ['an avatar with an unknown colour', { avatar: { kind: 'initiales', id: null, color: 'fuchsia' } }],
    ['an illustration without a preset', { avatar: { kind: 'illustration', id: null, color: 'ocean' } }],
    ['an avatar with an extra key', { avatar: { kind: 'initiales', id: null, color: 'ocean', url: 'http://x' } }],
    ['a non-boolean leaderboard opt-in', { leaderboardOptIn: 'oui' }],
  ])('denies the owner %s', async (_label, patch) => {
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profileInput, ...patch, updatedAt: serverTimestamp() }, { merge: true }));
  });

  it('requires updatedAt to be the server time', async () => {
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profileInput }, { merge: true }));
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profileInput, updatedAt: Timestamp.fromMillis(0) }, { merge: true }));
  });
});

const measurement = {
  date: '2025-03-02',
  weightKg: 72.5,
  bodyFatPct: null,
  waistCm: 81,
  hipsCm: null,
  chestCm: null,
  neckCm: 37.5,
  armCm: null,
  thighCm: null,
  notes: 'à jeun',
};

describe('users/{uid}/measurements', () => {
  it('the payload passes the app schema', () => {
    expect(measurementInputSchema.safeParse(measurement).success).toBe(true);
  });

  it('lets the owner add, list, update and delete', async () => {
    const db = alice();
    const ref = await assertSucceeds(addDoc(collection(db, 'users/alice/measurements'), { ...measurement, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertSucceeds(getDocs(collection(db, 'users/alice/measurements')));
    await assertSucceeds(updateDoc(ref, { weightKg: 72.1, notes: '', updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(ref));
  });

  it('denies another signed-in person and anonymous visitors', async () => {
    await seed('users/alice/measurements/m1', { ...measurement, createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
    for (const db of [bob(), anon()]) {
      await assertFails(getDoc(doc(db, 'users/alice/measurements/m1')));
      await assertFails(getDocs(collection(db, 'users/alice/measurements')));
      await assertFails(setDoc(doc(db, 'users/alice/measurements/m2'), { ...measurement, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(db, 'users/alice/measurements/m1'), { weightKg: 99, updatedAt: serverTimestamp() }));
      await assertFails(deleteDoc(doc(db, 'users/alice/measurements/m1')));
    }
  });

  it.each([
    ['a weight out of range', { weightKg: 500 }],
    ['a body fat out of range', { bodyFatPct: 1 }],
    ['a neck as text', { neckCm: '37,5' }],
    ['no measure at all', { weightKg: null, waistCm: null, neckCm: null }],
    ['a date in another format', { date: '02/03/2025' }],
    ['notes too long', { notes: 'x'.repeat(501) }],
    ['an extra field', { mood: 'bien' }],
  ])('denies the owner %s', async (_label, patch) => {
    await assertFails(
      addDoc(collection(alice(), 'users/alice/measurements'), { ...measurement, ...patch, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
    );
  });

  it('denies a missing field and forged timestamps', async () => {
    const { notes: _notes, ...withoutNotes } = measurement;
    const db = alice();
    await assertFails(addDoc(collection(db, 'users/alice/measurements'), { ...withoutNotes, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(addDoc(collection(db, 'users/alice/measurements'), { ...measurement, createdAt: Timestamp.fromMillis(0), updatedAt: serverTimestamp() }));
    await seed('users/alice/measurements/m1', { ...measurement, createdAt: Timestamp.fromMillis(1_000), updatedAt: Timestamp.fromMillis(1_000) });
    await assertFails(updateDoc(doc(db, 'users/alice/measurements/m1'), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, 'users/alice/measurements/m1'), { weightKg: 71 }));
  });
});

const goals = { mode: 'auto', kcal: 2150, proteinG: 116, carbsG: 268, fatG: 72, fiberG: 30 };

describe('users/{uid}/settings/nutritionGoals', () => {
  it('the payload passes the app schema', () => {
    expect(nutritionGoalsInputSchema.safeParse(goals).success).toBe(true);
  });

  it('lets the owner save (merge), read and delete', async () => {
    const ref = doc(alice(), 'users/alice/settings/nutritionGoals');
    await assertSucceeds(setDoc(ref, { ...goals, updatedAt: serverTimestamp() }, { merge: true }));
    await assertSucceeds(setDoc(ref, { ...goals, mode: 'manuel', kcal: 1900, updatedAt: serverTimestamp() }, { merge: true }));
    await assertSucceeds(getDoc(ref));
    await assertSucceeds(deleteDoc(ref));
  });

  it('denies another signed-in person and anonymous visitors', async () => {
    await seed('users/alice/settings/nutritionGoals', { ...goals, updatedAt: Timestamp.now() });
    for (const db of [bob(), anon()]) {
      await assertFails(getDoc(doc(db, 'users/alice/settings/nutritionGoals')));
      await assertFails(setDoc(doc(db, 'users/alice/settings/nutritionGoals'), { ...goals, updatedAt: serverTimestamp() }));
    }
  });

  it.each([
    ['energy below the floor', { kcal: 500 }],
    ['a fractional value', { proteinG: 116.5 }],
    ['an unknown mode', { mode: 'magique' }],
    ['a negative macro', { fatG: -1 }],
    ['an extra field', { sugarG: 50 }],
  ])('denies the owner %s', async (_label, patch) => {
    await assertFails(setDoc(doc(alice(), 'users/alice/settings/nutritionGoals'), { ...goals, ...patch, updatedAt: serverTimestamp() }));
  });

  it('keeps the other settings documents owner-only, whatever their shape', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'users/alice/settings/timers'), { presets: [30, 60] }));
    await assertFails(setDoc(doc(bob(), 'users/alice/settings/timers'), { presets: [30] }));
    await assertFails(getDoc(doc(anon(), 'users/alice/settings/timers')));
  });
});
