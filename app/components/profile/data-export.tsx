import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';

/** Plain links to the export resource route: the browser downloads, no script needed. */
export function DataExport({ collections }: { collections: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section className="panel stack" aria-labelledby="data-export-title">
      <h2 id="data-export-title">{t('profile:data.title')}</h2>
      <p className="muted">{t('profile:data.intro')}</p>
      <div className="form-actions">
        <a className="button primary" href="/profile/export?format=json" download>
          <Download aria-hidden="true" size={18} />
          <span>{t('profile:data.json')}</span>
        </a>
      </div>
      {collections.length > 0 ? (
        <ul className="export-list">
          {collections.map((name) => (
            <li key={name}>
              <a className="button" href={`/profile/export?${new URLSearchParams({ format: 'csv', collection: name })}`} download>
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
