/*
 * Sending the reminders of /settings/notifications when they are due. A scheduler calls
 * POST /api/cron/reminders every minute; every call looks at the people with a reminder switched
 * on and sends what is due on their clock (app/lib/reminders). Each reminder's last sending time
 * sits in the person's settings document and is claimed in a transaction before anything is
 * sent, so two server instances called at the same minute never send the same reminder twice.
 *
 * Scale: each run reads the settings of the people with a reminder on (a collection-group query
 * per kind of reminder). That is fine for thousands of people; beyond, the next due instant would
 * be stored and queried instead.
 */
import { dueReminders, summaryStart, wallClockIn, weekSummary, type ReminderKind, type WeekSummary } from '#app/lib/reminders/index.ts';
import { defineQuery } from '#app/lib/data/documents.ts';
import { readGroup, readQuery, transactAsServer, type Firestore } from '#app/lib/data/documents.server.ts';
import { notificationSettingsDoc, reminderSendingsDoc } from '#app/lib/data/notification-settings.ts';
import { foodLogsBetween } from '#app/lib/data/nutrition.ts';
import { sessionDoc } from '#app/lib/data/sessions.ts';
import { defineView } from '#app/lib/data/views.ts';

/** Where each reminder's last sending time is kept, in the settings document (server-written only). */
export const SENT_AT_FIELD = 'remindersSentAt';

/** The uids of people with a reminder switched on (their settings documents, across every person). */
async function peopleWithReminders(db: Firestore): Promise<string[]> {
  const uids = new Set<string>();
  for (const field of ['training.enabled', 'meals.enabled', 'weeklySummary.enabled']) {
    for (const { params } of await readGroup(db, notificationSettingsDoc, { where: [{ field, op: '==', value: true }] })) uids.add(params.uid);
  }
  return [...uids];
}

/** A finished session on one day: whether there is one is all a training reminder asks. */
const finishedSessionOn = defineQuery(
  defineView(sessionDoc, { fields: ['status'], from: ({ status }) => (status === 'terminee' ? status : null) }),
  ({ day }: { day: string }) => ({
    where: [
      { field: 'date', op: '==', value: day },
      { field: 'status', op: '==', value: 'terminee' },
    ],
    limit: 1,
  }),
);

/** Whether the person finished a session on `day` (a training reminder would only nag). */
async function trainedOn(db: Firestore, uid: string, day: string): Promise<boolean> {
  return (await readQuery(db, finishedSessionOn, { uid, day })).length > 0;
}

/**
 * Sessions of a week read for its summary (decision): far more than anyone logs in seven days (a
 * few a day at most), and a week logged by a script still gets its summary, short of the excess.
 */
export const WEEK_SESSIONS_READ = 200;

const weekSessions = defineQuery(
  defineView(sessionDoc, { fields: ['date', 'status', 'durationSec', 'volumeKg'], from: (session) => session }),
  ({ first, last }: { first: string; last: string }) => ({
    where: [
      { field: 'date', op: '>=', value: first },
      { field: 'date', op: '<=', value: last },
    ],
    limit: WEEK_SESSIONS_READ,
  }),
);

/** The weekly summary's figures for the seven days that end on `lastDay`: a week of sessions and seven day logs. */
export async function weekSummaryOf(db: Firestore, uid: string, lastDay: string): Promise<WeekSummary> {
  const first = summaryStart(lastDay);
  const [sessions, logs] = await Promise.all([readQuery(db, weekSessions, { uid, first, last: lastDay }), readQuery(db, foodLogsBetween, { uid, from: first, to: lastDay })]);
  // A day counts once anything was logged on it.
  return weekSummary(sessions, logs, lastDay);
}

/** Sends one reminder to a person; `day` is the day on their clock it is due. */
export type SendReminder = (uid: string, kind: ReminderKind, day: string) => Promise<void>;

export type RemindersRun = { people: number; sent: { uid: string; kind: ReminderKind }[]; failed: number };

/**
 * Sends every reminder due at `now`. A reminder is claimed (its sending time written) before it is
 * sent: a failure to deliver is logged and not retried, rather than risking a second copy.
 */
export async function sendDueReminders(db: Firestore, now: Date, send: SendReminder): Promise<RemindersRun> {
  const uids = await peopleWithReminders(db);
  const run: RemindersRun = { people: uids.length, sent: [], failed: 0 };
  for (const uid of uids) {
    try {
      const { due: claimed, day } = await transactAsServer(db, async (tx) => {
        const { settings, sentAt } = await tx.read(reminderSendingsDoc, { uid });
        const localDay = wallClockIn(now, settings.timeZone).day;
        let due = dueReminders({ settings, now, lastSentAt: sentAt });
        if (due.includes('training') && (await trainedOn(db, uid, localDay))) {
          due = due.filter((kind) => kind !== 'training');
        }
        if (due.length > 0) {
          const at = new Date(now.getTime());
          tx.update(reminderSendingsDoc, { uid }, { [SENT_AT_FIELD]: Object.fromEntries(due.map((kind) => [kind, at])) }, { deep: true });
        }
        return { due, day: localDay };
      });
      for (const kind of claimed) {
        try {
          await send(uid, kind, day);
          run.sent.push({ uid, kind });
        } catch (error) {
          run.failed += 1;
          console.error('[reminders] not delivered', uid, kind, error);
        }
      }
    } catch (error) {
      run.failed += 1;
      console.error('[reminders] could not check', uid, error);
    }
  }
  return run;
}
