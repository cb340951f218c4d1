import type { Page } from '@playwright/test';

/** What blocking the service worker logs (`serviceWorkers: 'block'`): expected in journeys that block it. */
export const SERVICE_WORKER_BLOCKED = /Service Worker registration blocked|Service worker registration failed/;

/**
 * The page's console errors and warnings and its uncaught errors, from now on, each with the address it came on;
 * `ignore` leaves out what a journey expects.
 */
export function watchConsole(page: Page, ignore?: RegExp): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !ignore?.test(message.text()))
      problems.push(`${message.type()} on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror on ${page.url()}: ${error.message}`));
  return problems;
}
