import { describe, expect, it } from 'vitest';
import { inAppPath } from './in-app-path.ts';

/** What a browser does with a Location header: resolve it against the page's URL. */
const followedFrom = (path: string) => new URL(path, 'https://elan.example/login').origin;

describe('inAppPath', () => {
  it('keeps in-app paths with their query and hash', () => {
    expect(inAppPath('/nutrition/logs?date=2026-03-01#diner')).toBe('/nutrition/logs?date=2026-03-01#diner');
    expect(inAppPath('/calendar')).toBe('/calendar');
    expect(inAppPath('/')).toBe('/');
  });

  it('returns the normalised path', () => {
    expect(inAppPath('/a/../calendar')).toBe('/calendar');
    expect(inAppPath('/./profile')).toBe('/profile');
    expect(inAppPath('/%2e%2e/profile')).toBe('/profile');
  });

  // Each of these passes a check on the raw text but normalises to `//host`.
  const normalisedOffSite = ['/.//evil.example', '/..//x', '/%2e//x', '/.\\/x', '/a/..//x', '/%2E%2E//evil.example/p', '/a/b/../..//x', '/./\\evil.example', '/\t/evil.example', '/\n/evil.example', '/.\t//evil.example'];
  it.each(normalisedOffSite)('refuses %j, which normalises off-site', (payload) => {
    expect(inAppPath(payload)).toBeNull();
  });

  const offSite = ['//evil.example', '/\\evil.example', '\\\\evil.example', 'https://evil.example/x', 'http:evil.example', 'javascript:alert(1)', 'data:text/html,x', 'evil.example', 'sessions', '', ' /x', '\t//evil.example'];
  it.each(offSite)('refuses %j', (payload) => {
    expect(inAppPath(payload)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['/x']]) expect(inAppPath(value)).toBeNull();
  });

  it('never returns a path a browser would follow to another origin', () => {
    const candidates = [...normalisedOffSite, ...offSite, '/x/%2F%2Fevil.example', '/%5C%5Cevil.example', '/x?next=//evil.example', '/x#//evil.example', '/;//evil.example', '/%09//x', '/.%2f/x'];
    for (const payload of candidates) {
      const path = inAppPath(payload);
      if (path !== null) expect(followedFrom(path), payload).toBe('https://elan.example');
    }
  });
});
