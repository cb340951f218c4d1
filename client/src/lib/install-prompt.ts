import { atom } from 'jotai';
import { takeKeptInstallPrompt } from './kept-install-prompt.ts';
import { store } from './store.ts';

/**
 * Installing the app. The browser offers installation with `beforeinstallprompt` (Chromium); this
 * module keeps that event so an Install button can show the prompt later, and forgets it once the
 * app is installed (`appinstalled`). Listeners are attached when the module loads: the event can
 * fire very early.
 */

/** The non-standard event Chromium fires when the app can be installed. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

const canInstallState = atom(false);
const installedState = atom(false);

/** True while the browser offers installation and it has not happened yet. */
export const canInstallAtom = atom((get) => get(canInstallState) && !get(installedState));
/** True once the app was installed from this page, or when it runs as an installed app. */
export const installedAtom = atom((get) => get(installedState));

let deferred: BeforeInstallPromptEvent | null = null;

function runsInstalled(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

let watching = false;

/** Listens for the browser's install events. Called once by the app at start. */
export function watchInstallPrompt(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  if (runsInstalled()) store.set(installedState, true);
  // Kept by the island module (client/src/island.ts) when the browser offered installation before the app started.
  const kept = takeKeptInstallPrompt();
  if (kept) {
    deferred = kept as BeforeInstallPromptEvent;
    store.set(canInstallState, true);
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; our button shows the prompt when asked.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    store.set(canInstallState, true);
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    store.set(canInstallState, false);
    store.set(installedState, true);
  });
}

/**
 * Shows the browser's install prompt. Resolves to the visitor's answer, or 'unavailable' when the
 * browser does not offer installation (any more). A prompt can be shown once per event.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  store.set(canInstallState, false);
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    return outcome;
  } catch (error) {
    console.error('The install prompt could not be shown', error);
    return 'unavailable';
  }
}
