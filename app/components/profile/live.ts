import type { Watcher } from '#app/components/data/use-live.ts';
import type { Profile, ShellIdentity } from '#app/lib/firebase/profile.ts';

const cache = new Map<string, Watcher<Profile>>();

/**
 * The profile listener. Watchers must be stable for `useLive`, and the fallback name (from
 * Auth) is part of the mapping, so one watcher is kept per name.
 */
export function profileWatcher(fallbackName: string): Watcher<Profile> {
  let watcher = cache.get(fallbackName);
  if (!watcher) {
    watcher = async ({ firebase, uid }, emit, fail) => {
      const repo = await import('#app/lib/firebase/profile.client.ts');
      return repo.watchProfile(firebase.db, uid, fallbackName, emit, fail);
    };
    cache.set(fallbackName, watcher);
  }
  return watcher;
}

const identityCache = new Map<string, Watcher<ShellIdentity>>();

export function identityWatcher(fallbackName: string): Watcher<ShellIdentity> {
  let watcher = identityCache.get(fallbackName);
  if (!watcher) {
    const full = profileWatcher(fallbackName);
    watcher = (ctx, emit, fail) => full(ctx, (p, meta) => emit({ displayName: p.displayName, avatar: p.avatar }, meta), fail);
    identityCache.set(fallbackName, watcher);
  }
  return watcher;
}
