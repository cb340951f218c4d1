/**
 * The browser offers installation once per page (`beforeinstallprompt`). On an island page (decision 0087) that can
 * happen before the app runs: the island module keeps the event here, and lib/install-prompt.ts takes it when the
 * app starts, so its Install button shows then. No imports: the island bundle carries this module.
 */
const KEPT = '__pomoloInstallPrompt';
type WithKept = typeof globalThis & { [KEPT]?: Event };

/** Keeps the offer for the app (and keeps the browser's own mini-infobar away, as the app does). */
export function keepInstallPrompt(event: Event): void {
  event.preventDefault();
  (globalThis as WithKept)[KEPT] = event;
}

/** The offer kept before the app started, once. */
export function takeKeptInstallPrompt(): Event | undefined {
  const scope = globalThis as WithKept;
  const kept = scope[KEPT];
  delete scope[KEPT];
  return kept;
}
