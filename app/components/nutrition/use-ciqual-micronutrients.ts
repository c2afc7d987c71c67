/*
 * The Ciqual micronutrients of foods by code, one lookup for every screen of the tab (a food's
 * panel before it is logged, a day's micronutrients): one cache, each code asked for once even
 * when two screens want it at the same time, and one rule without signal: nothing is asked, the
 * values come when the signal is back. Only effects fill the cache, so the server's render never
 * keeps what one person's page asked for.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Micronutrients } from '#app/lib/nutrition/micronutrients.ts';
import { useOnline } from '#app/components/data/use-online.ts';

/** A food's values by Ciqual code; null for a code the table does not hold. */
export type MicronutrientsByCode = Readonly<Record<string, Micronutrients | null>>;

const fetched = new Map<string, Micronutrients | null>();
/** Requests under way, by each code they ask for. */
const asking = new Map<string, Promise<void>>();
let version = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const currentVersion = () => version;

function ask(codes: readonly string[]): Promise<void> {
  const request = fetch(`/api/nutrition/micronutrients?${new URLSearchParams({ codes: codes.join(',') })}`)
    .then((response) => (response.ok ? (response.json() as Promise<{ foods: MicronutrientsByCode }>) : Promise.reject(new Error(String(response.status)))))
    .then(({ foods }) => {
      // A code the table does not hold is remembered as having nothing, so it is not asked again.
      for (const code of codes) fetched.set(code, foods[code] ?? null);
      version += 1;
      for (const listener of listeners) listener();
    })
    .finally(() => {
      for (const code of codes) if (asking.get(code) === request) asking.delete(code);
    });
  for (const code of codes) asking.set(code, request);
  return request;
}

export interface CiqualMicronutrients {
  /** A code's values per 100 g; null: the table does not hold it; undefined: not known yet. */
  readonly valuesOf: (code: string) => Micronutrients | null | undefined;
  /** `offline`: some codes are still unknown and there is no signal to ask for them. */
  readonly state: 'ready' | 'loading' | 'offline' | 'failed';
}

const NONE: MicronutrientsByCode = {};

/**
 * The values of `codes`, from `initial` (what came with the page) or this tab's cache; the codes
 * neither holds are fetched in one request when the browser says it has a signal.
 */
export function useCiqualMicronutrients(codes: readonly string[], initial: MicronutrientsByCode = NONE): CiqualMicronutrients {
  useSyncExternalStore(subscribe, currentVersion, currentVersion);
  const valuesOf = (code: string) => (fetched.has(code) ? fetched.get(code) : Object.hasOwn(initial, code) ? initial[code] : undefined);
  const missing = [...new Set(codes)]
    .filter((code) => valuesOf(code) === undefined)
    .sort()
    .join(',');
  const online = useOnline();
  const [failedFor, setFailedFor] = useState<string | null>(null);

  useEffect(() => {
    // `online` is the server's guess while the page hydrates; the browser's own answer decides.
    if (!missing || !online || !navigator.onLine) return;
    let current = true;
    const wanted = missing.split(',');
    const fresh = wanted.filter((code) => !asking.has(code));
    const requests = new Set(wanted.flatMap((code) => asking.get(code) ?? []));
    if (fresh.length > 0) requests.add(ask(fresh));
    Promise.all(requests).then(
      () => {
        if (current) setFailedFor(null);
      },
      () => {
        if (current) setFailedFor(missing);
      },
    );
    return () => {
      current = false;
    };
  }, [missing, online]);

  const state = !missing ? 'ready' : !online ? 'offline' : failedFor === missing ? 'failed' : 'loading';
  return { valuesOf, state };
}

