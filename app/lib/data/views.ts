/*
 * Views: what one reader needs of a kind of document, declared beside its type. A view names the
 * stored fields it reads and turns them into the reader's value; those fields are parsed with the
 * type's own schema (the fields picked from it), so a document is never decoded by hand and a
 * field means the same thing to every reader. A view is read like a document type: queries are
 * defined on it (`defineQuery(view, …)`), loaders read it with `readQuery` / `readDoc` (which ask
 * firebase-admin for its fields only: a `select()`, so a year of history stays light), and the
 * browser's listeners run the same query and the same parsing on what the SDK hands them.
 */
import * as z from 'zod/mini';
import type { DocumentType, PlainData, ReadableType } from './documents.ts';

/** A document type read through a view: its path, the fields downloaded, their value. */
export interface View<T, P extends string = string> extends ReadableType<T | null, P> {
  /** The stored fields the view reads: all the server downloads, and all a listener parses. */
  readonly fields: readonly string[];
}

type FieldOf<W> = Extract<keyof W, string>;

interface ViewOptions<W, K extends FieldOf<W>, V, T> {
  readonly fields: readonly K[];
  /**
   * Each field parsed on its own: a field that does not fit reads as missing and the others are
   * still read (for a reader that has a use for a document short of a field). Without it, the
   * fields are parsed together and a document that does not fit reads as null, as its type does.
   */
  readonly partial?: boolean;
  /** The parsed fields → the reader's value, or null to leave the document out of a list. */
  readonly from: (value: V, id: string) => T | null;
}

/**
 * A view of `type`: `fields` are read from the stored document and parsed with the type's schema
 * (picked to them); `from` makes the reader's value of them.
 */
export function defineView<const P extends string, W extends object, const K extends FieldOf<W>, T>(
  type: DocumentType<unknown, P, W>,
  options: ViewOptions<W, K, Partial<Pick<W, K>>, T> & { readonly partial: true },
): View<T, P>;
export function defineView<const P extends string, W extends object, const K extends FieldOf<W>, T>(
  type: DocumentType<unknown, P, W>,
  options: ViewOptions<W, K, Pick<W, K>, T> & { readonly partial?: false },
): View<T, P>;
export function defineView<const P extends string, W extends object, const K extends FieldOf<W>, T>(
  type: DocumentType<unknown, P, W>,
  options: ViewOptions<W, K, never, T>,
): View<T, P> {
  const schema = objectSchemaOf(type);
  const shape = schema.shape;
  const fields = [...new Set(options.fields)];
  for (const field of fields) if (!(field in shape)) throw new Error(`${type.path}: no field ${field} to view`);
  const from = options.from as (value: unknown, id: string) => T | null;
  const picked = z.pick(schema, Object.fromEntries(fields.map((field) => [field, true])) as Record<string, true>);
  const fromData = options.partial
    ? (data: PlainData | undefined, id: string) => (data ? from(eachFieldThatFits(shape, fields, data), id) : null)
    : (data: PlainData | undefined, id: string) => {
        if (!data) return null;
        const parsed = picked.safeParse(projection(data, fields));
        return parsed.success ? from(parsed.data, id) : null;
      };
  return { path: type.path, fields, fromData, pendingTimestamps: type.pendingTimestamps };
}

/** The fields a reader of `of` downloads: a view's, or every field of a document type. */
export function fieldsOf(of: object): readonly string[] | undefined {
  return 'fields' in of && Array.isArray(of.fields) ? (of.fields as readonly string[]) : undefined;
}

function objectSchemaOf(type: DocumentType<unknown, string, object>): z.ZodMiniObject {
  const schema = type.schema as unknown as Partial<z.ZodMiniObject>;
  if (!schema.shape) throw new Error(`${type.path}: a view needs a type whose schema is an object`);
  return schema as z.ZodMiniObject;
}

/** The document's own values of `fields`: what a select() downloads, and all a listener's copy is read for. */
function projection(data: PlainData, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]));
}

function eachFieldThatFits(shape: z.ZodMiniObject['shape'], fields: readonly string[], data: PlainData): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      if (data[field] === undefined) return [];
      const parsed = (shape[field] as z.ZodMiniType).safeParse(data[field]);
      return parsed.success ? [[field, parsed.data]] : [];
    }),
  );
}
