import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { Inbox } from 'lucide-react';
import type { Route } from './+types/_app.settings.notifications';
import { useLiveDoc } from '#app/components/data/use-live.ts';
import { PushPanel } from '#app/components/notifications/push-panel.tsx';
import { ReminderForm } from '#app/components/notifications/reminder-form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc } from '#app/lib/firebase/documents.server.ts';
import { notificationSettingsDoc } from '#app/lib/firebase/notification-settings.ts';
import { saveReminderSettings, setPushEnabled } from '#app/lib/firebase/notifications.server.ts';
import { pushTokenDoc } from '#app/lib/firebase/push-tokens.ts';
import { assertSameOrigin, requireUser } from '#app/lib/firebase/session.server.ts';
import { parseReminderForm } from '#app/lib/forms/reminders.ts';
import { readForm } from '#app/lib/request.server.ts';

export const handle = { i18n: ['settings', 'notifications'] };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const [settings, token] = await Promise.all([readDoc(db, notificationSettingsDoc, { uid: user.uid }), readDoc(db, pushTokenDoc, { uid: user.uid })]);
  return { settings, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireUser(request);
  const form = await readForm({ request, context }, { intents: ['reminders', 'push'] });
  const intent = form.get('intent');
  if (intent === 'reminders') {
    const parsed = parseReminderForm(form);
    if (!parsed.ok) return data({ intent, ok: false as const, errors: parsed.errors }, { status: 400 });
    try {
      await saveReminderSettings(adminDb(), user.uid, parsed.value);
    } catch (error) {
      console.error('[settings] reminders not saved', error);
      return data({ intent, ok: false as const, failed: true }, { status: 503 });
    }
    return { intent, ok: true as const };
  }
  if (intent === 'push') {
    // Only the person's choice is stored here; the token itself is written by their browser.
    try {
      await setPushEnabled(adminDb(), user.uid, form.get('enabled') === 'true');
    } catch (error) {
      console.error('[settings] push switch not saved', error);
      return data({ intent, ok: false as const, failed: true }, { status: 503 });
    }
    return { intent, ok: true as const };
  }
  return data({ intent: 'unknown', ok: false as const }, { status: 400 });
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
