import { errorKey } from './keys.ts';
import { isSex, type Sex } from '#app/lib/person/sex.ts';
import type { FieldError } from './result.ts';

export type { Sex };

export function checkSex(sex: unknown): FieldError[] {
  return isSex(sex) ? [] : [{ field: 'sex', key: errorKey('sexRequired') }];
}

export function checkChoice<T extends string>(field: string, value: T | undefined, allowed: readonly T[]): FieldError[] {
  return value === undefined || allowed.includes(value) ? [] : [{ field, key: errorKey('invalidChoice') }];
}

/** Picks the band whose lower bound is the highest one ≤ value; bounds sorted descending. */
export function bandFor<B extends string>(value: number, bounds: readonly (readonly [number, B])[], below: B): B {
  for (const [min, band] of bounds) if (value >= min) return band;
  return below;
}
