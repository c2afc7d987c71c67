import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellOff, Check, CheckCheck, Trash2 } from 'lucide-react';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { useWriter } from '#app/components/data/use-writer.ts';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { APP_TIME_ZONE } from '#app/lib/dates/index.ts';
import type { DataWrites } from '#app/lib/data/documents.client.ts';
import { inbox, inboxItemDoc, type InboxItem } from '#app/lib/data/notifications.ts';
import { formatInstant } from '#app/lib/format/index.ts';

function useDateText() {
  // The server renders in Europe/Paris; once hydrated, the person's own zone is used.
  const hydrated = useHydrated();
  return (ms: number | null) => (ms === null ? null : formatInstant(ms, { timeZone: hydrated ? undefined : APP_TIME_ZONE }));
}

/** The inbox: server-rendered items first, then the live query takes over after sign-in. */
export function Inbox({ initialItems }: { initialItems: InboxItem[] }) {
  const { t } = useTranslation();
  const { data: items, live, error } = useLiveQuery(inbox, {}, initialItems);
  const writer = useWriter();
  const dateText = useDateText();
  const unread = useMemo(() => items.filter((item) => !item.read), [items]);
  const ready = writer.ready;

  const run = (write: (data: DataWrites) => Promise<unknown>) => writer.run(write, t('notifications:errors.write'));
  const markRead = (id: string) => run((data) => data.update(inboxItemDoc, { id }, { read: true }));
  const markAll = () => run((data) => data.updateAll(inboxItemDoc, unread.map((item) => ({ id: item.id })), { read: true }));

  return (
    <div className="stack inbox" data-live={live ? 'on' : 'off'}>
      <div className="inbox-toolbar">
        <p className="inbox-summary" role="status" aria-live="polite">
          {unread.length > 0 ? t('notifications:summary.unread', { count: unread.length }) : t('notifications:summary.allRead')}
        </p>
        <button type="button" className="button" onClick={() => void markAll()} disabled={!ready || unread.length === 0}>
          <CheckCheck aria-hidden="true" size={18} />
          {t('notifications:actions.markAllRead')}
        </button>
      </div>
      {error ? <p className="callout warning">{t('notifications:errors.live')}</p> : null}
      {items.length === 0 ? (
        <div className="panel inbox-empty">
          <BellOff aria-hidden="true" size={32} />
          <h2>{t('notifications:empty.title')}</h2>
          <p className="muted">{t('notifications:empty.body')}</p>
          <Link to="/settings/notifications" className="button">
            {t('notifications:empty.settings')}
          </Link>
        </div>
      ) : (
        <ul className="inbox-list" aria-label={t('notifications:listLabel')}>
          {items.map((item) => {
            const when = dateText(item.createdAt);
            return (
              <li key={item.id} className={item.read ? 'inbox-item' : 'inbox-item unread'} data-testid="inbox-item">
                <article aria-labelledby={`inbox-${item.id}`}>
                  <div className="inbox-item-head">
                    {item.read ? null : <span className="inbox-dot" aria-hidden="true" />}
                    <h2 id={`inbox-${item.id}`}>
                      {item.read ? null : <span className="visually-hidden">{t('notifications:item.unreadPrefix')}</span>}
                      {item.title}
                    </h2>
                  </div>
                  {item.body ? <p className="inbox-body">{item.body}</p> : null}
                  {when ? (
                    <p className="inbox-time muted">
                      <time dateTime={new Date(item.createdAt!).toISOString()}>{when}</time>
                    </p>
                  ) : null}
                  <div className="inbox-actions">
                    {item.link ? (
                      <Link
                        to={item.link}
                        className="button primary"
                        onClick={() => {
                          if (!item.read) void markRead(item.id);
                        }}
                      >
                        {t('notifications:actions.open')}
                      </Link>
                    ) : null}
                    {item.read ? null : (
                      <button
                        type="button"
                        className="button"
                        disabled={!ready}
                        onClick={() => void markRead(item.id)}
                        aria-label={t('notifications:actions.markReadLabel', { title: item.title })}
                      >
                        <Check aria-hidden="true" size={18} />
                        {t('notifications:actions.markRead')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="button notif-danger"
                      disabled={!ready}
                      onClick={() => void run((data) => data.remove(inboxItemDoc, { id: item.id }))}
                      aria-label={t('notifications:actions.deleteLabel', { title: item.title })}
                    >
                      <Trash2 aria-hidden="true" size={18} />
                      {t('notifications:actions.delete')}
                    </button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
