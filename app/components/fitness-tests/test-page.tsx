import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { useWriter } from '#app/components/data/use-writer.ts';
import { Page } from '#app/components/ui/page.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { ageOn, localIsoDay } from '#app/lib/dates/index.ts';
import { PUSHUP_NORM_VARIANT, TESTS, type TestId, type TestScore } from '#app/lib/fitness-tests/index.ts';
import type { BodyFacts } from '#app/lib/data/body-facts.ts';
import { testHistory, testResultDoc, testResultDocument, type TestResult } from '#app/lib/data/test-results.ts';
import { formatDuration, formatNumber } from '#app/lib/format/index.ts';
import { formFields, readForm, type FormReading, type FormValues } from '#app/lib/fitness-tests/form-values.ts';
import { formatTestValue } from '#app/lib/fitness-tests/format.ts';
import { HistoryChart } from './history-chart.tsx';
import { HistoryList } from './history-list.tsx';
import { Protocol } from './protocol.tsx';
import { ResultForm } from './result-form.tsx';
import { ScoreCard } from './score-card.tsx';
import { TestTimer } from './test-timer.tsx';
import { type Validation } from '#app/lib/forms/validation.ts';

type ValidReading = Extract<FormReading, { ok: true }>;

function initialValues(testId: TestId, facts: BodyFacts, today: string): FormValues {
  const age = ageOn(facts.birthDate, today);
  const weight = facts.latest.weightKg?.value ?? null;
  const values: Record<string, string> = { sex: facts.sex ?? '', age: age === null ? '' : String(age), date: today };
  for (const f of formFields(testId)) {
    values[f.name] = f.fromProfile && weight !== null ? formatNumber(weight, 1, { trimZeros: true }) : '';
  }
  if (testId === 'pushups-max') values.variant = PUSHUP_NORM_VARIANT[facts.sex ?? 'homme'];
  if (testId === 'sit-and-reach') values.device = 'ymca';
  return values;
}

export function TestPage({ testId, facts, history: initialHistory, today }: { testId: TestId; facts: BodyFacts; history: TestResult[]; today: string }) {
  const { t } = useTranslation();
  const { data: history, error: liveError } = useLiveQuery(testHistory, { testId }, initialHistory);
  const writer = useWriter();
  const [base] = useState(() => initialValues(testId, facts, today));
  // Checked with the person's own day at submit: a test at 00:30 belongs to today.
  const form = useForm({
    values: base,
    validate: (v: FormValues): Validation<ValidReading> => {
      const reading = readForm(testId, v, localIsoDay());
      return reading.ok ? { ok: true, value: reading } : reading;
    },
  });
  const values = form.values;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  // The score just saved stays on screen (the inputs clear for the next attempt) until the
  // person types again.
  const [saved, setSaved] = useState<TestScore | null>(null);
  const prefilled = { sex: facts.sex !== null, age: ageOn(facts.birthDate, today) !== null };

  const reading = readForm(testId, values, today);

  const setValue = (name: string, value: string) => {
    setSaved(null);
    form.update((current) => {
      const next: Record<string, string> = { ...current, [name]: value };
      // The age follows the test day while the person has not typed one of their own.
      if (name === 'date' && !touched.has('age') && facts.birthDate) {
        const age = ageOn(facts.birthDate, value);
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

  // Messages appear from the first save attempt on, then follow the typing (useForm). Not on
  // blur: a message inserted above the button as the field loses focus moves the button away.
  const onSubmit = form.submit((result, submitted) => {
    setSaving(true);
    const document = testResultDocument({ testId, date: result.date, inputs: result.inputs, score: result.score, person: result.person });
    void writer.run((data) => data.add(testResultDoc, {}, document), t('tests:ui.saveFailed')).then((ok) => {
      setSaving(false);
      if (!ok) return;
      toast.success(t('tests:ui.saved'), `${t(`tests:items.${testId}.name`)} : ${formatTestValue(t, testId, result.score.unit, result.score.value)}`);
      // Ready for the next attempt: the person and the day stay, the measured values clear.
      form.restart({ ...submitted, ...Object.fromEntries(formFields(testId).filter((f) => !f.fromProfile).map((f) => [f.name, ''])) });
      setSaved(result.score);
    });
  });

  const remove = async (id: string) => {
    const ok = await writer.run((data) => data.remove(testResultDoc, { id }), t('tests:ui.history.deleteFailed'));
    if (ok) toast.success(t('tests:ui.history.deleted'));
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
            <ResultForm testId={testId} form={form} prefilled={prefilled} onChange={setValue} onSubmit={onSubmit} saving={saving} ready={writer.ready} />
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
