import type { Failure, Result, Success } from './result.ts';

/** Narrows a result to its success branch, failing the test with the errors otherwise. */
export function ok<T extends object>(result: Result<T>): Success<T> {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  return result;
}

export function fail<T extends object>(result: Result<T>): Failure {
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result)}`);
  return result;
}

/** Every number anywhere in a value is finite (no NaN / Infinity leaks to the UI). */
export function allNumbersFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(allNumbersFinite);
  if (value && typeof value === 'object') return Object.values(value).every(allNumbersFinite);
  return true;
}

/** Resolves a namespaced key (`calculators:errors.weightRange`) in a parsed locale file. */
export function resolveKey(json: unknown, key: string): unknown {
  const path = key.slice(key.indexOf(':') + 1).split('.');
  return path.reduce<unknown>(
    (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
    json,
  );
}

/** Every string in a parsed locale file. */
export function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}
