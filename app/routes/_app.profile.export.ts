import { data } from 'react-router';
import type { Route } from './+types/_app.profile.export';
import { exportUserData, readUserCollection } from '#app/lib/firebase/account.server.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { COLLECTION_NAME, toCsv } from '#app/lib/firebase/export.ts';
import { localIsoDay } from '#app/lib/firebase/serialize.ts';
import { requireUser } from '#app/lib/firebase/session.server.ts';

/**
 * GET /profile/export?format=json — everything under users/{uid} as one JSON file;
 * GET /profile/export?format=csv&collection=measurements — one collection as CSV.
 * A resource route: the parent layouts' loaders do not run, so it checks the session itself.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const format = url.searchParams.get('format') ?? 'json';
  const day = localIsoDay();
  const headers = (type: string, filename: string) => ({
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
  });

  if (format === 'json') {
    const body = await exportUserData(adminDb(), user.uid, user.email);
    return new Response(JSON.stringify(body, null, 2), { headers: headers('application/json; charset=utf-8', `elan-export-${day}.json`) });
  }
  const name = url.searchParams.get('collection') ?? '';
  if (format !== 'csv' || !COLLECTION_NAME.test(name)) throw data(null, { status: 400 });
  const docs = await readUserCollection(adminDb(), user.uid, name);
  return new Response(toCsv(docs), { headers: headers('text/csv; charset=utf-8', `elan-${name}-${day}.csv`) });
}
