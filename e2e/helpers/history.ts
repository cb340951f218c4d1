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

/** A finished focus session as the previous release kept it in localStorage (`focusHistory`). */
export interface LegacySession {
  type: 'focus-completed';
  completedAt: number;
  minutes: number;
  task?: string;
}

/** Stores `history` where the previous release kept it; the app moves it to IndexedDB when it next starts. */
export async function seedLegacyHistory(page: Page, history: readonly LegacySession[]): Promise<void> {
  // localStorage needs a page of the app's origin: the smallest one.
  await page.goto('/robots.txt');
  await page.evaluate((entries) => localStorage.setItem('focusHistory', JSON.stringify(entries)), history);
}
