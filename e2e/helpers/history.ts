import type { Page } from '@playwright/test';

export interface StoredSession {
  completedAt: number;
  minutes: number;
  task?: string;
  interruptions?: { at: number; kind?: 'internal' | 'external' }[];
  /** The label's id (issue 30). */
  label?: string;
}

/** The focus history as the app stored it (IndexedDB `pomolo`, store `history`), oldest first. */
export function readHistory(page: Page): Promise<StoredSession[]> {
  return page.evaluate(
    () =>
      new Promise<StoredSession[]>((resolve, reject) => {
        const open = indexedDB.open('pomolo');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('history')) {
            database.close();
            resolve([]);
            return;
          }
          const request = database.transaction('history').objectStore('history').getAll();
          request.onsuccess = () => {
            database.close();
            resolve(request.result as StoredSession[]);
          };
          request.onerror = () => reject(new Error(String(request.error)));
        };
      }),
  );
}
