import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { SignOutButton } from '#app/components/auth/sign-out-button.tsx';
import { NotificationsBellLink } from '#app/components/notifications/bell-link.tsx';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import { OutboxRefusals } from '#app/components/data/outbox-refusals.tsx';
import { useOutboxStart } from '#app/components/data/use-outbox.ts';
import { useBaseIndexDownload } from '#app/components/offline/use-base-index-download.ts';
import { ResumeSessionBanner } from '#app/components/sessions/resume-banner.tsx';
import { useModalDialog } from '#app/components/ui/use-modal-dialog.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { navGroups, tabItems, type NavItem } from './nav-items.ts';

/** Group roots such as /nutrition must not stay highlighted on their sub-pages in the full list. */
const exactPaths = new Set(['/nutrition', '/dashboard']);

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul>
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink to={to} end={exactPaths.has(to)} onClick={onNavigate} prefetch="intent">
            <Icon aria-hidden="true" size={18} />
            <span>{t(`common:nav.${label}`)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function AllAreas({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return navGroups.map((group) => (
    <section key={group.label} className="nav-group" aria-labelledby={`nav-group-${group.label}`}>
      <h2 id={`nav-group-${group.label}`}>{t(`common:nav.groups.${group.label}`)}</h2>
      <NavList items={group.items} onNavigate={onNavigate} />
    </section>
  ));
}

function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/dashboard" className={compact ? 'brand brand-compact' : 'brand'}>
      <span className="brand-mark" aria-hidden="true">
        É
      </span>
      {t('common:app.name')}
    </Link>
  );
}

function AuthStatus() {
  const auth = useClientAuth();
  const { t } = useTranslation();
  if (auth.status !== 'loading') return null;
  return (
    <p className="auth-status" role="status">
      {t('common:auth.loading')}
    </p>
  );
}

function MoreSheet() {
  const { t } = useTranslation();
  // The sheet repeats every area of the side navigation: it is rendered only while open, so the
  // page's HTML carries that list (and its icons) once. Opened on one page, closed on any other.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const dialog = useModalDialog(open);
  const close = () => setOpenOn(null);
  return (
    <>
      <button type="button" className="tab" onClick={() => setOpenOn(pathname)} aria-haspopup="dialog">
        <Menu aria-hidden="true" size={22} />
        <span>{t('common:nav.more')}</span>
      </button>
      {open ? (
        <dialog ref={dialog} className="sheet" aria-label={t('common:nav.moreLabel')} onClose={close}>
          <div className="sheet-head">
            <strong>{t('common:nav.moreLabel')}</strong>
            <button type="button" className="icon-button" onClick={close} aria-label={t('common:nav.close')}>
              <X aria-hidden="true" size={20} />
            </button>
          </div>
          <nav aria-label={t('common:nav.moreLabel')}>
            <AllAreas onNavigate={close} />
          </nav>
          <SignOutButton />
        </dialog>
      ) : null}
    </>
  );
}

export function AppShell({ children, displayName, avatar }: { children: ReactNode; displayName: string; avatar?: ReactNode }) {
  const { t } = useTranslation();
  const initial = displayName.trim().charAt(0).toUpperCase() || '?';
  useOutboxStart();
  useBaseIndexDownload();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('common:nav.skip')}
      </a>
      <aside className="sidenav">
        <Brand />
        <nav aria-label={t('common:nav.label')}>
          <AllAreas />
        </nav>
        <SignOutButton />
      </aside>
      <div className="shell-main">
        <header className="topbar">
          <Brand compact />
          <AuthStatus />
          <div className="topbar-actions">
            <ThemeToggle />
            <NotificationsBellLink />
            {avatar ?? (
              <Link to="/profile" className="avatar" aria-label={t('common:nav.profile')}>
                {initial}
              </Link>
            )}
          </div>
        </header>
        <main id="main" tabIndex={-1}>
          <OutboxRefusals />
          <ResumeSessionBanner />
          {children}
        </main>
      </div>
      <nav className="tabbar" aria-label={t('common:nav.label')}>
        {tabItems.map(({ to, label, icon: Icon }) => (
          <NavLink key={to} to={to} className="tab" prefetch="intent">
            <Icon aria-hidden="true" size={22} />
            <span>{t(`common:nav.${label}`)}</span>
          </NavLink>
        ))}
        <MoreSheet />
      </nav>
    </div>
  );
}
