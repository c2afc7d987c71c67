import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellOff, Check, CheckCheck, Trash2 } from 'lucide-react';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import type * as RepoModule from '#app/lib/firebase/notifications.client.ts';
import type { InboxItem } from '#app/lib/firebase/notifications.ts';

type Repo = typeof RepoModule;

const serverFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });
let browserFormat: Intl.DateTimeFormat | undefined;

function useDateText() {
  // The server renders in Europe/Paris; once hydrated, the person's own zone is used.
  const hydrated = useHydrated();
  const format = hydrated ? (browserFormat ??= new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' })) : serverFormat;
  return (ms: number | null) => (ms === null ? null : format.format(ms));
}

/** The inbox: server-rendered items first, then the live query takes over after sign-in. */
export function Inbox({ initialItems }: { initialItems: InboxItem[] }) {
  const { t } = useTranslation();
  const auth = useClientAuth();
  // The loader's items until the live query answers (and whenever the loader revalidates before).
  const [liveItems, setLiveItems] = useState<InboxItem[] | null>(null);
  const items = liveItems ?? initialItems;
  const live = liveItems !== null;
  const [repo, setRepo] = useState<Repo | null>(null);
  const [offline, setOffline] = useState(false);
  const dateText = useDateText();
  const db = auth.status === 'signed-in' ? auth.firebase.db : null;
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;

  useEffect(() => {
    if (!db || !uid) return;
    let active = true;
    let unsubscribe = () => {};
    void import('#app/lib/firebase/notifications.client.ts').then((module) => {
      if (!active) return;
      setRepo(module);
      unsubscribe = module.subscribeInbox(
        db,
        uid,
        (next) => {
          setLiveItems(next);
          setOffline(false);
        },
        (error) => {
          console.warn('[notifications] inbox listener', error);
          setOffline(true);
        },
      );
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [db, uid]);

  const unread = useMemo(() => items.filter((item) => !item.read), [items]);
  const ready = Boolean(repo && db && uid);

  const run = async (work: (r: Repo) => Promise<void>) => {
    if (!repo || !db || !uid) return;
    try {
      await work(repo);
    } catch (error) {
      console.warn('[notifications] write', error);
      toast.error(t('notifications:errors.write'));
    }
  };

  const markAll = () => run((r) => r.markAllRead(db!, uid!, unread.map((item) => item.id)));

  return (
    <div className="stack inbox" data-live={live ? 'on' : 'off'}>
      <div className="inbox-toolbar">
        <p className="inbox-summary" role="status" aria-live="polite">
          {unread.length > 0 ? t('notifications:summary.unread', { count: unread.length }) : t('notifications:summary.allRead')}
        </p>
        <button type="button" className="button" onClick={markAll} disabled={!ready || unread.length === 0}>
          <CheckCheck aria-hidden="true" size={18} />
          {t('notifications:actions.markAllRead')}
        </button>
      </div>
      {offline ? <p className="callout warning">{t('notifications:errors.live')}</p> : null}
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
                      {item.read ? null : <span className="notif-sr-only">{t('notifications:item.unreadPrefix')}</span>}
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
                          if (!item.read) void run((r) => r.markRead(db!, uid!, item.id));
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
                        onClick={() => run((r) => r.markRead(db!, uid!, item.id))}
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
                      onClick={() => run((r) => r.deleteInboxItem(db!, uid!, item.id))}
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
