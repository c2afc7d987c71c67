import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageText, useAction } from '#app/components/data/use-action.ts';
import { toast } from '#app/components/ui/toaster.tsx';
import { formatDay } from '#app/lib/format/index.ts';
import { shiftWeekKey } from '#app/lib/dates/index.ts';
import type { action } from '#app/routes/_app.nutrition.meal-plans.tsx';

const WHOLE_WEEK = 'semaine';

/**
 * Applies the chosen day or the whole week to the day log. The server adds only the planned items
 * the log lacks (their entry ids come from the week and the item), so applying twice is harmless.
 */
export function ApplyPanel({ week, selected, dates, saving }: { week: string; selected: number; dates: readonly string[]; saving: boolean }) {
  const { t } = useTranslation();
  const fetcher = useAction<typeof action>({
    onSuccess: (result) => {
      if (result.intent !== 'apply') return;
      if (result.added === 0) toast.info(t('meal-plans:apply.nothingNew', { count: result.skipped }));
      else toast.success(t('meal-plans:apply.done', { count: result.added }), result.skipped > 0 ? t('meal-plans:apply.skipped', { count: result.skipped }) : undefined);
    },
  });
  const [what, setWhat] = useState('jour');
  // The last application's answer stays shown (its link to the day log) until the next one.
  const result = fetcher.fetcher.data;
  const firstDay = result?.ok && result.intent === 'apply' ? result.days[0] : undefined;
  return (
    <fetcher.Form method="post" className="panel stack" aria-labelledby="apply-title">
      <h2 id="apply-title">{t('meal-plans:apply.title')}</h2>
      <p className="muted">{t('meal-plans:apply.help')}</p>
      <input type="hidden" name="intent" value="apply" />
      <input type="hidden" name="semaine" value={week} />
      {(what === WHOLE_WEEK ? dates.map((_, i) => i) : [selected]).map((i) => (
        <input key={i} type="hidden" name="jour" value={i} />
      ))}
      <fieldset className="choice-list">
        <legend className="visually-hidden">{t('meal-plans:apply.what')}</legend>
        <label>
          <input type="radio" name="portee" value="jour" checked={what === 'jour'} onChange={() => setWhat('jour')} />{' '}
          {t('meal-plans:apply.day', { day: formatDay(dates[selected]!, 'weekday') })}
        </label>
        <label>
          <input type="radio" name="portee" value={WHOLE_WEEK} checked={what === WHOLE_WEEK} onChange={() => setWhat(WHOLE_WEEK)} /> {t('meal-plans:apply.week')}
        </label>
      </fieldset>
      {fetcher.failure ? (
        <p className="field-error" role="alert">
          {messageText(t, fetcher.failure.message)}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={saving || fetcher.busy} aria-busy={fetcher.busy || undefined}>
          {t('meal-plans:apply.submit')}
        </button>
        {firstDay ? (
          <Link className="button ghost" to={`/nutrition/logs?jour=${firstDay}`}>
            {t('meal-plans:apply.openLog')}
          </Link>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

/** Copies the week's plan to another week, replacing that week's plan only when asked to. */
export function CopyWeekPanel({ week }: { week: string }) {
  const { t } = useTranslation();
  const fetcher = useAction<typeof action>({
    onSuccess: (result) => {
      if (result.intent === 'copy') toast.success(t('meal-plans:copy.done', { week: result.target }));
    },
  });
  const [target, setTarget] = useState(shiftWeekKey(week, 1));
  const result = fetcher.fetcher.data;
  const copied = result?.ok && result.intent === 'copy' ? result.target : null;
  const error = fetcher.failure ? messageText(t, fetcher.failure.message) : null;
  return (
    <fetcher.Form method="post" className="panel stack" aria-labelledby="copy-week-title" noValidate>
      <h2 id="copy-week-title">{t('meal-plans:copy.title')}</h2>
      <input type="hidden" name="intent" value="copy" />
      <input type="hidden" name="semaine" value={week} />
      <div className="field">
        <label htmlFor="copy-week-target">{t('meal-plans:copy.to')}</label>
        <input
          id="copy-week-target"
          name="vers"
          type="week"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'copy-week-error' : 'copy-week-hint'}
        />
        <p id="copy-week-hint" className="field-hint">
          {t('meal-plans:copy.hint')}
        </p>
        {error ? (
          <p id="copy-week-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <label className="check">
        <input type="checkbox" name="remplacer" value="oui" /> {t('meal-plans:copy.replace')}
      </label>
      <div className="form-actions">
        <button type="submit" className="button" disabled={fetcher.busy} aria-busy={fetcher.busy || undefined}>
          {t('meal-plans:copy.submit')}
        </button>
        {copied ? (
          <Link className="button ghost" to={`?semaine=${copied}`}>
            {t('meal-plans:copy.open', { week: copied })}
          </Link>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
