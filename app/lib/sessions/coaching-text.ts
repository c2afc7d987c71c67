import { formatNumber } from '#app/lib/format/index.ts';
import type { SessionExercise } from '#app/lib/data/sessions.ts';

const kg = (value: number) => formatNumber(value, 2, { trimZeros: true });

/**
 * Why a program exercise's sets were filled with this load, in one line ("+2,5 kg : les 5 séries
 * réussies la dernière fois"), for the logging screen and the program's next day.
 */
export function coachingText(t: (key: string, options?: Record<string, unknown>) => string, entry: Pick<SessionExercise, 'coaching' | 'target'>): string | null {
  const coaching = entry.coaching;
  if (!coaching) return null;
  const weightKg = entry.target?.weightKg;
  const double = coaching.kind === 'double';
  switch (coaching.reason) {
    case 'premiere':
      return t(weightKg ? 'programs:coaching.premiere' : 'programs:coaching.premiereNoLoad');
    case 'hausse': {
      const increment = weightKg !== undefined && coaching.lastKg !== undefined ? weightKg - coaching.lastKg : 0;
      // The discs cannot make the rule's step: the load stays, and the line says so.
      if (increment <= 0) return t('programs:coaching.notLoadable');
      return t(double ? 'programs:coaching.hausseDouble' : 'programs:coaching.hausse', { increment: kg(increment), count: coaching.sets });
    }
    case 'maintien':
      return t(double ? 'programs:coaching.maintienDouble' : 'programs:coaching.maintien', { weight: kg(coaching.lastKg ?? 0) });
    case 'decharge':
      return t(double ? 'programs:coaching.dechargeDouble' : 'programs:coaching.decharge', { weight: kg(coaching.lastKg ?? 0) });
  }
}
