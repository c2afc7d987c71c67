import { useTranslation } from 'react-i18next';
import type { ProgramDraft } from '#app/lib/training/index.ts';

/** Goal, level, length and days a week, the way a program list shows them. */
export function ProgramFacts({ program }: { program: ProgramDraft }) {
  const { t } = useTranslation();
  const daysPerWeek = Math.max(...program.weeks.map((week) => week.days.length));
  return (
    <ul className="program-facts">
      <li>{t(`programs:goal.${program.goal}`)}</li>
      <li>{t(`programs:level.${program.level}`)}</li>
      <li>{t('programs:facts.weeks', { count: program.weeks.length })}</li>
      <li>{t('programs:facts.daysPerWeek', { count: daysPerWeek })}</li>
    </ul>
  );
}
