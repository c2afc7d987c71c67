import { describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_MS, safeRedirectPath, signedInRecently } from './auth-session.server.ts';

describe('safeRedirectPath', () => {
  it('keeps in-app paths, normalised', () => {
    expect(safeRedirectPath('/calendar?week=2#today')).toBe('/calendar?week=2#today');
    expect(safeRedirectPath('/a/../profile')).toBe('/profile');
  });

  it.each(['/.//evil.example', '/..//x', '/%2e//x', '/.\\/x', '/a/..//x', '//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', ''])(
    'falls back for %j',
    (payload) => {
      expect(safeRedirectPath(payload)).toBe('/dashboard');
      expect(safeRedirectPath(payload, '/profile')).toBe('/profile');
    },
  );

  it('never sends back to /login, however written', () => {
    for (const login of ['/login', '/login?redirectTo=/x', '/./login', '/a/../login', '/%6Cogin', '/login/']) expect(safeRedirectPath(login)).toBe('/dashboard');
  });

  it('falls back for what is not a string', () => {
    expect(safeRedirectPath(null)).toBe('/dashboard');
    expect(safeRedirectPath(undefined)).toBe('/dashboard');
  });
});

describe('signedInRecently', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  it('accepts a sign-in up to 5 minutes old', () => {
    expect(RECENT_SIGN_IN_MS).toBe(5 * 60 * 1000);
    expect(signedInRecently(now, now)).toBe(true);
    expect(signedInRecently(now - RECENT_SIGN_IN_MS, now)).toBe(true);
    expect(signedInRecently(now - RECENT_SIGN_IN_MS - 1, now)).toBe(false);
    expect(signedInRecently(now - 24 * 3600_000, now)).toBe(false);
  });

  it('tolerates a little clock skew, not a sign-in in the future', () => {
    expect(signedInRecently(now + 10_000, now)).toBe(true);
    expect(signedInRecently(now + 10 * 60_000, now)).toBe(false);
  });
});
