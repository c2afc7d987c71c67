/** A form's verdict on what was typed: the valid value, or one French message key per field. */
import type * as z from 'zod/mini';
import { fieldErrorsFrom, type FieldErrors, type NumberBounds } from './messages.ts';

export type Validation<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: FieldErrors };

/** A zod schema's verdict on `candidate` (the typed values parsed: '72,5' → 72.5, '' → null). */
export function schemaValidation<T>(schema: z.ZodMiniType<T>, candidate: unknown, bounds: Readonly<Record<string, NumberBounds>> = {}): Validation<T> {
  const parsed = schema.safeParse(candidate);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrorsFrom(parsed.error.issues, candidate, bounds) };
}
