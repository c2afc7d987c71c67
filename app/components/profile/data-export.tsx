import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';

/**
 * Plain links to the export resource route: the server's `Content-Disposition: attachment` makes
 * the browser download, no script needed; a refusal shows as a page instead of a broken file,
 * which a `download` attribute would produce.
 */
export function DataExport({ collections }: { collections: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section className="panel stack" aria-labelledby="data-export-title">
      <h2 id="data-export-title">{t('profile:data.title')}</h2>
      <p className="muted">{t('profile:data.intro')}</p>
      <div className="form-actions">
        <a className="button primary" href="/profile/export?format=json">
          <Download aria-hidden="true" size={18} />
          <span>{t('profile:data.json')}</span>
        </a>
      </div>
      {collections.length > 0 ? (
        <ul className="export-list">
          {collections.map((name) => (
            <li key={name}>
              <a className="button" href={`/profile/export?${new URLSearchParams({ format: 'csv', collection: name })}`}>
                <Download aria-hidden="true" size={18} />
                <span>{t('profile:data.csv', { name: t(`profile:data.collections.${name}`, { defaultValue: name }) })}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('profile:data.csvNone')}</p>
      )}
    </section>
  );
}
