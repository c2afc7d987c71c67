import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, collection, getDocs, deleteDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

// The unmodified @firebase/rules-unit-testing (Node SDK over gRPC) against our emulator, with the
// production firestore.rules: every per-person collection is its owner's alone.
const [host = '127.0.0.1', port = '8180'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8180').split(':');
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-owner',
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
});
afterAll(async () => env?.cleanup());
beforeEach(async () => env.clearFirestore());

// Collections without a dedicated schema block yet: owner-only, whatever the shape.
const collections = ['programs', 'sessions', 'foods', 'recipes', 'foodLogs', 'mealPlans', 'calendar', 'exercises'];

describe.each(collections)('users/{uid}/%s', (name) => {
  it('lets the owner create, read, list and delete', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    const ref = doc(alice, `users/alice/${name}/x1`);
    await assertSucceeds(setDoc(ref, { title: 'ok' }));
    await assertSucceeds(getDoc(ref));
    await assertSucceeds(getDocs(collection(alice, `users/alice/${name}`)));
    await assertSucceeds(deleteDoc(ref));
  });

  it('denies another signed-in person and anonymous visitors, reads and writes', async () => {
    await env.withSecurityRulesDisabled(async (admin) => {
      await setDoc(doc(admin.firestore(), `users/alice/${name}/x1`), { title: 'secret' });
    });
    const bob = env.authenticatedContext('bob').firestore();
    const anon = env.unauthenticatedContext().firestore();
    for (const db of [bob, anon]) {
      await assertFails(getDoc(doc(db, `users/alice/${name}/x1`)));
      await assertFails(getDocs(collection(db, `users/alice/${name}`)));
      await assertFails(setDoc(doc(db, `users/alice/${name}/x2`), { title: 'intrusion' }));
      await assertFails(deleteDoc(doc(db, `users/alice/${name}/x1`)));
    }
  });
});

describe('documents outside users/ and pushTokens/', () => {
  it('are closed to everyone but the server', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    await assertFails(setDoc(doc(alice, 'leaderboard/alice'), { points: 1_000_000 }));
    await assertFails(getDoc(doc(alice, 'somewhere/else')));
  });
});
