import type { Page } from '@playwright/test';

export interface HeldRequests {
  /** Lets the held requests (and every later one) through. */
  release: () => void;
  /** Settles when the first matching request arrives. */
  requested: Promise<void>;
}

/**
 * Holds the page's requests to `url` (the next `times` of them, or all) until `release()`; other requests pass.
 * For journeys that need a server answer, or a script, to come late.
 */
export async function holdRequests(page: Page, url: string | RegExp, times?: number): Promise<HeldRequests> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const requested = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(
    url,
    async (route) => {
      arrived();
      await released;
      await route.continue();
    },
    times === undefined ? undefined : { times },
  );
  return { release, requested };
}
