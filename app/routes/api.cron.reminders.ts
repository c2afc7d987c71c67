import { cronAction } from '#app/lib/cron.server.ts';
import { serverEnv } from '#app/lib/env.server.ts';
import { adminApp, adminDb } from '#app/lib/firebase/admin.server.ts';
import { adminDeliveryDeps, deliverNotification, isFcmConfigured } from '#app/lib/notifications/notifications.server.ts';
import { sendDueReminders, weekSummaryOf } from '#app/lib/reminders/reminders.server.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import type { ReminderKind, WeekSummary } from '#app/lib/reminders/index.ts';
import { getInstance } from '#app/lib/i18n/i18next.server.ts';

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

const LINKS: Record<ReminderKind, string> = { training: '/sessions/new', meals: '/nutrition/logs', weeklySummary: '/progress' };

type T = ReturnType<typeof getInstance>['t'];

/** "3 séances (2 h 05, 8 450 kg soulevés) · repas notés 5 jours sur 7." */
function weekSummaryText(t: T, week: WeekSummary): string {
  const minutes = Math.round(week.durationSec / 60);
  const duration =
    minutes >= 60
      ? t('notifications:reminders.weeklySummary.hours', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') })
      : t('notifications:reminders.weeklySummary.minutes', { minutes });
  const training =
    week.sessions > 0
      ? t('notifications:reminders.weeklySummary.sessions', { count: week.sessions, duration, volume: formatNumber(week.volumeKg) })
      : t('notifications:reminders.weeklySummary.noSessions');
  const meals = week.loggedDays > 0 ? t('notifications:reminders.weeklySummary.meals', { count: week.loggedDays }) : t('notifications:reminders.weeklySummary.noMeals');
  return t('notifications:reminders.weeklySummary.body', { training, meals });
}

// Called every minute by a scheduler (Cloud Scheduler in production, a ticker in `npm run dev`).
export const action = cronAction(async ({ request, context }) => {
  const now = await runInstant(request);
  const { t } = getInstance(context);
  const db = adminDb();
  const origin = serverEnv.appOrigin ?? new URL(request.url).origin;
  const run = await sendDueReminders(db, now, async (uid, kind, day) => {
    const body = kind === 'weeklySummary' ? weekSummaryText(t, await weekSummaryOf(db, uid, day)) : t(`notifications:reminders.${kind}.body`);
    await deliverNotification(adminDeliveryDeps({ db, app: adminApp, uid, origin, fcmConfigured: isFcmConfigured(serverEnv) }), {
      title: t(`notifications:reminders.${kind}.title`),
      body,
      link: LINKS[kind],
    });
  });
  return { people: run.people, sent: run.sent.length, failed: run.failed };
});
