import { useTranslation } from 'react-i18next';
import { activityFactor } from '#app/lib/calculators/bmr-tdee.ts';
import type { Profile } from '#app/lib/data/profile.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import { MET_ACTIVITIES, RUNNING_SPEEDS } from '#app/lib/nutrition/exercise-met.ts';

const metText = (met: number) => formatNumber(met, 1);

/** How every figure of the page is computed, the rule against double counting and the MET table. */
export function MethodNotes({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const level = profile.activityLevel;
  return (
    <section className="panel stack balance-method" aria-labelledby="method-title">
      <h2 id="method-title">{t('energy:rules.title')}</h2>
      <p>{t('energy:rules.bmr')}</p>
      <p data-testid="double-count-rule">
        {level
          ? t('energy:rules.doubleCountLevel', { factor: formatNumber(activityFactor(level), 3, { trimZeros: true }), activity: t(`calculators:activityLevels.${level}.label`) })
          : t('energy:rules.doubleCountNoLevel')}{' '}
        {t('energy:rules.doubleCount')}
      </p>
      <p>{t('energy:rules.sessions')}</p>
      <p>{t('energy:rules.weight')}</p>
      <details>
        <summary>{t('energy:rules.metTitle')}</summary>
        <table className="met-table">
          <caption className="visually-hidden">{t('energy:rules.metTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('energy:rules.activity')}</th>
              <th scope="col">{t('energy:rules.met')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(MET_ACTIVITIES).map(([activity, met]) => (
              <tr key={activity}>
                <th scope="row">{t(`energy:rules.activities.${activity}`)}</th>
                <td>{metText(met)}</td>
              </tr>
            ))}
            {RUNNING_SPEEDS.map((band) => (
              <tr key={band.kmh}>
                <th scope="row">{t('energy:rules.activities.running', { kmh: formatNumber(band.kmh, 1, { trimZeros: true }) })}</th>
                <td>{metText(band.met)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="muted">{t('energy:rules.metSource')}</p>
      </details>
    </section>
  );
}
