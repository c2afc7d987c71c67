import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { action } from '#app/routes/_app.calendar_.abonnement.tsx';
import { useAction } from '#app/components/data/use-action.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { APP_TIME_ZONE } from '#app/lib/dates/index.ts';
import { formatInstant } from '#app/lib/format/index.ts';

export const SUBSCRIPTION_INTENTS = ['create', 'regenerate', 'revoke'] as const;
export type SubscriptionIntent = (typeof SUBSCRIPTION_INTENTS)[number];

export interface SubscriptionLink {
  /** https URL of the feed. */
  readonly url: string;
  /** The same feed as webcal://, which phones open in their calendar app. */
  readonly webcalUrl: string;
  readonly createdAt: number | null;
}

const DONE_MESSAGES = {
  create: null,
  regenerate: 'calendar-feed:page.regenerated',
  revoke: 'calendar-feed:page.revoked',
} as const satisfies Record<SubscriptionIntent, string | null>;

/**
 * /calendar/abonnement: the calendar as a one-off .ics download, and the private subscription
 * link (created on request, copied, opened as webcal://, replaced or turned off after a
 * confirmation), with how to subscribe on a phone.
 */
export function SubscriptionScreen({ link }: { link: SubscriptionLink | null }) {
  const { t } = useTranslation();
  const id = useId();
  const { busy, submit } = useAction<typeof action>({
    failureToast: true,
    onSuccess: (result) => {
      const message = DONE_MESSAGES[result.intent];
      if (message) toast.success(t(message));
    },
  });
  const [confirming, setConfirming] = useState<'regenerate' | 'revoke' | null>(null);

  const send = (intent: SubscriptionIntent) => void submit({ intent }, { method: 'post' });

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success(t('calendar-feed:page.copied'));
    } catch (error) {
      console.warn('[calendar feed] clipboard refused', error);
      toast.error(t('calendar-feed:page.copyFailed'));
    }
  };

  const appleSteps = [t('calendar-feed:page.appleStep1'), t('calendar-feed:page.appleStep2'), t('calendar-feed:page.appleStep3')];
  const googleSteps = [t('calendar-feed:page.googleStep1'), t('calendar-feed:page.googleStep2'), t('calendar-feed:page.googleStep3'), t('calendar-feed:page.googleStep4')];

  return (
    <Page
      title={t('calendar-feed:page.title')}
      description={t('calendar-feed:page.description')}
      actions={
        <Link to="/calendar" className="button ghost">
          {t('calendar-feed:page.backToCalendar')}
        </Link>
      }
    >
      <div className="split-layout">
        <section className="panel stack" aria-labelledby={`${id}-link`}>
          <h2 id={`${id}-link`}>{t('calendar-feed:page.linkTitle')}</h2>
          <p className="muted">{t('calendar-feed:page.linkIntro')}</p>
          {link ? (
            <>
              <div className="field">
                <label htmlFor={`${id}-url`}>{t('calendar-feed:page.linkLabel')}</label>
                <div className="subscription-url">
                  <input id={`${id}-url`} type="url" readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} spellCheck={false} />
                  <button type="button" className="button primary" onClick={() => void copy()}>
                    {t('calendar-feed:page.copy')}
                  </button>
                </div>
                {link.createdAt !== null ? <p className="field-hint">{t('calendar-feed:page.createdAt', { date: formatInstant(link.createdAt, { withTime: false, timeZone: APP_TIME_ZONE }) })}</p> : null}
              </div>
              <p>
                <a className="button" href={link.webcalUrl}>
                  {t('calendar-feed:page.openWebcal')}
                </a>
              </p>
              <p className="callout warning">{t('calendar-feed:page.private')}</p>
              <div className="subscription-actions">
                <button type="button" className="button" onClick={() => setConfirming('regenerate')} disabled={busy}>
                  {t('calendar-feed:page.regenerate')}
                </button>
                <button type="button" className="button ghost" onClick={() => setConfirming('revoke')} disabled={busy}>
                  {t('calendar-feed:page.revoke')}
                </button>
              </div>
            </>
          ) : (
            <>
              <p>{t('calendar-feed:page.noLink')}</p>
              <div>
                <button type="button" className="button primary" onClick={() => send('create')} disabled={busy} aria-busy={busy || undefined}>
                  {busy ? t('calendar-feed:page.creating') : t('calendar-feed:page.create')}
                </button>
              </div>
            </>
          )}
        </section>

        <section className="panel stack" aria-labelledby={`${id}-download`}>
          <h2 id={`${id}-download`}>{t('calendar-feed:page.downloadTitle')}</h2>
          <p className="muted">{t('calendar-feed:page.downloadIntro')}</p>
          <p className="muted">{t('calendar-feed:page.window')}</p>
          <div>
            {/* A file, not a page: a full request, never a client-side navigation. */}
            <a className="button" href="/calendar.ics" download>
              {t('calendar-feed:page.download')}
            </a>
          </div>
        </section>

        <section className="panel stack subscription-phones" aria-labelledby={`${id}-phones`}>
          <h2 id={`${id}-phones`}>{t('calendar-feed:page.phonesTitle')}</h2>
          <h3>{t('calendar-feed:page.appleTitle')}</h3>
          <ol className="steps">
            {appleSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <h3>{t('calendar-feed:page.googleTitle')}</h3>
          <ol className="steps">
            {googleSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>

      <ConfirmDialog
        open={confirming === 'regenerate'}
        title={t('calendar-feed:page.regenerateTitle')}
        confirmLabel={t('calendar-feed:page.regenerateConfirm')}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          send('regenerate');
        }}
      >
        <p>{t('calendar-feed:page.regenerateBody')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'revoke'}
        title={t('calendar-feed:page.revokeTitle')}
        confirmLabel={t('calendar-feed:page.revokeConfirm')}
        danger
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          send('revoke');
        }}
      >
        <p>{t('calendar-feed:page.revokeBody')}</p>
      </ConfirmDialog>
    </Page>
  );
}
