import { I18nProvider } from '@lingui/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { startFeatures } from './app/feature-links.ts';
import { ErrorPage } from './components/error-page.tsx';
import { releaseEarlyInput, replayEarlyClicks } from './lib/early-clicks.ts';
import { canTakeOverServerHtml } from './lib/server-html.ts';
import { NotFoundPage } from './components/not-found-page.tsx';
import { activateLanguage, hasActiveLanguage, i18n } from './lib/i18n.ts';
import { enterPreferredLanguage } from './lib/language-route.ts';
import { store } from './lib/store.ts';
import { registerServiceWorker } from './lib/sw-bridge.ts';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

// The server sent this page prerendered (decision 0007): React takes over its HTML instead of
// rendering anew. Not when the address is about to change below (the HTML is of the other address).
const entryPath = window.location.pathname;

// React's renderer (react-dom, about 200 KB of the start's 450 KB before compression) is a module of its own, asked for
// at once (the page preloads it beside the entry: build/preload-renderer.ts) and evaluated in a task of its own rather
// than inside the entry's: the start's longest task was the entry's module script (issue 26, decision 0108). Null when
// the network failed between the entry and it.
const renderer = import('react-dom/client').catch((error: unknown) => {
  console.error('Pomolo could not load React’s renderer:', error);
  return null;
});
const rootElement = document.getElementById('root')!;

// Before the router reads the address: a stored preferredLanguage may move a bare `/` to that
// language's home page (lib/language-preference.ts); this is the language of the resulting URL.
const entryLanguage = enterPreferredLanguage();
const prerendered = rootElement.hasChildNodes() && window.location.pathname === entryPath;
let keepFirstScroll = prerendered;

function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    // Scrolls to the top on a new page and restores the position on Back, except when taking over a prerendered
    // page: the visitor may have scrolled it (or the browser gone to its #anchor) before the app started.
    scrollRestoration: () => {
      if (!keepFirstScroll) return true;
      keepFirstScroll = false;
      return false;
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

/**
 * Once React has taken over the page, marks `<html data-hydrated>` (the journeys wait for it before
 * checking the console). A wrapper, not a sibling: a sibling would change every `useId` of the tree,
 * which then would not match the server's HTML.
 */
/** True when React takes over prerendered HTML, false when it renders the page itself. */
let hydrating = false;

function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = hydrating ? 'hydrated' : 'rendered';
    // React listens now: the presses held since the first paint (lib/early-clicks.ts) reach it.
    replayEarlyClicks();
  }, []);
  return children;
}

/**
 * Ends the current task and resumes in a new one: between the start's steps the browser can paint and take input
 * (held until the app listens: lib/early-clicks.ts), so the start is several short tasks, not one long one that a
 * press would wait behind (issue 26: no task over 50 ms while the page becomes interactive). `scheduler.yield()`
 * resumes ahead of other queued work where the browser has it (not in this TypeScript's DOM library yet).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  // The modules' evaluation (React, the router, the app's code) is a task of its own: what follows starts in the
  // next one, and each step below in one of its own.
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  startFeatures();
  await nextTask();
  // The URL's language must be active before the first render: I18nProvider renders nothing
  // until a locale is active, and a first paint in English would flash. Never rejects.
  await activateLanguage(entryLanguage);
  if (!hasActiveLanguage()) {
    // No catalog could be loaded, not even English's (decision 0086): a prerendered page stays as the server sent it
    // (it works without the app); the shell says what happened rather than stay blank.
    releaseEarlyInput();
    if (!prerendered) rootElement.textContent = 'Pomolo could not load its texts. Check the connection and reload.';
    return;
  }
  await nextTask();
  // The first number Lingui formats (a plural's `#`) has the browser load its number data for the language, tens of
  // milliseconds on a slow phone (decision 0093): here, in a task of its own, rather than inside the hydration. The
  // same formatter, from Lingui's cache, then serves every message.
  i18n.number(0);
  await nextTask();

  const app = (
    <StrictMode>
      <HydrationMark>
        <Provider store={store}>
          <I18nProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nProvider>
        </Provider>
      </HydrationMark>
    </StrictMode>
  );
  const loaded = await renderer;
  if (loaded === null) {
    // As without texts above: a prerendered page stays as the server sent it (a held press on a link is followed),
    // and the shell says what happened.
    releaseEarlyInput();
    if (!prerendered) rootElement.textContent = 'Pomolo could not load. Check the connection and reload.';
    return;
  }
  const { createRoot, hydrateRoot } = loaded;
  await nextTask();
  // The server answers every unknown address with its language's 404 page; when the app itself has a
  // page there (the blog's "Post Not Found" for an unknown slug), it renders that page instead.
  const serverNotFound = rootElement.querySelector('[data-testid="not-found"]') !== null;
  if (prerendered) {
    // The first render must produce exactly the server's HTML: the page's route chunks and data are
    // loaded first, and the router renders the way it does on the server (no top-level Suspense).
    router.ssr = { manifest: undefined };
    await router.load();
    await nextTask();
  }
  const routerNotFound = router.state.matches.some((match) => match.status === 'notFound' || match._notFound);
  // Rendered anew, not taken over: when the app has a page where the server had none, and when a text the server
  // rendered could not be loaded (lib/server-html.ts).
  if (prerendered && (serverNotFound !== routerNotFound || !canTakeOverServerHtml())) {
    router.ssr = undefined;
    createRoot(rootElement).render(app);
  } else if (prerendered) {
    hydrating = true;
    // In a transition, React hydrates in slices and yields to the browser between them, instead of one
    // long task that blocks input (Lighthouse's total blocking time); presses meanwhile are held.
    startTransition(() => {
      hydrateRoot(rootElement, app, {
        // A mismatch makes React render the page anew; say so plainly (the journeys fail on it).
        onRecoverableError: (error) => console.error('Hydration error:', error),
      });
    });
  } else {
    createRoot(rootElement).render(app);
  }

  // After the page has loaded: the registration, workbox-window and the service worker's precaching
  // (about 1.4 MB) must not compete with the page's own requests.
  if (document.readyState === 'complete') void registerServiceWorker();
  else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
}

void start();
