import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Every screen: its French title (also the document title) and its content. */
export function Page({ title, description, actions, children }: { title: string; description?: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="page">
      <title>{`${title} · ${t('common:app.name')}`}</title>
      <header className="page-header">
        <div>
          <h1>{title}</h1>
          {description ? <p className="page-description">{description}</p> : null}
        </div>
        {actions ? <div className="page-actions">{actions}</div> : null}
      </header>
      {children}
    </article>
  );
}

/** A screen whose features are still being built: its title, an honest line, and the navigation. */
export function comingSoonPage(titleKey: string) {
  return function ComingSoonPage() {
    const { t } = useTranslation();
    return (
      <Page title={t(titleKey)}>
        <p className="muted">{t('common:comingSoon')}</p>
      </Page>
    );
  };
}
