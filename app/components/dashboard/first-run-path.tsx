import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import { useWriter, type Writer } from '#app/components/data/use-writer.ts';
import { ProfileForm } from '#app/components/profile/profile-form.tsx';
import { AutoGoals } from '#app/components/settings/auto-goals.tsx';
import { ErrorSummary, NumberField, SubmitButton } from '#app/components/ui/form.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { currentStep, FIRST_RUN_STEPS, withSkipped, type FirstRunStep } from '#app/lib/dashboard/first-run.ts';
import { localIsoDay } from '#app/lib/dates/index.ts';
import type { BodyFacts } from '#app/lib/data/body-facts.ts';
import type { FirstRun } from '#app/lib/dashboard/dashboard.server.ts';
import { firstRunDoc } from '#app/lib/data/first-run.ts';
import { MEASURE_BOUNDS, MEASURE_KEYS, measurementDoc, measurementInputSchema } from '#app/lib/data/measurements.ts';
import { nutritionGoalsDoc, type NutritionGoalsInput } from '#app/lib/data/nutrition-goals.ts';
import type { Profile } from '#app/lib/data/profile.ts';
import { formatDay, formatNumber, parseDecimal, type EnergyUnit } from '#app/lib/format/index.ts';
import { schemaValidation } from '#app/lib/forms/validation.ts';

interface FirstRunProps {
  readonly firstRun: FirstRun;
  readonly profile: Profile;
  readonly accountName: string;
}

/**
 * A new account's path through four steps instead of empty cards. Each write is followed by a
 * fresh read of the dashboard's loader, which says from the person's data which steps are done,
 * so a step done on another screen (a program generated, reminders switched on) counts as well.
 */
