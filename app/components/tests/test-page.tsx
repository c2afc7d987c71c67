import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { PUSHUP_NORM_VARIANT, TESTS, type TestId, type TestScore } from '#app/lib/fitness-tests/index.ts';
import type { TestPersonProfile, TestResult } from '#app/lib/firebase/test-results.ts';
import { ageOn, formatDuration, formFields, localIsoDay, readForm, type FormValues } from './form-values.ts';
import { formatNumber, formatTestValue } from './format.ts';
import { HistoryChart } from './history-chart.tsx';
import { HistoryList } from './history-list.tsx';
import { Protocol } from './protocol.tsx';
import { ResultForm } from './result-form.tsx';
import { ScoreCard } from './score-card.tsx';
import { TestTimer } from './test-timer.tsx';
import { useTestHistory } from './use-test-history.ts';

function initialValues(testId: TestId, profile: TestPersonProfile, today: string): FormValues {
  const age = ageOn(profile.birthDate, today);
  const values: Record<string, string> = { sex: profile.sex ?? '', age: age === null ? '' : String(age), date: today };
  for (const f of formFields(testId)) {
    values[f.name] = f.fromProfile && profile.weightKg !== null ? formatNumber(profile.weightKg, 1) : '';
  }
  if (testId === 'pushups-max') values.variant = PUSHUP_NORM_VARIANT[profile.sex ?? 'homme'];
  if (testId === 'sit-and-reach') values.device = 'ymca';
  return values;
}

export function TestPage({ testId, profile, history: initialHistory, today }: { testId: TestId; profile: TestPersonProfile; history: TestResult[]; today: string }) {
  const { t } = useTranslation();
  const auth = useClientAuth();
  const { history, liveError } = useTestHistory(testId, initialHistory);
  const [values, setValues] = useState(() => initialValues(testId, profile, today));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  // The score just saved stays on screen (the inputs clear for the next attempt) until the
  // person types again.
  const [saved, setSaved] = useState<TestScore | null>(null);
  const prefilled = { sex: profile.sex !== null, age: ageOn(profile.birthDate, today) !== null };

  const reading = readForm(testId, values, today);
  // Messages appear from the first save attempt on, then follow the typing. Not on blur: a message
  // inserted above the button as the field loses focus moves the button away from the click.
  const shownErrors = reading.ok || !submitted ? {} : reading.errors;

  const setValue = (name: string, value: string) => {
    setSaved(null);
    setValues((current) => {
      const next: Record<string, string> = { ...current, [name]: value };
      // The age follows the test day while the person has not typed one of their own.
      if (name === 'date' && !touched.has('age') && profile.birthDate) {
        const age = ageOn(profile.birthDate, value);
        if (age !== null) next.age = String(age);
      }
      // Push-ups: the normed variant follows the sex until the person picks one.
      if (name === 'sex' && testId === 'pushups-max' && !touched.has('variant') && (value === 'homme' || value === 'femme')) {
        next.variant = PUSHUP_NORM_VARIANT[value];
      }
      return next;
    });
    if (name === 'age' || name === 'variant') setTouched((s) => new Set(s).add(name));
  };
  const save = async () => {
    const result = readForm(testId, values, localIsoDay(new Date()));
    // Rendered at once so the first invalid field exists to take the focus.
    flushSync(() => setSubmitted(true));
    if (!result.ok || auth.status !== 'signed-in') {
      const first = document.querySelector<HTMLElement>('.test-form [aria-invalid="true"]');
      first?.focus();
      return;
    }
    setSaving(true);
    try {
      const repo = await import('#app/lib/firebase/test-results.client.ts');
      await repo.saveTestResult(auth.firebase.db, auth.user.uid, { testId, date: result.date, inputs: result.inputs, score: result.score, person: result.person });
      toast.success(t('tests:ui.saved'), `${t(`tests:items.${testId}.name`)} : ${formatTestValue(t, testId, result.score.unit, result.score.value)}`);
      setValues((current) => ({ ...current, ...Object.fromEntries(formFields(testId).filter((f) => !f.fromProfile).map((f) => [f.name, ''])) }));
      setSaved(result.score);
      setSubmitted(false);
    } catch (error) {
      console.error(error);
      toast.error(t('tests:ui.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const remove = async (id: string) => {
    if (auth.status !== 'signed-in') return;
    try {
      const repo = await import('#app/lib/firebase/test-results.client.ts');
      await repo.deleteTestResult(auth.firebase.db, auth.user.uid, id);
      toast.success(t('tests:ui.history.deleted'));
    } catch (error) {
      console.error(error);
      toast.error(t('tests:ui.history.deleteFailed'));
    }
  };

  const sex = values.sex === 'homme' || values.sex === 'femme' ? values.sex : null;
  const meta = TESTS[testId];
  return (
    <Page title={t(`tests:items.${testId}.name`)} description={t(`tests:items.${testId}.summary`)}>
      <div className="test-layout">
        <div className="test-column stack">
          <Protocol testId={testId} />
          {meta.timer ? (
            <TestTimer
              testId={testId}
              sex={sex}
              onDistance={(m) => setValue('distanceM', String(m))}
              onSeconds={(s) => setValue('timeSec', testId === 'plank-hold' ? String(s) : formatDuration(s))}
              onRecoveryHr={(bpm) => setValue('recoveryHr', String(bpm))}
            />
          ) : null}
        </div>
        <div className="test-column stack">
          <section className="panel stack" aria-labelledby="test-result-title">
            <h2 id="test-result-title">{t('tests:ui.form.title')}</h2>
            <ResultForm
              testId={testId}
              values={values}
              errors={shownErrors}
              prefilled={prefilled}
              onChange={setValue}
              onSubmit={() => void save()}
              saving={saving}
              ready={auth.status === 'signed-in'}
              formError={submitted && !reading.ok}
            />
          </section>
          <section className="panel stack" aria-labelledby="test-score-title" aria-live="polite">
            <h2 id="test-score-title">{t('tests:ui.score.title')}</h2>
            <ScoreCard testId={testId} score={reading.ok ? reading.score : saved} saved={!reading.ok && saved !== null} />
          </section>
          <section className="panel stack" aria-labelledby="test-history-title">
            <h2 id="test-history-title">{t('tests:ui.history.title')}</h2>
            {liveError ? (
              <p className="callout warning" role="status">
                {t('tests:ui.history.liveError')}
              </p>
            ) : null}
            <HistoryChart testId={testId} history={history} />
            <HistoryList testId={testId} history={history} onDelete={remove} />
          </section>
        </div>
      </div>
    </Page>
  );
}
