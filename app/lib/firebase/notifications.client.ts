// Browser repository for the inbox, the unread count and the push switch. Imports
// firebase/firestore, so components load it with `await import(...)` after hydration.
import {
  collection,
  deleteDoc,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import {
  INBOX_LIMIT,
  inboxPath,
  notificationSettingsPath,
  parseInboxItem,
  parseNotificationSettings,
  sortInbox,
  UNREAD_BADGE_LIMIT,
  type InboxItem,
  type NotificationSettings,
} from './notifications.ts';

type OnError = (error: Error) => void;

/** Same query as the loader's, so the live list takes over from the server-rendered one. */
export function subscribeInbox(db: Firestore, uid: string, onItems: (items: InboxItem[]) => void, onError: OnError): Unsubscribe {
  const q = query(collection(db, inboxPath(uid)), orderBy('createdAt', 'desc'), limit(INBOX_LIMIT));
  return onSnapshot(
    q,
    (snapshot) => {
      const items = snapshot.docs.flatMap((d) => parseInboxItem(d.id, d.data({ serverTimestamps: 'estimate' })) ?? []);
      onItems(sortInbox(items));
    },
    onError,
  );
}

export function subscribeUnreadCount(db: Firestore, uid: string, onCount: (count: number) => void, onError: OnError): Unsubscribe {
  const q = query(collection(db, inboxPath(uid)), where('read', '==', false), limit(UNREAD_BADGE_LIMIT));
  return onSnapshot(q, (snapshot) => onCount(snapshot.size), onError);
}

export function subscribeNotificationSettings(
  db: Firestore,
  uid: string,
  onSettings: (settings: NotificationSettings) => void,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(doc(db, notificationSettingsPath(uid)), (snapshot) => onSettings(parseNotificationSettings(snapshot.data())), onError);
}

// The rules let the owner change `read` only, and delete.
export function markRead(db: Firestore, uid: string, id: string, read = true): Promise<void> {
  return updateDoc(doc(db, inboxPath(uid), id), { read });
}

/** Batches of 400 (a batch holds at most 500 writes). */
export async function markAllRead(db: Firestore, uid: string, ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += 400) {
    const batch = writeBatch(db);
    for (const id of ids.slice(start, start + 400)) batch.update(doc(db, inboxPath(uid), id), { read: true });
    await batch.commit();
  }
}

export function deleteInboxItem(db: Firestore, uid: string, id: string): Promise<void> {
  return deleteDoc(doc(db, inboxPath(uid), id));
}
