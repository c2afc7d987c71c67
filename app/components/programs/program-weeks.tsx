import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramDay, ProgramWeek } from '#app/lib/training/index.ts';
import type { Catalogue } from './catalogue.ts';
import { prescriptionText } from '#app/lib/programs/prescription-text.ts';
import { GuideLink } from '#app/components/exercises/guide-link.tsx';

export interface ProgramWeeksProps {
  readonly weeks: readonly ProgramWeek[];
  readonly catalogue: Catalogue;
  /** Best estimated 1RM by exercise id, to show %1RM loads in kg. */
  readonly oneRms?: Readonly<Record<string, number>>;
  /** Weeks shown unfolded (1-based); the others fold away so a 16-week program stays readable. */
  readonly openWeeks?: readonly number[];
  /** What a day offers (start it, replace an exercise): `week` is 1-based, `dayIndex` 0-based. */
  readonly dayActions?: (week: number, dayIndex: number, day: ProgramDay) => ReactNode;
  readonly exerciseActions?: (week: number, dayIndex: number, exerciseIndex: number) => ReactNode;
  /** Marks the next day to do. */
  readonly current?: { readonly week: number; readonly dayIndex: number } | null;
  /** The person's program shown (not a template): its guides offer to replace the exercise in it. */
  readonly programId?: string;
}

/** A whole program, week by week and day by day, as the person will follow it. */
export function ProgramWeeks({ weeks, catalogue, oneRms = {}, openWeeks = [1], dayActions, exerciseActions, current, programId }: ProgramWeeksProps) {
  const { t } = useTranslation();
  return (
    <div className="program-weeks">
      {weeks.map((week, weekIndex) => {
        const number = weekIndex + 1;
        return (
          <details key={number} className="program-week" open={openWeeks.includes(number)}>
            <summary>
              <span className="program-week-title">{t('programs:view.week', { number })}</span>
              <span className="muted">{t('programs:view.daysCount', { count: week.days.length })}</span>
            </summary>
            <ol className="program-days">
              {week.days.map((day, dayIndex) => {
                const isCurrent = current?.week === number && current.dayIndex === dayIndex;
                return (
                  <li key={dayIndex} className="program-day" data-current={isCurrent || undefined} aria-current={isCurrent ? 'step' : undefined}>
                    <div className="program-day-head">
                      <h4>{day.name}</h4>
                      {isCurrent ? <span className="badge">{t('programs:view.nextBadge')}</span> : null}
                      {dayActions?.(number, dayIndex, day)}
                    </div>
                    {day.exercises.length === 0 ? (
                      <p className="muted">{t('programs:view.emptyDay')}</p>
                    ) : (
                      <ol className="program-exercises">
                        {day.exercises.map((prescription, exerciseIndex) => {
                          const exercise = catalogue.find(prescription.exerciseId);
                          return (
                            <li key={exerciseIndex}>
                              <div className="program-exercise">
                                <span className="program-exercise-name">
                                  {prescription.supersetGroup ? <span className="badge">{prescription.supersetGroup}</span> : null}
                                  {catalogue.nameOf(prescription.exerciseId)}
                                </span>
                                <span className="muted">{prescriptionText(t, prescription, exercise, oneRms[prescription.exerciseId])}</span>
                                {prescription.notes ? <span className="program-exercise-notes">{prescription.notes}</span> : null}
                              </div>
                              <div className="program-exercise-actions">
                                {exercise ? <GuideLink exerciseId={exercise.id} name={exercise.name} programId={programId} /> : null}
                                {exerciseActions?.(number, dayIndex, exerciseIndex)}
                              </div>
                            </li>
                          );
                        })}
                      </ol>
                    )}
                  </li>
                );
              })}
            </ol>
          </details>
        );
      })}
    </div>
  );
}
