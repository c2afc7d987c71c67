import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { BellRing, Send, TriangleAlert } from 'lucide-react';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import { messageText, useAction } from '#app/components/data/use-action.ts';
import { toast } from '#app/components/ui/toaster.tsx';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { loadMessaging } from '#app/lib/firebase/load.ts';
import { appServiceWorker } from '#app/lib/offline/service-worker.ts';
import type * as MessagingModule from '#app/lib/firebase/messaging.ts';
import { APP_TIME_ZONE } from '#app/lib/dates/index.ts';
import { formatInstant } from '#app/lib/format/index.ts';
import { enablePush, showSystemNotification } from '#app/lib/push/index.ts';
import type { action as sendTestAction } from '#app/routes/api.notifications.send-test.ts';
import type { action as settingsAction } from '#app/routes/_app.settings.notifications.tsx';
import { errorMessageOf, pushErrorKey, pushStatus } from '#app/lib/notifications/push-status.ts';

type Permission = 'granted' | 'denied' | 'default' | 'unsupported';
type Messaging = typeof MessagingModule;

function readPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : (Notification.permission as Permission);
}

/**
 * Push on this device: the state in words, the switch (the browser's permission prompt only ever
 * follows a press on it), and the test notification.
 */
export function PushPanel({ pushEnabled, tokenUpdatedAt }: { pushEnabled: boolean; tokenUpdatedAt: number | null }) {
  const { t } = useTranslation();
  const auth = useClientAuth();
  const status = useSyncExternalStore(pushStatus.subscribe, pushStatus.getSnapshot, pushStatus.getServerSnapshot);
  const hydrated = useHydrated();
  // The server writes Paris time; the browser its own once hydrated (as the inbox does), so the
  // first render matches the server's HTML.
  const instantZone = hydrated ? {} : { timeZone: APP_TIME_ZONE };
  // Read on each render once hydrated; `recheck` re-renders after the prompt was answered.
  const [, recheck] = useState(0);
  const permission: Permission | null = hydrated ? readPermission() : null;
  const [supported, setSupported] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const messaging = useRef<Messaging | null>(null);
  const switchFetcher = useAction<typeof settingsAction>({ failureToast: true });
  // The test's answer: a toast, and where no push could reach the device, the notification
  // shown from here (or, where none can be created, an alert dialog).
  const testFetcher = useAction<typeof sendTestAction>({
    onFailure: (failure) => {
      const text = messageText(t, failure.message);
      if (failure.retryAfterSec !== undefined) toast.warning(text);
      else toast.error(text);
    },
    onSuccess: ({ outcome }) => {
      if (outcome.status === 'sent') {
        toast.success(t('settings:notifications.test.sent'), t('settings:notifications.test.sentBody'));
        return;
      }
      toast.info(t('settings:notifications.test.inboxOnly'), t(`settings:notifications.test.reasons.${outcome.reason}`));
      void showSystemNotification(
        {
          Notification: typeof Notification === 'undefined' ? null : Notification,
          getRegistration: () => appServiceWorker(),
          alert: (message) => window.alert(message),
        },
        t('notifications:test.title'),
        { body: t('notifications:test.body'), data: { link: '/notifications' } },
      );
    },
  });

  // Support is probed on arrival, so the press goes straight to the prompt (browsers only
  // honour a permission request close to the gesture). Nothing is asked here.
  useEffect(() => {
    let active = true;
    void loadMessaging()
      .then(async (module) => {
        messaging.current = module;
        const ok = await module.messagingSupported();
        if (active) setSupported(ok);
      })
      .catch((error: unknown) => {
        console.warn('[push] messaging unavailable', error);
        if (active) setSupported(false);
      });
    return () => {
      active = false;
    };
  }, []);

  const ready = auth.status === 'signed-in' && supported !== null && !busy;

  const enable = async () => {
    if (auth.status !== 'signed-in') return;
    setBusy(true);
    try {
      const module = messaging.current ?? (await loadMessaging());
      const deps = module.browserPushDeps({ app: auth.firebase.app, db: auth.firebase.db, uid: auth.user.uid });
      await enablePush({
        ...deps,
        isSupported: () => supported === true,
        requestPermission: () => Notification.requestPermission(),
      });
      pushStatus.recordSuccess(Date.now());
      void switchFetcher.submit({ intent: 'push', enabled: 'true' }, { method: 'post' });
      toast.success(t('settings:notifications.push.enabledToast'));
    } catch (error) {
      console.warn('[push] enable failed', error);
      pushStatus.recordError(error, Date.now());
      toast.error(t('settings:notifications.push.enableFailed'), t(pushErrorKey(errorMessageOf(error))));
    } finally {
      recheck((n) => n + 1);
      setBusy(false);
    }
  };

  const disable = async () => {
    if (auth.status !== 'signed-in') return;
    setBusy(true);
    try {
      const module = messaging.current ?? (await loadMessaging());
      await module.unregisterThisDevice(auth.firebase.app, auth.firebase.db, auth.user.uid);
    } catch (error) {
      console.warn('[push] disable', error);
    } finally {
      pushStatus.clear();
      void switchFetcher.submit({ intent: 'push', enabled: 'false' }, { method: 'post' });
      toast.success(t('settings:notifications.push.disabledToast'));
      setBusy(false);
    }
  };


  const permissionKey = supported === false ? 'unsupported' : permission;
  const lastError = status.lastError;

  return (
    <section className="panel stack" aria-labelledby="push-heading">
      <h2 id="push-heading">{t('settings:notifications.push.heading')}</h2>
      {/* What a person can act on: push on or off, the browser's answer, this account's device
          while push is on, and a failure only when there was one. */}
      <dl className="push-state">
        <div>
          <dt>{t('settings:notifications.push.state')}</dt>
          <dd data-testid="push-enabled">{t(pushEnabled ? 'settings:notifications.push.on' : 'settings:notifications.push.off')}</dd>
        </div>
        <div>
          <dt>{t('settings:notifications.push.permission')}</dt>
          <dd data-testid="push-permission">
            {permissionKey ? t(`settings:notifications.push.permissions.${permissionKey}`) : t('common:auth.loading')}
          </dd>
        </div>
        {pushEnabled ? (
          <div>
            <dt>{t('settings:notifications.push.registered')}</dt>
            <dd data-testid="push-registered">
              {tokenUpdatedAt
                ? t('settings:notifications.push.registeredAt', { date: formatInstant(tokenUpdatedAt, instantZone) })
                : t('settings:notifications.push.notRegistered')}
            </dd>
          </div>
        ) : null}
      </dl>
      {lastError ? (
        <p className="callout callout-with-icon warning" data-testid="push-last-error">
          <TriangleAlert aria-hidden="true" size={18} />
          <span>
            {t('settings:notifications.push.lastError', { date: formatInstant(lastError.at, instantZone) })} {t(pushErrorKey(lastError.message))}{' '}
            <span className="muted">{t('settings:notifications.push.errorCode', { code: lastError.message })}</span>
          </span>
        </p>
      ) : null}
      {permissionKey === 'denied' ? <p className="callout warning">{t('settings:notifications.push.deniedHelp')}</p> : null}
      {permissionKey === 'unsupported' ? <p className="callout">{t('settings:notifications.push.unsupportedHelp')}</p> : null}
      <div className="push-actions">
        {!pushEnabled || permission !== 'granted' ? (
          <button type="button" className="button primary" onClick={() => void enable()} disabled={!ready}>
            <BellRing aria-hidden="true" size={18} />
            {busy ? t('settings:notifications.push.working') : t('settings:notifications.push.enable')}
          </button>
        ) : null}
        {pushEnabled ? (
          <button type="button" className="button" onClick={() => void disable()} disabled={!ready}>
            {t('settings:notifications.push.disable')}
          </button>
        ) : null}
        <testFetcher.Form method="post" action="/api/notifications/send-test">
          <button type="submit" className="button" disabled={testFetcher.busy}>
            <Send aria-hidden="true" size={18} />
            {testFetcher.busy ? t('settings:notifications.test.sending') : t('settings:notifications.test.button')}
          </button>
        </testFetcher.Form>
      </div>
    </section>
  );
}
