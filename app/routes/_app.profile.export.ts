import type { Route } from './+types/_app.profile.export';
import { userCollectionPages, userExportSource } from '#app/lib/account/account.server.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { localIsoDay } from '#app/lib/dates/index.ts';
import { download } from '#app/lib/download.server.ts';
import { COLLECTION_NAME, csvColumns, csvExport, jsonExport } from '#app/lib/account/export.ts';
import { requireUserWithinLimits } from '#app/lib/security/rate-limit.server.ts';
import { getInstance } from '#app/lib/i18n/i18next.server.ts';

/**
 * GET /profile/export?format=json — everything of the person's as one JSON file;
 * GET /profile/export?format=csv&collection=measurements — one collection as CSV.
 * A resource route: the parent layouts' loaders do not run, so it checks the session itself.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserWithinLimits('export', request, context);

  const url = new URL(request.url);
  const format = url.searchParams.get('format') ?? 'json';
  const day = localIsoDay();
  const db = adminDb();
  if (format === 'json') {
    const source = await userExportSource(db, user.uid, user.email);
    return download(jsonExport(source), 'application/json; charset=utf-8', `elan-export-${day}.json`);
  }
  const name = url.searchParams.get('collection') ?? '';
  if (format !== 'csv' || !COLLECTION_NAME.test(name)) {
    return new Response(getInstance(context).t('profile:data.badRequest'), { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  // The header needs every field name first: one pass for the columns, then the rows, each a
  // page at a time (twice the reads, never the whole collection in memory).
  const columns = await csvColumns(userCollectionPages(db, user.uid, name));
  return download(csvExport(columns, userCollectionPages(db, user.uid, name)), 'text/csv; charset=utf-8', `elan-${name}-${day}.csv`);
}
