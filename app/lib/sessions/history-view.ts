/*
 * What /sessions shows, as its URL says it: `?programme=<id>&exercice=<id>&periode=3m&n=40`.
 * The URL is the only state, so a filtered history can be shared and the back button undoes a
 * filter. Values that make no sense fall back to the whole history rather than an error page.
 */
import { isTrainingPeriod, trainingPeriodStart, type TrainingPeriod } from '#app/lib/dates/index.ts';
import { HISTORY_MAX, HISTORY_PAGE, type HistoryFilter } from '#app/lib/data/sessions.ts';

export type HistoryView = {
  programId: string | null;
  exerciseId: string | null;
  period: TrainingPeriod;
  /** Sessions shown, in whole pages. */
  count: number;
};

/** Ids longer than a document id can be are typos, not filters. */
const ID_MAX = 128;
const idFrom = (value: string | null) => (value && value.length <= ID_MAX ? value : null);

export function historyViewFrom(params: URLSearchParams): HistoryView {
  const period = params.get('periode');
  const asked = Number(params.get('n'));
  return {
    programId: idFrom(params.get('programme')),
    exerciseId: idFrom(params.get('exercice')),
    period: isTrainingPeriod(period) ? period : 'tout',
    count: Number.isInteger(asked) && asked > HISTORY_PAGE ? Math.min(HISTORY_MAX, Math.ceil(asked / HISTORY_PAGE) * HISTORY_PAGE) : HISTORY_PAGE,
  };
}

/** The URL of a view; what is the default is left out, so the plain history stays `/sessions`. */
export function historyHref(view: HistoryView): string {
  const params = new URLSearchParams();
  if (view.programId) params.set('programme', view.programId);
  if (view.exerciseId) params.set('exercice', view.exerciseId);
  if (view.period !== 'tout') params.set('periode', view.period);
  if (view.count > HISTORY_PAGE) params.set('n', String(view.count));
  const search = params.toString();
  return search ? `/sessions?${search}` : '/sessions';
}

/** The query's filter for a view, its period ending on `today`. */
export function historyFilterOf(view: HistoryView, today: string): HistoryFilter {
  return { programId: view.programId, exerciseId: view.exerciseId, from: trainingPeriodStart(view.period, today) };
}

export function isFiltered(view: HistoryView): boolean {
  return Boolean(view.programId || view.exerciseId || view.period !== 'tout');
}
