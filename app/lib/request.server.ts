/*
 * What a request brings before a loader or an action may use it: the route parameters that name
 * a document, and an action's method, origin and form body. Each refusal is thrown as the answer
 * itself (404, 405, 403, 415 or 400, with a short French message), before anything is read or
 * written, so a malformed request never reaches Firestore nor becomes a 500.
 */
import { createContext, data, type RouterContextProvider } from 'react-router';
import type * as z from 'zod/mini';
import { formFields, parseWith, type Parsed } from '#app/lib/forms/action-result.ts';
import { isDocumentId } from '#app/lib/data/document-id.ts';
import { serverEnv } from '#app/lib/env.server.ts';
import { getInstance } from '#app/lib/i18n/i18next.server.ts';

/** The id server.mjs gives each request (also its `X-Request-Id`): a logged error names it. */
export const requestIdContext = createContext<string | null>(null);

/**
 * What React Router itself refused in a request, before any function of ours ran: a method the
 * route has no `action` for, or a GET to a route with no `loader`. Put in place by
 * app/middleware/router-refusal.server.ts around every request, filled in by entry.server's
 * `handleError` (the one place the router reports it), answered by the middleware.
 */
export interface RouterRefusal {
  missing: 'action' | 'loader' | null;
}
export const routerRefusalContext = createContext<RouterRefusal | null>(null);

/**
 * A route or search parameter naming a document, or the app's 404 page: an id Firestore would
 * refuse (a `/`, `..`, `__x__`, 2,000 bytes…) names no page of the app.
 */
export function documentIdParam(value: string | null | undefined): string {
  if (!isDocumentId(value)) throw data(null, { status: 404 });
  return value;
}

interface RequestArgs {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
}

type RefusalKey = 'forbidden' | 'methodNotAllowed' | 'unsupportedMediaType' | 'malformedForm' | 'unknownIntent';

function refusal(context: RequestArgs['context'], status: 400 | 403 | 405 | 415, key: RefusalKey, headers: Record<string, string> = {}): Response {
  return new Response(getInstance(context).t(`common:errors.${key}`), {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** The 405 of every route: `allow` is what the route as a whole takes, for its `Allow` header. */
export function methodNotAllowed(context: RequestArgs['context'], allow: string): Response {
  return refusal(context, 405, 'methodNotAllowed', { Allow: allow });
}

/** Actions answer POST only: React Router hands them every other method too (PUT, DELETE…). */
export function acceptPost({ request, context }: RequestArgs, allow = 'GET, HEAD, POST'): void {
  if (request.method !== 'POST') throw methodNotAllowed(context, allow);
}

/**
 * CSRF wall for cookie-authenticated actions: the browser's Origin must be the app's own. The
 * production server refuses a foreign Origin before the app with the same 403 and sentence
 * (server.mjs); this one holds wherever the app runs without it (the development server).
 */
export function assertSameOrigin({ request, context }: RequestArgs): void {
  const expected = serverEnv.appOrigin ?? new URL(request.url).origin;
  if (request.headers.get('Origin') !== expected) throw refusal(context, 403, 'forbidden');
}

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * An action's form: POST only, sent as a form, readable, and when `intents` is given, one of
 * them in its `intent` field. Every action reads its body here.
 */
export async function readForm(args: RequestArgs, options: { readonly intents?: readonly string[]; readonly allow?: string } = {}): Promise<FormData> {
  acceptPost(args, options.allow);
  const type = args.request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (!type || !FORM_TYPES.has(type)) throw refusal(args.context, 415, 'unsupportedMediaType');
  let form: FormData;
  try {
    form = await args.request.formData();
  } catch {
    throw refusal(args.context, 400, 'malformedForm');
  }
  if (options.intents) {
    const intent = form.get('intent');
    if (typeof intent !== 'string' || !options.intents.includes(intent)) throw refusal(args.context, 400, 'unknownIntent');
  }
  return form;
}

/**
 * An action's form read as `readForm` does, then its fields through the action's zod schema:
 * the input, or one French message per field for the action to answer with `actionFailure`.
 * `lists` names the fields a form repeats (checkboxes), read as arrays.
 */
export async function readFormInput<T>(
  args: RequestArgs,
  schema: z.ZodMiniType<T>,
  options: { readonly intents?: readonly string[]; readonly allow?: string; readonly lists?: readonly string[] } = {},
): Promise<Parsed<T>> {
  const form = await readForm(args, options);
  return parseWith(schema, formFields(form, options.lists));
}
