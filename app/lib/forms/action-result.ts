/*
 * What every route action answers, and the helpers that build it. A success is `{ ok: true, … }`
 * with what the screen needs next; a failure is `{ ok: false, message, fieldErrors }`: one
 * sentence for a toast or an alert, and one message per field the person can fix. Both are
 * `locales/fr` keys (as the browser's own checks give), so the server holds no copy. Every answer
 * goes through `data()` so its HTTP status is stated where it is decided.
 */
import { data } from 'react-router';
import type * as z from 'zod/mini';
import { fieldErrorsFrom, type FieldErrors, type FieldMessage, type NumberBounds } from './messages.ts';

export type ActionSuccess<T extends object = object> = { readonly ok: true } & T;

export interface ActionFailure {
  readonly ok: false;
  readonly message: FieldMessage;
  readonly fieldErrors: FieldErrors;
  /** The form's intent, where one route answers several forms that share a fetcher. */
  readonly intent?: string;
  /** Set on a 429: the `Retry-After` header a fetcher cannot read. */
  readonly retryAfterSec?: number;
}

export type ActionResult<T extends object = object> = ActionSuccess<T> | ActionFailure;

const asMessage = (message: string | FieldMessage): FieldMessage => (typeof message === 'string' ? { key: message } : message);

/** `{ ok: true, …values }`, 200 unless `init` says otherwise (headers such as a cookie). */
export function actionSuccess<const T extends object = object>(values: T = {} as T, init?: ResponseInit) {
  return data({ ok: true as const, ...values }, init);
}

export interface FailureOptions {
  /**
   * 400 for a request the person can fix, 403/429/5xx for the rest. A refusal the screen words
   * under a field may answer 200: the browser then logs no failed request for a typing mistake.
   */
  readonly status: number;
  readonly fieldErrors?: FieldErrors;
  readonly intent?: string;
  readonly headers?: HeadersInit;
}

/** `{ ok: false, message, fieldErrors }` with its status. */
export function actionFailure(message: string | FieldMessage, { status, fieldErrors = {}, intent, headers }: FailureOptions) {
  const failure: ActionFailure = { ok: false, message: asMessage(message), fieldErrors, ...(intent === undefined ? {} : { intent }) };
  return data(failure, { status, headers });
}

/**
 * A 429: the French reason with its wait, and the wait as `Retry-After` and `retryAfterSec`.
 * `error: 'rate-limited'` stays for the JSON endpoints' scripted clients, which read it.
 */
export function rateLimitedFailure(retryAfterSec: number, intent?: string) {
  const failure: ActionFailure & { readonly error: 'rate-limited' } = {
    ok: false,
    message: { key: 'common:errors.rateLimited', params: { seconds: retryAfterSec } },
    fieldErrors: {},
    retryAfterSec,
    error: 'rate-limited',
    ...(intent === undefined ? {} : { intent }),
  };
  return data(failure, { status: 429, headers: { 'Retry-After': String(retryAfterSec), 'Cache-Control': 'no-store' } });
}

/**
 * A form body as a plain object: one string per field, an array for the fields named in `lists`
 * (repeated checkboxes), files dropped (no action takes one).
 */
export function formFields(form: FormData, lists: readonly string[] = []): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name).filter((value): value is string => typeof value === 'string');
    if (lists.includes(name)) fields[name] = values;
    else if (values[0] !== undefined) fields[name] = values[0];
  }
  for (const name of lists) fields[name] ??= [];
  return fields;
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly fieldErrors: FieldErrors };

/** `candidate` through a zod schema: its value, or one French message key per field. */
export function parseWith<T>(schema: z.ZodMiniType<T>, candidate: unknown, bounds: Readonly<Record<string, NumberBounds>> = {}): Parsed<T> {
  const parsed = schema.safeParse(candidate);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, fieldErrors: fieldErrorsFrom(parsed.error.issues, candidate, bounds) };
}
