// The composite indexes deployed with the app (firestore.indexes.json), for unit tests that check
// a query has the index Cloud Firestore demands of it: the emulators run any query without one.
import indexFile from '../firestore.indexes.json';
import type { ResolvedQuery } from '#app/lib/data/documents.ts';

export type IndexField = { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' };
export type CompositeIndex = { collectionGroup: string; fields: IndexField[] };

export const indexes = indexFile as { indexes: CompositeIndex[] };

/**
 * Whether a deployed composite index serves a query made of equality and array-contains filters
 * plus one ordered field (ranges on that same field): the filtered fields, in any order, then
 * the ordered one in its direction. Cloud Firestore refuses such a query without one.
 */
export function servedBy(index: CompositeIndex, collection: string, query: ResolvedQuery): boolean {
  const order = query.orderBy?.[0];
  const filters = (query.where ?? []).filter((w) => w.field !== order?.field);
  const last = index.fields.at(-1);
  const prefix = index.fields.slice(0, -1);
  return (
    index.collectionGroup === collection &&
    last?.fieldPath === order?.field &&
    last?.order === (order?.direction === 'desc' ? 'DESCENDING' : 'ASCENDING') &&
    prefix.length === filters.length &&
    filters.every((w) => prefix.some((field) => field.fieldPath === w.field && (w.op === 'array-contains' ? field.arrayConfig === 'CONTAINS' : field.order !== undefined)))
  );
}

/** Whether any deployed index serves the query over `collection` (its last path segment). */
export function hasIndexFor(collection: string, query: ResolvedQuery): boolean {
  return indexes.indexes.some((index) => servedBy(index, collection, query));
}
