/*
 * The data layer's descriptors. One `DocumentType` per kind of document says where it lives
 * (a path template, the form firestore.rules match), what a browser write may send (a zod
 * schema) and how stored data becomes a plain value (timestamps as epoch ms). Queries are data:
 * where / orderBy / limit as plain objects. No SDK import here: the same descriptor drives the
 * firebase-admin reader of loaders (`documents.server.ts`) and the browser's listeners and
 * writes (`documents.client.ts`, loaded after hydration), and only this folder builds paths.
 * The ADR docs/decisions/0001-data-layer.md walks through adding a new document type.
 */
import * as z from 'zod/mini';
import { InvalidDocumentIdError, isDocumentId } from './document-id.ts';

// ---------------------------------------------------------------------------------------------
// Paths

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** `{ uid: string; id: string }` for 'users/{uid}/measurements/{id}'. */
export type PathParams<P extends string> = { readonly [K in ParamNames<P>]: string };

/** The params of a collection: its documents' params minus their own `{id}`. */
export type CollectionParams<P extends string> = Omit<PathParams<P>, 'id'>;

const PARAM = /\{(\w+)\}/g;

/** 'users/{uid}/measurements/{id}' + params → 'users/u1/measurements/m1'. */
export function fillPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(PARAM, (_, name: string) => {
    const value = params[name];
    // A slash, an empty or a reserved segment would address another document than the template names.
    if (!isDocumentId(value)) throw new InvalidDocumentIdError(name, template);
    return value;
  });
}

// ---------------------------------------------------------------------------------------------
// Document types

/** A stored document with every timestamp already turned into epoch ms (see plain-values.ts). */
export type PlainData = Readonly<Record<string, unknown>>;

/** The browser operations a document type allows; firestore.rules grant these and nothing more. */
export type BrowserWrite = 'add' | 'set' | 'update' | 'delete';

export interface DocumentType<T, P extends string = string, W extends object = object, U extends object = Partial<W>> {
  /** Path template: 'users/{uid}/measurements/{id}', 'users/{uid}/settings/timers', 'pushTokens/{uid}'. */
  readonly path: P;
  /**
   * Stored data → the plain value screens use. `data` is undefined for a missing document, so a
   * type can give its default (an empty profile, default settings). Null for a document that
   * does not fit (written by an older version or by hand): lists skip it rather than crash.
   */
  readonly fromData: (data: PlainData | undefined, id: string) => T;
  /** What a browser `add`/`set`/`update` may send, checked before every write (the rules again). */
  readonly schema: z.ZodMiniType<W>;
  /**
   * What a partial `update` or merge `set` may send, when the type allows them (default: `schema`);
   * the server's changes after creation (progress, an end moved) may differ from a new document.
   */
  readonly patchSchema?: z.ZodMiniType<U>;
  /** Fields stamped with the server's clock: createdAt on creation, updatedAt on every write. */
  readonly stamps: { readonly createdAt?: boolean; readonly updatedAt?: boolean };
  /**
   * How the browser reads a server timestamp still pending: its local estimate (a new entry
   * sorts where it will land) or null (the screen marks the entry as being sent).
   */
  readonly pendingTimestamps: 'estimate' | 'none';
  /** Writes the browser makes; everything else is the server's (firebase-admin). */
  readonly browserWrites: readonly BrowserWrite[];
}

export function defineDocument<T, const P extends string, W extends object, U extends object = Partial<W>>(
  type: Omit<DocumentType<T, P, W, U>, 'pendingTimestamps'> & { pendingTimestamps?: DocumentType<T, P, W, U>['pendingTimestamps'] },
): DocumentType<T, P, W, U> {
  return { pendingTimestamps: 'estimate', ...type };
}

/**
 * A field the server's clock fills as the write commits, for instants a schema names itself
 * (when a person joined, when a target was reached); `stamps` cover createdAt and updatedAt.
 * Only server writes send it: the browser's schemas never accept it.
 */
