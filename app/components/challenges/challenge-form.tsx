/*
 * Creating or editing a challenge: what counts (and the unit of a `manuel` one), the target, the
 * dates, public or private. Checked here as typed, and again by the server, which also checks the
 * pseudonym (unique on the leaderboard) and answers with the challenge's page.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageText, useAction } from '#app/components/data/use-action.ts';
import { ErrorSummary, NumberField, SelectField, SubmitButton, TextAreaField, TextField } from '#app/components/ui/form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { CHALLENGE_METRICS, type ChallengeMetric } from '#app/lib/challenges/index.ts';
import { CHALLENGE_BOUNDS, CHALLENGE_VISIBILITIES, type Challenge, type ChallengeFields } from '#app/lib/data/challenges.ts';
import { challengeFormValues, validateChallengeForm, type ChallengeFormValues } from '#app/lib/forms/challenge.ts';
import type { FieldErrors } from '#app/lib/forms/messages.ts';
import type { action } from '#app/routes/_app.challenges.new.tsx';
import { isPseudonymRefusal, PseudonymField } from './challenge-parts.tsx';

type Values = ChallengeFormValues;

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
  // The edit route's action answers as the new one's does (a redirect, or the same failures).
  const fetcher = useAction<typeof action>();
  const askPseudonym = mode === 'new' && pseudonym === null;
  const form = useForm<Values, ChallengeFields>({
    values: challengeFormValues(challenge, today, defaultEnd),
    validate: (values) => {
      const verdict = validateChallengeForm(values, today, askPseudonym);
      return verdict.ok ? verdict : { ok: false, errors: verdict.fieldErrors };
    },
  });
  const server = fetcher.failure;
  const errors: FieldErrors = { ...fetcher.fieldErrors, ...form.errors };
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
  const pseudonymRefusal = server && isPseudonymRefusal(server.message.key) ? server.message : undefined;
  const otherRefusal = server && Object.keys(server.fieldErrors).length === 0 && !pseudonymRefusal ? server.message : null;
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
        onSubmit={form.submit((_value, values) => {
          // The fields as typed: the server parses and checks them as this form just did.
          void fetcher.submit({ ...values }, { method: 'post' });
        })}
      >
        <ErrorSummary errors={errors} labels={labels} idOf={form.idOf} />
        {otherRefusal ? (
          <p className="form-error" role="alert">
            {messageText(t, otherRefusal)}
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
          <SubmitButton busy={fetcher.busy}>{t(mode === 'new' ? 'challenges:form.create' : 'challenges:form.save')}</SubmitButton>
          <Link to={challenge ? `/challenges/view/${challenge.id}` : '/challenges'} className="button">
            {t('challenges:form.cancel')}
          </Link>
        </div>
      </form>
    </Page>
  );
}
