/*
 * Creating or editing a challenge: what counts (and the unit of a `manuel` one), the target, the
 * dates, public or private. Checked here as typed, and again by the server, which also checks the
 * pseudonym (unique on the leaderboard) and answers with the challenge's page.
 */
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { ErrorSummary, NumberField, SelectField, SubmitButton, TextAreaField, TextField } from '#app/components/ui/form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { schemaValidation, useForm, type Validation } from '#app/components/ui/use-form.ts';
import { CHALLENGE_METRICS, type ChallengeMetric } from '#app/lib/challenges/index.ts';
import { formatDecimalInput, parseDecimal } from '#app/lib/format/index.ts';
import { CHALLENGE_BOUNDS, CHALLENGE_VISIBILITIES, challengeDatesError, challengeFieldsSchema, type Challenge, type ChallengeFields } from '#app/lib/firebase/challenges.ts';
import { pseudonymError } from '#app/lib/firebase/leaderboard.ts';
import type { FieldErrors } from '#app/lib/forms/messages.ts';
import { isPseudonymRefusal, PseudonymField } from './challenge-parts.tsx';

interface Values {
  title: string;
  description: string;
  metric: string;
  unit: string;
  target: string;
  startDate: string;
  endDate: string;
  visibility: string;
  pseudonym: string;
}

type ActionData = { intent: string; ok: boolean; error?: string; fields?: FieldErrors; retryAfterSec?: number };

const PSEUDONYM_MESSAGES: Record<string, string> = {
  'leaderboard:errors.short': 'challenges:refusals.pseudonymShort',
  'leaderboard:errors.long': 'challenges:refusals.pseudonymLong',
  'leaderboard:errors.pattern': 'challenges:refusals.pseudonymPattern',
};

function validate(values: Values, today: string, askPseudonym: boolean): Validation<ChallengeFields> {
  const target = parseDecimal(values.target);
  const candidate = {
    title: values.title,
    description: values.description,
    metric: values.metric,
    unit: values.metric === 'manuel' ? values.unit : null,
    // A text that is no number stays text, so the message says "not a number" rather than "required".
    target: target ?? (values.target.trim() === '' ? null : values.target),
    startDate: values.startDate,
    endDate: values.endDate,
    visibility: values.visibility,
  };
  const verdict = schemaValidation(challengeFieldsSchema, candidate);
  const errors: FieldErrors = verdict.ok ? {} : { ...verdict.errors };
  // The schema checks fields across only once each is valid: say everything at the first submit.
  const dates = challengeDatesError(values);
  if (!errors.endDate && dates) errors.endDate = { key: dates };
  if (!errors.endDate && values.endDate < today) errors.endDate = { key: 'challenges:errors.endPast' };
  const pseudonym = askPseudonym ? pseudonymError(values.pseudonym.trim().replace(/\s+/g, ' ')) : null;
  if (pseudonym) errors.pseudonym = { key: PSEUDONYM_MESSAGES[pseudonym] ?? 'challenges:refusals.pseudonymPattern' };
  return verdict.ok && Object.keys(errors).length === 0 ? verdict : { ok: false, errors };
}

export interface ChallengeFormScreenProps {
  readonly mode: 'new' | 'edit';
  readonly today: string;
  readonly defaultEnd: string;
  /** The name the person already goes by; null: the form asks for one (creating only). */
  readonly pseudonym: string | null;
  readonly challenge: Challenge | null;
}

