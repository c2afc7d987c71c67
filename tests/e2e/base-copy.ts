import type { Page } from '@playwright/test';

/** Whether the browser holds its copy of the Ciqual base (never creates the database if it is not there). */
export const holdsBaseCopy = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'elan-ciqual')) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('elan-ciqual');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('index')) {
          db.close();
          resolve(false);
          return;
        }
        const count = db.transaction('index').objectStore('index').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result === 1);
        };
      };
    });
  });