export const SERVER_TIME = Object.freeze({ serverTime: true } as const);
export type ServerTime = typeof SERVER_TIME;
export const serverTimeField = z.custom<ServerTime>((value) => value === SERVER_TIME);

/**
 * What a write sends, browser or server: the input checked against the type's schema (its patch
 * schema for partial writes), plus the stamps, each `serverTime()` (the SDK's serverTimestamp),
 * which also fills the fields sent as SERVER_TIME.
 */
export function writeData<W extends object, U extends object>(
  type: DocumentType<unknown, string, W, U>,
  input: unknown,
  options: { readonly partial: boolean; readonly creating: boolean; readonly serverTime: () => unknown },
): Record<string, unknown> {
  const schema = options.partial ? (type.patchSchema ?? type.schema) : type.schema;
  const checked = Object.entries(schema.parse(input) as Record<string, unknown>).map(([key, value]) => [key, value === SERVER_TIME ? options.serverTime() : value]);
  return {
    ...Object.fromEntries(checked),
    ...(options.creating && type.stamps.createdAt ? { createdAt: options.serverTime() } : {}),
    ...(type.stamps.updatedAt ? { updatedAt: options.serverTime() } : {}),
  };
}

/** What reading needs of a document type (its write schema does not matter there). */
export type ReadableType<T, P extends string = string> = Pick<DocumentType<T, P>, 'path' | 'fromData' | 'pendingTimestamps'>;

export function documentPath<P extends string>(type: { readonly path: P }, params: PathParams<P>): string {
  return fillPath(type.path, params);
}

export function collectionPath<P extends `${string}/{id}`>(type: { readonly path: P }, params: CollectionParams<P>): string {
  return fillPath(type.path.slice(0, -'/{id}'.length), params);
}

// ---------------------------------------------------------------------------------------------
// Queries, written as data

export type WhereOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains';

export interface Where {
  readonly field: string;
  readonly op: WhereOp;
  readonly value: string | number | boolean | null | readonly (string | number)[];
}

export interface OrderBy {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

export interface QueryShape {
  readonly where?: readonly Where[];
  readonly orderBy?: readonly OrderBy[];
  /** Every listed query is bounded; only counts may leave it out. */
  readonly limit?: number;
}

/** A query listing documents of type T (misfits, read as null, are left out). */
export interface QueryType<T, P extends `${string}/{id}` = `${string}/{id}`, Q extends object = object> {
  /** A document type whose documents sit in a collection, addressed by `{id}`. */
  readonly of: ReadableType<T | null, P>;
  readonly shape: (params: Q) => QueryShape;
  /**
   * Final order of the list, applied after Firestore's (ties Firestore cannot break without a
   * composite index, pending writes first). The loader and the listener both apply it.
   */
  readonly sort?: (a: T, b: T) => number;
}

/** Params a query needs: its collection's path params plus its own. */
export type QueryParams<QT> = QT extends QueryType<unknown, infer P, infer Q> ? CollectionParams<P> & Q : never;

export function defineQuery<T, P extends `${string}/{id}`, Q extends object = object>(
  of: ReadableType<T | null, P>,
  shape: QueryShape | ((params: Q) => QueryShape),
  sort?: (a: T, b: T) => number,
): QueryType<T, P, Q> {
  return { of, shape: typeof shape === 'function' ? shape : () => shape, sort };
}

/** A query with its params applied: the plain description both SDKs run, and a stable key. */
export interface ResolvedQuery extends QueryShape {
  readonly collection: string;
}

export function resolveQuery<T, P extends `${string}/{id}`, Q extends object>(query: QueryType<T, P, Q>, params: CollectionParams<P> & Q): ResolvedQuery {
  return { collection: collectionPath(query.of, params), ...query.shape(params) };
}

/** Parsed documents of a query result, misfits dropped, in the query's final order. */
export function listFrom<T>(query: Pick<QueryType<T>, 'of' | 'sort'>, docs: readonly { id: string; data: PlainData }[]): T[] {
  const list = docs.flatMap((d) => query.of.fromData(d.data, d.id) ?? []);
  return query.sort ? list.sort(query.sort) : list;
}
