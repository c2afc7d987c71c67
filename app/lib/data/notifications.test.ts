import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from '#app/lib/notifications/unread-badge.ts';
import { newInboxItem, parseInboxItem, sortInbox, type InboxItem } from './notifications.ts';

const ts = (ms: number) => ({ toMillis: () => ms });

describe('parseInboxItem', () => {
  it('keeps the stored fields and turns the timestamp into ms', () => {
    expect(parseInboxItem('n1', { title: 'Séance', body: 'Haut du corps', link: '/sessions/new', read: false, createdAt: ts(1000) })).toStrictEqual({
      id: 'n1',
      title: 'Séance',
      body: 'Haut du corps',
      link: '/sessions/new',
      read: false,
      createdAt: 1000,
    });
  });

  it('accepts a missing link and a pending timestamp', () => {
    expect(parseInboxItem('n2', { title: 'T', body: '', read: true })).toMatchObject({ link: null, createdAt: null });
  });

  it.each([
    [{ body: 'b', read: false }],
    [{ title: '', body: 'b', read: false }],
    [{ title: 'T', body: 'b', read: 'no' }],
    [{ title: 'T', body: 3, read: false }],
    [{ title: 'x'.repeat(121), body: '', read: false }],
    [null],
  ])('rejects %j', (data) => {
    expect(parseInboxItem('x', data)).toBeNull();
  });

  it('never turns a foreign link into a link', () => {
    for (const link of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'sessions', '/.//evil.example', '/a/..//x']) {
      expect(parseInboxItem('x', { title: 'T', body: '', read: false, link })?.link).toBeNull();
    }
  });
});

describe('sortInbox', () => {
  const item = (id: string, read: boolean, createdAt: number | null): InboxItem => ({ id, title: id, body: '', link: null, read, createdAt });
  it('puts unread first, newest first within each group, pending writes on top', () => {
    const sorted = sortInbox([item('old-read', true, 1), item('new-read', true, 9), item('old-unread', false, 2), item('pending', false, null), item('new-unread', false, 8)]);
    expect(sorted.map((i) => i.id)).toEqual(['pending', 'new-unread', 'old-unread', 'new-read', 'old-read']);
  });
});

describe('newInboxItem', () => {
  it('trims, bounds and sanitises, always unread', () => {
    expect(newInboxItem({ title: '  Test ', body: ' corps ', link: 'https://x.example' })).toStrictEqual({ title: 'Test', body: 'corps', link: null, read: false });
    expect(newInboxItem({ title: 'T', body: 'b'.repeat(600), link: '/notifications' }).body).toHaveLength(500);
    expect(() => newInboxItem({ title: '  ', body: '', link: null })).toThrow();
  });
});

describe('unreadBadgeText', () => {
  it('hides zero, caps at 99+', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(null)).toBeNull();
    expect(unreadBadgeText(3)).toBe('3');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
});
