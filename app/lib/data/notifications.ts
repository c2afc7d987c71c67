/*
 * The notification inbox, `users/{uid}/notifications/{id}`. Items are created by the server only
 * (reminders, test notifications); the person reads them, flips `read` and deletes them.
 */
import * as z from 'zod/mini';
import { inAppPath } from '#app/lib/in-app-path.ts';
import { defineDocument, defineQuery, type PlainData } from './documents.ts';
import { instantOf } from './plain-values.ts';

/** The inbox shows the most recent items; older ones stay stored (and counted as unread). */
export const INBOX_LIMIT = 200;
/** The shell badge listens to at most this many unread items and shows "99+" beyond. */
export const UNREAD_BADGE_LIMIT = 100;

export const TITLE_MAX = 120;
export const BODY_MAX = 500;

/** Stored shape: title, body, link, createdAt, read. */
const storedInboxItem = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(TITLE_MAX)),
  body: z.string().check(z.maxLength(BODY_MAX)),
  link: z.nullable(z.string()),
  read: z.boolean(),
});

export interface InboxItem {
  id: string;
  title: string;
  body: string;
  /** In-app path ('/sessions/new'…) or null. */
  link: string | null;
  read: boolean;
  /** Epoch ms, or null while the server timestamp is pending. */
  createdAt: number | null;
}

/** A stored document → an inbox item, or null when it does not have the inbox shape. */
export function parseInboxItem(id: string, data: PlainData | null | undefined): InboxItem | null {
  if (!data) return null;
  const parsed = storedInboxItem.safeParse({ ...data, link: data.link ?? null });
  if (!parsed.success) return null;
  return {
    id,
    title: parsed.data.title,
    body: parsed.data.body,
    link: inAppPath(parsed.data.link),
    read: parsed.data.read,
    createdAt: instantOf(data.createdAt),
  };
}

/** Unread first, then newest first; a pending (null) timestamp is the newest. */
export function compareInbox(a: InboxItem, b: InboxItem): number {
  const time = (item: InboxItem) => item.createdAt ?? Number.POSITIVE_INFINITY;
  if (a.read !== b.read) return a.read ? 1 : -1;
  const diff = time(b) - time(a);
  if (diff !== 0) return diff > 0 ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function sortInbox(items: readonly InboxItem[]): InboxItem[] {
  return [...items].sort(compareInbox);
}

/** What the server writes: the stored fields minus createdAt (a server timestamp). */
export interface NewInboxItem {
  title: string;
  body: string;
  link: string | null;
}

export function newInboxItem(input: NewInboxItem): NewInboxItem & { read: false } {
  const title = input.title.trim().slice(0, TITLE_MAX);
  if (!title) throw new Error('inbox item: empty title');
  return { title, body: input.body.trim().slice(0, BODY_MAX), link: inAppPath(input.link), read: false };
}

export const inboxItemDoc = defineDocument({
  path: 'users/{uid}/notifications/{id}',
  fromData: (data, id) => parseInboxItem(id, data),
  schema: storedInboxItem,
  // The person only flips `read`.
  patchSchema: z.strictObject({ read: z.boolean() }),
  stamps: { createdAt: true },
  browserWrites: ['update', 'delete'],
});

/** The inbox: unread first, then newest first. */
export const inbox = defineQuery(inboxItemDoc, { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: INBOX_LIMIT }, compareInbox);

/** Unread items, for the shell's badge ('99+' beyond the limit). */
export const unreadItems = defineQuery(inboxItemDoc, { where: [{ field: 'read', op: '==', value: false }], limit: UNREAD_BADGE_LIMIT });

/** Every unread item, for the server's count in the first HTML (an aggregate). */
export const allUnreadItems = defineQuery(inboxItemDoc, { where: [{ field: 'read', op: '==', value: false }] });
