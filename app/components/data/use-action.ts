/*
 * The browser half of the action contract (app/lib/forms/action-result.ts), as `useWriter` is
 * for browser writes: one fetcher typed by the route's action, whether it is busy, the settled
 * answer split into its success or its failure (message and field messages), `status` for
 * <SaveIndicator>, and each answer handled once — a success toast, the failure's error toast.
 * Without a connection nothing is sent: the answer is a failure saying so, and the page stays
 * (a request that fails on the way would replace it with the route's error panel).
 */
import { createElement, forwardRef, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
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

/** The answer to a form not sent for want of a connection (a new one each time, handled once each). */
const unsentFailure = () => ({ ok: false as const, message: { key: 'common:data.errors.unavailable' }, fieldErrors: {} });

type FormProps = Parameters<Fetcher<unknown>['Form']>[0];

export function useAction<A>(options: ActionOptions<A> = {}): Action<A> {
  const { t } = useTranslation();
  const fetcher = useFetcher<A>(options.key === undefined ? undefined : { key: options.key });
  const [unsent, setUnsent] = useState<ReturnType<typeof unsentFailure> | undefined>(undefined);
  const send = useRef(fetcher.submit);
  send.current = fetcher.submit;
  const submit = useCallback<Fetcher<A>['submit']>((target, submitOptions) => {
    if (!navigator.onLine) {
      setUnsent(unsentFailure());
      return Promise.resolve();
    }
    setUnsent(undefined);
    return send.current(target, submitOptions);
  }, []);
  // fetcher.Form is the same component for the hook's whole life (one fetcher key, one route).
  const [Form] = useState(() =>
    forwardRef<HTMLFormElement, FormProps>(function ActionForm(props, ref) {
      const onSubmit = (event: FormEvent<HTMLFormElement>) => {
        props.onSubmit?.(event);
        // A screen that checks first sends through `submit` itself.
        if (event.defaultPrevented) return;
        if (navigator.onLine) return setUnsent(undefined);
        event.preventDefault();
        setUnsent(unsentFailure());
      };
      return createElement(fetcher.Form, { ...props, ref, onSubmit });
    }) as unknown as Fetcher<A>['Form'],
  );
  // While a form is sent again, `data` still holds the previous answer: it is not this one's.
  const result = fetcher.state === 'submitting' ? undefined : ((unsent ?? fetcher.data) as Answer<A> | undefined);
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
    Form,
    submit,
    busy,
    result,
    failure,
    fieldErrors: (failure as { fieldErrors?: FieldErrors } | undefined)?.fieldErrors ?? NO_ERRORS,
    status: fetcher.state === 'submitting' ? 'saving' : !outcome ? 'idle' : outcome.ok ? 'saved' : 'failed',
  };
}
