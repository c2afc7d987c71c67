import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { Inbox } from 'lucide-react';
import type { Route } from './+types/_app.settings.notifications';
import { useLiveDoc } from '#app/components/data/use-live.ts';
import { PushPanel } from '#app/components/notifications/push-panel.tsx';
import { ReminderForm } from '#app/components/notifications/reminder-form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc } from '#app/lib/data/documents.server.ts';
import { notificationSettingsDoc } from '#app/lib/data/notification-settings.ts';
import { saveReminderSettings, setPushEnabled } from '#app/lib/notifications/notifications.server.ts';
import { pushTokenDoc } from '#app/lib/data/push-tokens.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { actionFailure, actionSuccess } from '#app/lib/forms/action-result.ts';
import { parseReminderForm } from '#app/lib/forms/reminders.ts';
import { assertSameOrigin, readForm } from '#app/lib/request.server.ts';

export const handle = { i18n: ['settings', 'notifications'] };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const [settings, token] = await Promise.all([readDoc(db, notificationSettingsDoc, { uid: user.uid }), readDoc(db, pushTokenDoc, { uid: user.uid })]);
  return { settings, token };
}

const pushInput = z.object({ enabled: z.enum(['true', 'false']) });

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin({ request, context });
  const user = await requireUser(request);
  const form = await readForm({ request, context }, { intents: ['reminders', 'push'] });
  if (form.get('intent') === 'reminders') {
    const parsed = parseReminderForm(form);
    if (!parsed.ok) return actionFailure('settings:notifications.reminders.invalid', { status: 400, intent: 'reminders', fieldErrors: parsed.errors });
    try {
      await saveReminderSettings(adminDb(), user.uid, parsed.value);
    } catch (error) {
      console.error('[settings] reminders not saved', error);
      return actionFailure('settings:notifications.reminders.failed', { status: 503, intent: 'reminders' });
    }
    return actionSuccess({ intent: 'reminders' as const });
  }
  // Only the person's choice is stored here; the token itself is written by their browser.
  const push = pushInput.safeParse({ enabled: form.get('enabled') });
  if (!push.success) return actionFailure('common:form.invalid', { status: 400, intent: 'push' });
  try {
    await setPushEnabled(adminDb(), user.uid, push.data.enabled === 'true');
  } catch (error) {
    console.error('[settings] push switch not saved', error);
    return actionFailure('settings:notifications.push.saveFailed', { status: 503, intent: 'push' });
  }
  return actionSuccess({ intent: 'push' as const });
}

export default function NotificationSettingsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // Live: the push switch, a reminder saved in another tab, this browser's token registration.
  const { data: settings } = useLiveDoc(notificationSettingsDoc, {}, loaderData.settings);
  const { data: token } = useLiveDoc(pushTokenDoc, {}, loaderData.token);
  return (
    <Page
      title={t('settings:notifications.title')}
      description={t('settings:notifications.description')}
      actions={
        <Link to="/notifications" className="button">
          <Inbox aria-hidden="true" size={18} />
          {t('settings:notifications.inboxLink')}
        </Link>
      }
    >
      <div className="stack notification-settings">
        <PushPanel pushEnabled={settings.pushEnabled} tokenUpdatedAt={token?.updatedAt ?? null} />
        <ReminderForm settings={settings} />
      </div>
    </Page>
  );
}
