// Caller identity from `Authorization: Bearer …` (brief §7).
import type { RulesAuth } from './rules-contract.ts';

export interface Caller {
  /** Bypasses security rules (firebase-admin, `Bearer owner`). */
  admin: boolean;
  auth: RulesAuth | null;
}

export const ANONYMOUS: Caller = { admin: false, auth: null };
export const ADMIN: Caller = { admin: true, auth: null };

function decodeSegment(s: string): unknown {
  return JSON.parse(Buffer.from(s, 'base64url').toString('utf8'));
}

/**
 * Decisions for undocumented cases:
 * - `owner` → admin (firebase-admin, rules-unit-testing's withSecurityRulesDisabled).
 * - an unsigned or signed JWT → its claims, never verified and `exp` never enforced, because the
 *   Auth emulator and `mockUserToken` produce unsigned tokens with 1970 expiry dates;
 * - a bearer value that is not a JWT at all (e.g. a Google OAuth `ya29…` access token, which only
 *   server-side Google auth clients send) → admin, as the brief suggests;
 * - a malformed JWT, or one without `sub`/`user_id` → unauthenticated (request.auth == null).
 */
export function callerFromAuthorization(header: string | undefined | null): Caller {
  if (!header) return ANONYMOUS;
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!m) return ANONYMOUS;
  const token = m[1]!.trim();
  if (token === 'owner') return ADMIN;
  const parts = token.split('.');
  if (parts.length !== 3) return ADMIN;
  try {
    const claims = decodeSegment(parts[1]!);
    if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return ANONYMOUS;
    const c = claims as Record<string, unknown>;
    const uid = typeof c.sub === 'string' && c.sub ? c.sub : typeof c.user_id === 'string' ? c.user_id : '';
    if (!uid) return ANONYMOUS;
    return { admin: false, auth: { uid, token: { ...c, sub: uid } } };
  } catch {
    return ANONYMOUS;
  }
}
