// The session history: filters in the URL (first page in the server's HTML, the back button
// undoes a filter), more sessions on demand, and records recomputed when a session is deleted.
import { expect, live, test } from './fixtures.ts';
import { adminGet, adminSet, daysAgo } from './firestore-admin.ts';
import { storedProgram } from './seeds.ts';
import { pastSession, type StoredRecord } from './session-docs.ts';

const program = storedProgram('Bloc pecs', [[{ name: 'Pecs lourds', exercises: [{ exerciseId: 'developpe-couche', sets: 2, reps: 5, loadKg: 100, restSec: 60 }] }]]);

test('filters by program, exercise and period in the URL, first page in the HTML, back undoes a filter, more on demand', async ({ page, signedIn }) => {
  const uid = signedIn.uid;
  await adminSet(`users/${uid}/programs/bloc`, program);
  await adminSet(`users/${uid}/sessions/pecs`, pastSession(daysAgo(2), 100, { title: 'Pecs du bloc', programId: 'bloc' }));
  await adminSet(`users/${uid}/sessions/jambes`, pastSession(daysAgo(100), 120, { title: 'Jambes d’hiver', exerciseId: 'squat', name: 'Squat' }));
  // Older free bench sessions: 22 in all, more than a page.
  for (let index = 0; index < 20; index += 1) {
    await adminSet(`users/${uid}/sessions/libre${index}`, pastSession(daysAgo(200 + index), 80, { title: `Libre ${index + 1}` }));
  }

  // A shared filtered URL: its first page is in the server's HTML.
  const html = await (await page.request.get('/sessions?exercice=squat')).text();
  expect(html).toContain('Jambes d’hiver');
  expect(html).not.toContain('Pecs du bloc');

  await page.goto('/sessions');
  await live(page);
  const list = page.getByRole('list', { name: 'Séances terminées' });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await page.getByRole('link', { name: 'Afficher plus' }).click();
  await expect(page).toHaveURL(/\/sessions\?n=40$/);
  await expect(list.getByRole('listitem')).toHaveCount(22);
  await expect(page.getByRole('link', { name: 'Afficher plus' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Exercice' }).selectOption({ label: 'Squat' });
  await expect(page).toHaveURL(/\/sessions\?exercice=squat$/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Jambes d’hiver');

  // 100 days ago is not within 3 months: nothing left, said in French.
  await page.getByRole('combobox', { name: 'Période' }).selectOption({ label: '3 mois' });
  await expect(page).toHaveURL(/\/sessions\?exercice=squat&periode=3m$/);
  await expect(page.getByText('Aucune séance ne correspond à ces filtres.')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/sessions\?exercice=squat$/);
  await expect(page.getByRole('combobox', { name: 'Période' })).toHaveValue('tout');
  await expect(list).toContainText('Jambes d’hiver');

  await page.getByRole('link', { name: 'Effacer les filtres' }).click();
  await expect(page).toHaveURL(/\/sessions$/);
  await page.getByRole('combobox', { name: 'Programme' }).selectOption({ label: 'Bloc pecs' });
  await expect(page).toHaveURL(/\/sessions\?programme=bloc$/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Pecs du bloc');

  // The listener follows the filter: a session of the program finished elsewhere shows up.
  await live(page);
  await adminSet(`users/${uid}/sessions/pecs2`, pastSession(daysAgo(1), 102.5, { title: 'Pecs du bloc, suite', programId: 'bloc' }));
  await expect(list.getByRole('listitem')).toHaveCount(2);
});

test('deleting the session that holds a record hands it to the later session that now beats what is left', async ({ page, signedIn }) => {
  const uid = signedIn.uid;
  const bench = 'developpe-couche';
  await adminSet(`users/${uid}/sessions/s1`, pastSession(daysAgo(10), 100, { title: 'Pecs A' }));
  await adminSet(
    `users/${uid}/sessions/s2`,
    pastSession(daysAgo(6), 110, {
      title: 'Pecs B',
      prs: [
        { exerciseId: bench, kind: 'charge-max', value: 110, previous: 100 },
        { exerciseId: bench, kind: '1rm-estime', value: 128.33, previous: 116.67 },
        { exerciseId: bench, kind: 'volume-serie', value: 550, previous: 500 },
        { exerciseId: bench, kind: 'volume-seance', value: 1100, previous: 1000 },
      ],
    }),
  );
  await adminSet(`users/${uid}/sessions/s3`, pastSession(daysAgo(2), 105, { title: 'Pecs C' }));

  await page.goto('/sessions');
  await live(page);
  await page.getByRole('link', { name: /Pecs B/ }).click();
  await expect(page.getByText('Développé couché : charge max 110 kg (avant 100 kg)')).toBeVisible();
  await live(page);
  await page.getByRole('button', { name: 'Supprimer la séance' }).click();
  await page.getByRole('dialog', { name: 'Supprimer cette séance ?' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL(/\/sessions$/);
  await expect(page.getByRole('link', { name: /Pecs B/ })).toHaveCount(0);

  // 105 kg two days ago is now the heaviest since 100 kg.
  await expect
    .poll(async () => ((await adminGet(`users/${uid}/sessions/s3`)) as { prs: StoredRecord[] }).prs.find((hit) => hit.kind === 'charge-max'))
    .toEqual({ exerciseId: bench, kind: 'charge-max', value: 105, previous: 100 });
  await page.getByRole('link', { name: /Pecs C/ }).click();
  await expect(page.getByText('Développé couché : charge max 105 kg (avant 100 kg)')).toBeVisible();
  // The session before it is left as it was.
  expect(await adminGet(`users/${uid}/sessions/s1`)).toMatchObject({ prs: [] });
});
