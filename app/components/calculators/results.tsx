import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#app/lib/format/index.ts';

/** Colour families of the interpretation bands (see calculators.css). */
export type Tone = 'good' | 'fair' | 'caution' | 'danger' | 'info';

/** The main figure: value, unit and what it is, announced politely when it changes. */
export function MainValue({ label, value, unit, note }: { label: string; value: string; unit?: string; note?: ReactNode }) {
  return (
    <div className="calc-main" aria-live="polite" aria-atomic="true">
      <p className="calc-main-label">{label}</p>
      <p className="calc-main-value" data-testid="calc-value">
        {value}
        {unit ? <span className="calc-main-unit">{unit}</span> : null}
      </p>
      {note ? <p className="calc-main-note muted">{note}</p> : null}
    </div>
  );
}

/** The interpretation in words and colour (the colour is never the only signal). */
export function BandBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <p className={`calc-band tone-${tone}`} data-testid="calc-band" data-tone={tone}>
      <span className="calc-band-dot" aria-hidden="true" />
      {children}
    </p>
  );
}

/** Every band of the scale, the person's one marked, so "Surpoids" reads in context. */
export function BandScale({ label, bands }: { label: string; bands: readonly { id: string; text: string; tone: Tone; current: boolean }[] }) {
  return (
    <div className="calc-scale">
      <p className="calc-scale-label">{label}</p>
      <ol className="calc-scale-list">
        {bands.map((b) => (
          <li key={b.id} className={`tone-${b.tone}`} aria-current={b.current ? 'true' : undefined}>
            <span className="calc-band-dot" aria-hidden="true" />
            {b.text}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Secondary figures as a definition list. */
export function Details({ items }: { items: readonly { label: string; value: string | null; hint?: string }[] }) {
  const { t } = useTranslation();
  return (
    <dl className="calc-details">
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>
            {item.value ?? <span className="muted">{t('calculators:ui.notAvailable')}</span>}
            {item.hint ? <span className="muted calc-details-hint">{item.hint}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Warnings({ keys }: { keys: readonly string[] }) {
  const { t } = useTranslation();
  if (keys.length === 0) return null;
  return (
    <>
      {keys.map((key) => (
        <p key={key} className="callout warning" role="note">
          {t(key)}
        </p>
      ))}
    </>
  );
}

/** Number with its unit through the locale ("22,9 kg/m²"), for details and tables. */
export function useUnits() {
  const { t } = useTranslation();
  return {
    kg: (v: number, d = 1) => t('calculators:ui.units.kgValue', { value: formatNumber(v, d) }),
    kcal: (v: number) => t('calculators:ui.units.kcalValue', { value: formatNumber(Math.round(v)) }),
    bpm: (v: number) => t('calculators:ui.units.bpmValue', { value: formatNumber(Math.round(v)) }),
    pct: (v: number, d = 1) => t('calculators:ui.units.pctValue', { value: formatNumber(v, d) }),
    g: (v: number) => t('calculators:ui.units.gValue', { value: formatNumber(Math.round(v)) }),
    kmh: (v: number) => t('calculators:ui.units.kmhValue', { value: formatNumber(v, 1) }),
    index: (v: number) => t('calculators:ui.units.indexValue', { value: formatNumber(v, 1) }),
  };
}
