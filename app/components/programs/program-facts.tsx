import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ProgramDraft } from '#app/lib/training/index.ts';

/** Goal, level, length and days a week, the way a program list shows them. */
export function programFacts(t: TFunction, program: ProgramDraft): string[] {
  const daysPerWeek = Math.max(...program.weeks.map((week) => week.days.length));
  return [
    t(`programs:goal.${program.goal}`),
    t(`programs:level.${program.level}`),
    t('programs:facts.weeks', { count: program.weeks.length }),
    t('programs:facts.daysPerWeek', { count: daysPerWeek }),
  ];
}

export function ProgramFacts({ program }: { program: ProgramDraft }) {
  const { t } = useTranslation();
  return (
    <ul className="program-facts">
      {programFacts(t, program).map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}
