/*
 * Whether a session may still be used: the account exists, is not disabled, and its sessions
 * were not revoked after the session's sign-in (sign-out revokes refresh tokens; a password
 * change does too). Checking it means one Auth call, so each account's answer is kept for a
 * short while (about a minute) in a bounded cache, and concurrent requests share one call.
 */

export interface AccountStatus {
  readonly disabled: boolean;
  /** Sessions signed in before this instant (epoch ms) are revoked; null when never revoked. */
  readonly validAfterMs: number | null;
}

/** What firebase-admin's `getUser` returns, reduced to what the check needs; null: no such account. */
export type ReadAccountStatus = (uid: string) => Promise<AccountStatus | null>;

/**
 * Same rule as firebase-admin's own `checkRevoked`: a session whose sign-in (auth_time, in
 * seconds) is older than the account's `tokensValidAfterTime` is revoked.
 */
export function sessionAllowed(status: AccountStatus | null, authTimeSec: number): boolean {
  if (!status || status.disabled) return false;
  return status.validAfterMs === null || authTimeSec * 1000 >= status.validAfterMs;
}

interface Entry {
  readonly status: Promise<AccountStatus | null>;
  readonly storedAt: number;
}

export interface AccountStatusCache {
  /** The account's status, from the cache while it is younger than the time to live. */
  get(uid: string): Promise<AccountStatus | null>;
  /** Reads the status now (sensitive operations), and keeps the answer. */
  refresh(uid: string): Promise<AccountStatus | null>;
  /** Drops what is known about the account (after this server revoked or deleted it). */
  forget(uid: string): void;
  readonly size: number;
}

export function createAccountStatusCache(
  read: ReadAccountStatus,
  options: { ttlMs: number; maxEntries: number; now?: () => number },
): AccountStatusCache {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on each store keeps the oldest entry first,
  // so evicting the first key when full bounds memory whatever the number of accounts.
  const entries = new Map<string, Entry>();

  function store(uid: string): Promise<AccountStatus | null> {
    const status = read(uid);
    entries.delete(uid);
    entries.set(uid, { status, storedAt: now() });
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
    // A failed read is never kept: the next request asks again.
    status.catch(() => {
      if (entries.get(uid)?.status === status) entries.delete(uid);
    });
    return status;
  }

  return {
    get(uid) {
      const entry = entries.get(uid);
      if (entry && now() - entry.storedAt < options.ttlMs) return entry.status;
      return store(uid);
    },
    refresh: store,
    forget(uid) {
      entries.delete(uid);
    },
    get size() {
      return entries.size;
    },
  };
}
