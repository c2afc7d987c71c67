import { data } from 'react-router';
import type { Route } from './+types/api.cron.reminders';
import { cronLoader, isCronCall } from '#app/lib/cron.server.ts';
import { serverEnv } from '#app/lib/env.server.ts';
import { adminApp, adminDb } from '#app/lib/firebase/admin.server.ts';
import { adminDeliveryDeps, deliverNotification, isFcmConfigured } from '#app/lib/firebase/notifications.server.ts';
import { sendDueReminders } from '#app/lib/firebase/reminders.server.ts';
import type { ReminderKind } from '#app/lib/reminders/index.ts';
import { getInstance } from '#app/middleware/i18next.server.ts';

/**
 * Test builds only: the instant to run at, so a test need not wait for a reminder's minute.
 * Production runs at the server's clock.
 */
async function runInstant(request: Request): Promise<Date> {
  if (import.meta.env.MODE !== 'test') return new Date();
  const body = (await request.json().catch(() => null)) as { now?: unknown } | null;
  const asked = typeof body?.now === 'string' ? new Date(body.now) : null;
  return asked && !Number.isNaN(asked.getTime()) ? asked : new Date();
}

const LINKS: Record<ReminderKind, string> = { training: '/sessions/new', meals: '/nutrition/logs' };

const noStore = { 'Cache-Control': 'no-store' };

export const loader = cronLoader;

// Called every minute by a scheduler (Cloud Scheduler in production, a ticker in `npm run dev`).
export async function action({ request, context }: Route.ActionArgs) {
  const refused = isCronCall(request);
  if (refused) return refused;
  const now = await runInstant(request);
  const { t } = getInstance(context);
  const db = adminDb();
  const origin = serverEnv.appOrigin ?? new URL(request.url).origin;
  const run = await sendDueReminders(db, now, async (uid, kind) => {
    await deliverNotification(adminDeliveryDeps({ db, app: adminApp, uid, origin, fcmConfigured: isFcmConfigured(serverEnv) }), {
      title: t(`notifications:reminders.${kind}.title`),
      body: t(`notifications:reminders.${kind}.body`),
      link: LINKS[kind],
    });
  });
  return data({ ok: true, people: run.people, sent: run.sent.length, failed: run.failed }, { headers: noStore });
}
