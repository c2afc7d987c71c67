/*
 * The browser half of the action contract (app/lib/forms/action-result.ts), as `useWriter` is
 * for browser writes: one fetcher typed by the route's action, whether it is busy, the settled
 * answer split into its success or its failure (message and field messages), `status` for
 * <SaveIndicator>, and each answer handled once — a success toast, the failure's error toast.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { toast } from '#app/components/ui/toaster.tsx';
import type { FieldErrors } from '#app/lib/forms/messages.ts';
import type { WriteStatus } from '#app/lib/data/write-status.ts';

type Fetcher<A> = ReturnType<typeof useFetcher<A>>;
type Answer<A> = NonNullable<Fetcher<A>['data']>;
type SuccessOf<A> = Extract<Answer<A>, { ok: true }>;
type FailureOf<A> = Extract<Answer<A>, { ok: false }>;

export interface ActionOptions<A> {
  /** Shares the fetcher between components (the form that sent it may be gone once it succeeds). */
  readonly key?: string;
  /** Runs once per success (a toast, a follow-up). */
  readonly onSuccess?: (result: SuccessOf<A>) => void;
  /**
   * A failure's message as an error toast: `true`, or a title with the message below it. Leave
   * it out where the screen shows the message itself (under a field, in an alert).
   */
  readonly failureToast?: boolean | string;
  /** Runs once per failure, after the toast. */
  readonly onFailure?: (failure: FailureOf<A>) => void;
}

export interface Action<A> {
  readonly fetcher: Fetcher<A>;
  readonly Form: Fetcher<A>['Form'];
  readonly submit: Fetcher<A>['submit'];
  /** Sent and not yet answered, or the page data reloading after the answer. */
  readonly busy: boolean;
  /** The latest answer, once the action gave it (not the previous one while a form is sent again). */
  readonly result: Answer<A> | undefined;
  readonly failure: FailureOf<A> | undefined;
  /** The failure's messages per field (none while nothing failed). */
  readonly fieldErrors: FieldErrors;
  readonly status: WriteStatus;
}

const NO_ERRORS: FieldErrors = {};

type Translate = ReturnType<typeof useTranslation>['t'];

/** A failure's message (or a field's) in French: its key with its parameters. */
export function messageText(t: Translate, message: { readonly key: string; readonly params?: object }): string {
  return t(message.key, { ...message.params });
}

export function useAction<A>(options: ActionOptions<A> = {}): Action<A> {
  const { t } = useTranslation();
  const fetcher = useFetcher<A>(options.key === undefined ? undefined : { key: options.key });
  // While a form is sent again, `data` still holds the previous answer: it is not this one's.
  const result = fetcher.state === 'submitting' ? undefined : (fetcher.data as Answer<A> | undefined);
  const outcome = result as { ok: boolean } | undefined;
  const failure = outcome && !outcome.ok ? (result as FailureOf<A>) : undefined;
  const latest = useRef(options);
  latest.current = options;
  const handled = useRef<unknown>(undefined);

  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    const { onSuccess, onFailure, failureToast } = latest.current;
    const answer = result as unknown as { ok: boolean; message?: { key: string; params?: object } };
    if (answer.ok) {
      onSuccess?.(result as SuccessOf<A>);
      return;
    }
    if (failureToast && answer.message) {
      const text = messageText(t, answer.message);
      if (typeof failureToast === 'string') toast.error(failureToast, text);
      else toast.error(text);
    }
    onFailure?.(result as FailureOf<A>);
  }, [result, t]);

  const busy = fetcher.state !== 'idle';
  return {
    fetcher,
    Form: fetcher.Form,
    submit: fetcher.submit,
    busy,
    result,
    failure,
    fieldErrors: (failure as { fieldErrors?: FieldErrors } | undefined)?.fieldErrors ?? NO_ERRORS,
    status: fetcher.state === 'submitting' ? 'saving' : !outcome ? 'idle' : outcome.ok ? 'saved' : 'failed',
  };
}