export function ChallengeFormScreen({ mode, today, defaultEnd, pseudonym, challenge }: ChallengeFormScreenProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionData>();
  const askPseudonym = mode === 'new' && pseudonym === null;
  const form = useForm<Values, ChallengeFields>({
    values: {
      title: challenge?.title ?? '',
      description: challenge?.description ?? '',
      metric: challenge?.metric ?? 'seances',
      unit: challenge?.unit ?? '',
      target: challenge ? formatDecimalInput(challenge.target) : '',
      startDate: challenge?.startDate ?? today,
      endDate: challenge?.endDate ?? defaultEnd,
      visibility: challenge?.visibility ?? 'publique',
      pseudonym: '',
    },
    validate: (values) => validate(values, today, askPseudonym),
  });
  const server = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const errors: FieldErrors = { ...(server?.fields ?? {}), ...form.errors };
  const metric = form.values.metric as ChallengeMetric;
  const labels: Record<string, string> = {
    title: t('challenges:form.title'),
    description: t('challenges:form.description'),
    metric: t('challenges:form.metric'),
    ...(metric === 'manuel' ? { unit: t('challenges:form.unit') } : {}),
    target: t('challenges:form.target'),
    startDate: t('challenges:form.startDate'),
    endDate: t('challenges:form.endDate'),
    visibility: t('challenges:form.visibility'),
    ...(askPseudonym ? { pseudonym: t('challenges:form.pseudonym') } : {}),
  };
  const pseudonymRefusal = isPseudonymRefusal(server?.error) ? { key: server.error } : undefined;
  const otherRefusal = server?.error && !server.fields && !pseudonymRefusal ? server.error : null;
  const field = (name: keyof Values & string) => ({ ...form.field(name), error: errors[name] });
  const unitText = metric === 'manuel' ? form.values.unit.trim() : (CHALLENGE_METRICS as readonly string[]).includes(metric) ? t(`challenges:units.${metric}`) : '';

  return (
    <Page
      title={t(mode === 'new' ? 'challenges:form.newTitle' : 'challenges:form.editTitle')}
      description={t(mode === 'new' ? 'challenges:form.newDescription' : 'challenges:form.editDescription')}
    >
      <form
        className="stack challenge-form panel"
        noValidate
        onSubmit={form.submit((value, values) => {
          void fetcher.submit({ fields: JSON.stringify(value), pseudonym: values.pseudonym }, { method: 'post' });
        })}
      >
        <ErrorSummary errors={errors} labels={labels} idOf={form.idOf} />
        {otherRefusal ? (
          <p className="form-error" role="alert">
            {t(otherRefusal, { seconds: server?.retryAfterSec })}
          </p>
        ) : null}
        <TextField {...field('title')} label={labels.title} maxLength={CHALLENGE_BOUNDS.title.max + 20} required />
        <TextAreaField {...field('description')} label={labels.description} maxLength={CHALLENGE_BOUNDS.description.max} />
        <div className="form-grid">
          <SelectField
            {...field('metric')}
            label={labels.metric}
            hint={(CHALLENGE_METRICS as readonly string[]).includes(metric) ? t(`challenges:metricHints.${metric}`) : undefined}
            options={CHALLENGE_METRICS.map((m) => ({ value: m, label: t(`challenges:metrics.${m}`) }))}
          />
          {metric === 'manuel' ? <TextField {...field('unit')} label={labels.unit} hint={t('challenges:form.unitHint')} maxLength={CHALLENGE_BOUNDS.unit.max + 10} /> : null}
          <NumberField {...field('target')} label={labels.target} unit={unitText} required />
        </div>
        <div className="form-grid">
          <TextField {...field('startDate')} type="date" label={labels.startDate} required />
          <TextField {...field('endDate')} type="date" label={labels.endDate} hint={t('challenges:form.datesHint')} required />
        </div>
        <fieldset className="choice-list">
          <legend>{labels.visibility}</legend>
          {CHALLENGE_VISIBILITIES.map((visibility, index) => (
            <label key={visibility} className="choice">
              <input
                type="radio"
                id={index === 0 ? form.idOf('visibility') : undefined}
                name="visibility"
                value={visibility}
                checked={form.values.visibility === visibility}
                onChange={() => form.set('visibility', visibility)}
              />
              <span>{t(`challenges:form.${visibility}`)}</span>
            </label>
          ))}
        </fieldset>
        {askPseudonym ? (
          <PseudonymField id={form.idOf('pseudonym')} error={errors.pseudonym ?? pseudonymRefusal} value={form.values.pseudonym} onChange={(value) => form.set('pseudonym', value)} />
        ) : null}
        <div className="form-actions">
          <SubmitButton busy={fetcher.state !== 'idle'}>{t(mode === 'new' ? 'challenges:form.create' : 'challenges:form.save')}</SubmitButton>
          <Link to={challenge ? `/challenges/view/${challenge.id}` : '/challenges'} className="button">
            {t('challenges:form.cancel')}
          </Link>
        </div>
      </form>
    </Page>
  );
}