export function FirstRunPath({ firstRun, profile, accountName }: FirstRunProps) {
  const { t } = useTranslation();
  const writer = useWriter();
  const revalidator = useRevalidator();
  const [opened, setOpened] = useState<FirstRunStep | null>(null);
  const { statuses, progress, facts } = firstRun;
  const shown = opened ?? currentStep(statuses);

  /** The same writer, then the loader again: the step's status comes from the saved data. */
  const advancing: Writer = {
    ...writer,
    run: async (write, failureTitle) => {
      const ok = await writer.run(write, failureTitle);
      if (ok) {
        setOpened(null);
        await revalidator.revalidate();
      }
      return ok;
    },
  };

  const saveProgress = (skipped: FirstRunStep[], dismissed: boolean, failureTitle: string) =>
    advancing.run((data) => data.set(firstRunDoc, {}, { skipped, dismissed }, { merge: true }), failureTitle);

  return (
    <section className="first-run stack" aria-labelledby="first-run-title">
      <div className="first-run-header">
        <h2 id="first-run-title">{t('dashboard:firstRun.title')}</h2>
        <SaveIndicator status={writer.status} />
      </div>
      <p className="muted">{t('dashboard:firstRun.intro')}</p>
      <ol className="first-run-steps" aria-label={t('dashboard:firstRun.stepsLabel')}>
        {FIRST_RUN_STEPS.map((step, index) => {
          const title = t(`dashboard:firstRun.steps.${step}.title`);
          const status = t(`dashboard:firstRun.statuses.${statuses[step]}`);
          return (
            <li key={step} className={`first-run-step ${statuses[step]}`} data-step={step} data-status={statuses[step]}>
              <button type="button" className="first-run-step-button" aria-current={shown === step ? 'step' : undefined} onClick={() => setOpened(step)}>
                <span className="first-run-step-index" aria-hidden="true">
                  {index + 1}
                </span>
                <span>
                  <span className="first-run-step-title">{title}</span>
                  <span className="first-run-step-status">{status}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>

      {shown === null ? (
        <section className="panel stack" aria-labelledby="first-run-ready">
          <h3 id="first-run-ready">{t('dashboard:firstRun.readyTitle')}</h3>
          <p>{t('dashboard:firstRun.ready')}</p>
          <div className="form-actions">
            <button type="button" className="button primary" disabled={!writer.ready} onClick={() => void saveProgress([...progress.skipped], true, t('dashboard:firstRun.finishFailed'))}>
              {t('dashboard:firstRun.finish')}
            </button>
          </div>
        </section>
      ) : (
        <section className="panel stack first-run-panel" aria-labelledby="first-run-step-title" data-step-panel={shown}>
          <p className="muted">{t('dashboard:firstRun.stepOf', { index: FIRST_RUN_STEPS.indexOf(shown) + 1, total: FIRST_RUN_STEPS.length })}</p>
          <h3 id="first-run-step-title">{t(`dashboard:firstRun.steps.${shown}.title`)}</h3>
          <p>{t(`dashboard:firstRun.steps.${shown}.intro`)}</p>
          {statuses[shown] === 'fait' ? <p className="callout success">{t('dashboard:firstRun.done')}</p> : null}
          {statuses[shown] === 'passe' ? <p className="callout">{t('dashboard:firstRun.skipped')}</p> : null}
          <StepContent step={shown} profile={profile} facts={facts} accountName={accountName} writer={advancing} />
          {statuses[shown] === 'a-faire' ? (
            <div className="form-actions">
              <button type="button" className="button ghost" disabled={!writer.ready} onClick={() => void saveProgress(withSkipped(progress, shown), false, t('dashboard:firstRun.skipFailed'))}>
                {t('dashboard:firstRun.skip')}
              </button>
            </div>
          ) : null}
        </section>
      )}
    </section>
  );
}

function StepContent({ step, profile, facts, accountName, writer }: { step: FirstRunStep; profile: Profile; facts: BodyFacts; accountName: string; writer: Writer }) {
  const { t } = useTranslation();
  switch (step) {
    case 'profil':
      return (
        <>
          <ProfileForm profile={profile} accountName={accountName} writer={writer} />
          <WeightForm facts={facts} writer={writer} />
        </>
      );
    case 'objectifs':
      return <GoalsStep facts={facts} energyUnit={profile.energyUnit} writer={writer} />;
    case 'programme':
      return (
        <div className="form-actions">
          <Link className="button primary" to="/programs/new">
            {t('dashboard:firstRun.steps.programme.generate')}
          </Link>
          <Link className="button" to="/programs">
            {t('dashboard:firstRun.steps.programme.choose')}
          </Link>
          <Link className="button" to="/programs/instant">
            {t('dashboard:firstRun.steps.programme.instant')}
          </Link>
        </div>
      );
    case 'rappels':
      return (
        <div className="form-actions">
          <Link className="button primary" to="/settings/notifications">
            {t('dashboard:firstRun.steps.rappels.open')}
          </Link>
        </div>
      );
  }
}

function GoalsStep({ facts, energyUnit, writer }: { facts: BodyFacts; energyUnit: EnergyUnit; writer: Writer }) {
  const { t } = useTranslation();
  const save = async (input: NutritionGoalsInput) => {
    const ok = await writer.run((data) => data.set(nutritionGoalsDoc, {}, input, { merge: true }), t('settings:nutritionGoals.saveFailed'));
    if (ok) toast.success(t('settings:nutritionGoals.saved'));
    return ok;
  };
  return <AutoGoals facts={facts} energyUnit={energyUnit} onSave={save} busy={!writer.ready} />;
}

/** Today's weight, as a measurement entry of its own (the measurements screen lists it). */
function WeightForm({ facts, writer }: { facts: BodyFacts; writer: Writer }) {
  const { t } = useTranslation();
  const form = useForm({
    values: { weightKg: '' },
    validate: ({ weightKg }) =>
      schemaValidation(
        measurementInputSchema,
        { date: localIsoDay(), notes: '', ...Object.fromEntries(MEASURE_KEYS.map((key) => [key, null])), weightKg: parseDecimal(weightKg) },
        MEASURE_BOUNDS,
      ),
  });
  const latest = facts.latest.weightKg;
  const label = t('dashboard:firstRun.steps.profil.weight');
  const onSubmit = form.submit((input, submitted) => {
    void writer.run((data) => data.add(measurementDoc, {}, input), t('dashboard:firstRun.steps.profil.weightFailed')).then((ok) => {
      if (!ok) return;
      toast.success(t('dashboard:firstRun.steps.profil.weightSaved'));
      form.discard(submitted);
    });
  });
  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-labelledby="first-run-weight-title">
      <h3 id="first-run-weight-title">{t('dashboard:firstRun.steps.profil.weightTitle')}</h3>
      {latest ? <p className="muted">{t('dashboard:firstRun.steps.profil.weightKnown', { weight: formatNumber(latest.value, 1, { trimZeros: true }), date: formatDay(latest.date) })}</p> : null}
      <div className="form-grid">
        <NumberField {...form.field('weightKg')} label={label} unit={MEASURE_BOUNDS.weightKg.unit} />
      </div>
      <ErrorSummary errors={form.errors} labels={{ weightKg: label }} idOf={form.idOf} />
      <div className="form-actions">
        <SubmitButton busy={!writer.ready}>{t('dashboard:firstRun.steps.profil.saveWeight')}</SubmitButton>
      </div>
    </form>
  );
}
