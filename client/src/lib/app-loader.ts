/**
 * How the boot script (lib/load-app-after-paint.ts), the held presses (lib/early-clicks.ts) and the island module
 * (client/src/island.ts, a bundle of its own) share the app's loading on a prerendered page: `window.__pomoloApp`
 * (decision 0087). `request()` loads the app (at once if the page has painted, else as soon as it has); `requested`
 * says whether it has been asked for: from then on the island leaves every control to the app.
 */
export interface AppLoader {
  request: () => void;
  readonly requested: boolean;
}

const LOADER = '__pomoloApp';
type WithLoader = typeof globalThis & { [LOADER]?: AppLoader };

/** The page's app loader: none outside a prerendered page (the shell starts the app with its own script). */
export function appLoader(): AppLoader | undefined {
  return (globalThis as WithLoader)[LOADER];
}

export function setAppLoader(loader: AppLoader): void {
  (globalThis as WithLoader)[LOADER] = loader;
}

/** Asks for the app: something the visitor did needs it. Nothing on a page where the app is loading anyway. */
export function requestApp(): void {
  appLoader()?.request();
}
