import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageText } from '#app/components/data/use-action.ts';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { useWriter } from '#app/components/data/use-writer.ts';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { baseFoodId, foodDoc, myFoods, type MyFood } from '#app/lib/data/nutrition.ts';
import type { ActionFailure } from '#app/lib/forms/action-result.ts';
import { capitalised } from '#app/lib/format/index.ts';
import type { BaseFood } from '#app/lib/nutrition/index.ts';
import { CiqualCredit } from './credits.tsx';
import { baseFoodInput } from './use-import.ts';

/* Writes per round trip: small enough for a steady progress bar, large enough to be quick. */
const CHUNK = 25;

type Run = { state: 'idle' } | { state: 'running'; done: number; total: number } | { state: 'stopped' | 'finished' | 'failed'; done: number; total: number };

/**
 * Imports the starter set of chosen Ciqual groups into my foods. Each food's id is its Ciqual
 * code, and only the foods not yet in my foods are written: running it again adds nothing twice,
 * and a run stopped (or a tab closed) halfway resumes where it was.
 */
export function SeedScreen({ groups, initial }: { groups: { group: string; codes: string[] }[]; initial: MyFood[] }) {
  const { t } = useTranslation();
  const { data: foods, error } = useLiveQuery(myFoods, {}, initial);
  const writer = useWriter();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const stopRequested = useRef(false);
  const have = new Set(foods.map((f) => f.id));
  const missingIn = (codes: readonly string[]) => codes.filter((c) => !have.has(baseFoodId(c))).length;
  const selected = groups.filter((g) => chosen.has(g.group));
  const toImport = selected.reduce((n, g) => n + missingIn(g.codes), 0);
  const running = run.state === 'running';

  const toggle = (group: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(group)) next.add(group);
      return next;
    });

  async function start() {
    stopRequested.current = false;
    const params = new URLSearchParams(selected.map((g) => ['groupe', g.group]));
    let wanted: BaseFood[];
    try {
      const response = await fetch(`/api/nutrition/starter-foods?${params}`);
      const answer = (await response.json()) as { foods: BaseFood[] } | ActionFailure;
      if (!response.ok || !('foods' in answer)) {
        // The server's refusal says why (a session that expired); anything else is the network's.
        const reason = 'message' in answer ? messageText(t, answer.message) : t('common:data.errors.unavailable');
        toast.error(t('nutrition:seed.listFailed'), reason);
        return;
      }
      wanted = answer.foods;
    } catch (cause) {
      console.warn('[seed] list failed', cause);
      toast.error(t('nutrition:seed.listFailed'), t('common:data.errors.unavailable'));
      return;
    }
    const missing = wanted.filter((f) => !have.has(baseFoodId(f.code)));
    let done = 0;
    setRun({ state: 'running', done, total: missing.length });
    for (let start = 0; start < missing.length; start += CHUNK) {
      if (stopRequested.current) return setRun({ state: 'stopped', done, total: missing.length });
      const chunk = missing.slice(start, start + CHUNK);
      const ok = await writer.run(
        (data) => Promise.all(chunk.map((f) => data.set(foodDoc, { id: baseFoodId(f.code) }, baseFoodInput(f), { creating: true }))),
        t('nutrition:seed.failed'),
      );
      if (!ok) return setRun({ state: 'failed', done, total: missing.length });
      done += chunk.length;
      setRun({ state: 'running', done, total: missing.length });
    }
    setRun({ state: 'finished', done, total: missing.length });
    toast.success(t('nutrition:seed.finished', { count: done }));
  }

  return (
    <Page title={t('nutrition:seed.title')} description={t('nutrition:seed.description')} actions={<SaveIndicator status={writer.status} liveError={error} />}>
      <form
        className="panel stack"
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <fieldset className="stack">
          <legend>{t('nutrition:seed.groups')}</legend>
          {groups.map((g) => {
            const missing = missingIn(g.codes);
            return (
              <label key={g.group} className="check">
                <input type="checkbox" checked={chosen.has(g.group)} onChange={() => toggle(g.group)} disabled={running} />
                {t('nutrition:seed.group', { group: capitalised(g.group), count: g.codes.length, missing })}
              </label>
            );
          })}
        </fieldset>
        <p aria-live="polite" data-testid="seed-count">
          {selected.length === 0 ? t('nutrition:seed.pickGroups') : t('nutrition:seed.toImport', { count: toImport })}
        </p>
        {run.state !== 'idle' ? (
          <div className="stack">
            <progress className="goal-bar" max={Math.max(run.total, 1)} value={run.done} aria-label={t('nutrition:seed.progressLabel')} />
            <p role="status">{t(`nutrition:seed.states.${run.state}`, { done: run.done, total: run.total })}</p>
          </div>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={!writer.ready || running || toImport === 0}>
            {run.state === 'stopped' || run.state === 'failed' ? t('nutrition:seed.resume') : t('nutrition:seed.start')}
          </button>
          {running ? (
            <button type="button" className="button" onClick={() => (stopRequested.current = true)}>
              {t('nutrition:seed.stop')}
            </button>
          ) : null}
          <Link className="button ghost" to="/nutrition/foods">
            {t('nutrition:foods.title')}
          </Link>
        </div>
        <CiqualCredit />
      </form>
    </Page>
  );
}
