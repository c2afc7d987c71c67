import { Component, createContext, useContext, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse } from 'react-router';
import { NO_SAVED_COPY } from '#app/lib/offline/cache-names.ts';

/** Whether the panel sits inside the app shell, whose `<main>` already holds it. */
const InsideShell = createContext(false);

function Panel({ title, children, role = 'alert' }: { title: string; children: ReactNode; role?: 'alert' | 'region' }) {
  const { t } = useTranslation();
  const Landmark = useContext(InsideShell) ? 'div' : 'main';
  return (
    <Landmark className="error-page">
      <title>{`${title} · ${t('common:app.name')}`}</title>
      <section className="panel error-panel" role={role} aria-labelledby="error-title">
        <h1 id="error-title">{title}</h1>
        {children}
      </section>
    </Landmark>
  );
}

/** Uncaught loading errors replace the page ('erreur au chargement'); no stack trace is shown. */
export function LoadErrorPanel({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (typeof window !== 'undefined' && !isRouteErrorResponse(error)) console.error(error);
  return (
    <Panel title={t('common:errors.loadTitle')}>
      <p>{t('common:errors.loadBody')}</p>
      <p className="error-actions">
        <a className="button primary" href={typeof window === 'undefined' ? '/dashboard' : window.location.href}>
          {t('common:errors.retry')}
        </a>
        <a className="button" href="/dashboard">
          {t('common:errors.home')}
        </a>
      </p>
    </Panel>
  );
}

/** The one way out of a page that cannot be shown: back to the dashboard. */
function HomeAction() {
  const { t } = useTranslation();
  return (
    <p className="error-actions">
      <a className="button primary" href="/dashboard">
        {t('common:errors.home')}
      </a>
    </p>
  );
}

export function NotFoundPanel() {
  const { t } = useTranslation();
  return (
    <Panel title={t('common:errors.notFoundTitle')} role="region">
      <p>{t('common:errors.notFoundBody')}</p>
      <HomeAction />
    </Panel>
  );
}

/** A request the server refused (405, 415, 400…): its French reason, and the way home. */
export function RequestErrorPanel({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('common:errors.requestTitle')}>
      <p>{message}</p>
      <HomeAction />
    </Panel>
  );
}

function RenderErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const text = error instanceof Error ? error.message : String(error ?? t('common:errors.unknown'));
  return (
    <section className="panel error-panel" role="alert">
      <h1>{t('common:errors.renderTitle')}</h1>
      <p className="error-text">{text}</p>
    </section>
  );
}

interface RenderBoundaryProps {
  children: ReactNode;
  /** Changing it (e.g. the pathname) clears a caught error. */
  resetKey: string;
}

/** Catches render failures inside the page so the shell and navigation keep working. */
export class RenderErrorBoundary extends Component<RenderBoundaryProps, { error: unknown; resetKey: string }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: RenderBoundaryProps, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RenderErrorMessage error={this.state.error} /> : this.props.children;
  }
}

/** Offline, a page this device holds no copy of (the service worker's answer): it needs a connection. */
export function NeedsConnectionPanel() {
  const { t } = useTranslation();
  return (
    <Panel title={t('common:offline.title')} role="region">
      <p>{t('common:offline.body')}</p>
      <p>{t('common:offline.needsNetwork')}</p>
      <HomeAction />
    </Panel>
  );
}

/** What a route's error boundary shows: the 404 page, a refused request's French reason, offline without a copy, else the load panel. */
export function PageErrorPanel({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPanel />;
  if (isRouteErrorResponse(error) && error.status === 503 && error.data === NO_SAVED_COPY) return <NeedsConnectionPanel />;
  // The server's refusals carry their own French reason (app/lib/request.server.ts).
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && typeof error.data === 'string' && error.data) {
    return <RequestErrorPanel message={error.data} />;
  }
  return <LoadErrorPanel error={error} />;
}

/** The same panel in place of a page of the signed-in app, with the shell and its navigation kept. */
export function PageErrorInShell({ error }: { error: unknown }) {
  return (
    <InsideShell value>
      <PageErrorPanel error={error} />
    </InsideShell>
  );
}
