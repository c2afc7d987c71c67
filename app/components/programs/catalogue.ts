/*
 * The exercises a screen can name: the built-in catalogue and the person's own, looked up by id.
 * An id neither knows (an exercise the person deleted) still shows, under its id.
 */
import { useMemo } from 'react';
import { EXERCISES, type Exercise } from '#app/lib/training/index.ts';

export interface Catalogue {
  readonly all: readonly Exercise[];
  find(id: string): Exercise | undefined;
  nameOf(id: string): string;
}

export function catalogueWith(custom: readonly Exercise[]): Catalogue {
  const all = custom.length ? [...EXERCISES, ...custom] : EXERCISES;
  const byId = new Map(all.map((exercise) => [exercise.id, exercise]));
  return { all, find: (id) => byId.get(id), nameOf: (id) => byId.get(id)?.name ?? id };
}

export function useCatalogue(custom: readonly Exercise[]): Catalogue {
  return useMemo(() => catalogueWith(custom), [custom]);
}
