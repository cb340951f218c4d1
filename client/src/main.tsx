import { I18nProvider } from '@lingui/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startFeatures } from './app/feature-links.ts';
import { ErrorPage } from './components/error-page.tsx';
import { NotFoundPage } from './components/not-found-page.tsx';
import { activateLanguage, i18n } from './lib/i18n.ts';
import { enterPreferredLanguage } from './lib/language-route.ts';
import { store } from './lib/store.ts';
import { registerServiceWorker } from './lib/sw-bridge.ts';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

// Before the router reads the address: a stored preferredLanguage may move a bare `/` to that
// language's home page (lib/language-preference.ts); this is the language of the resulting URL.
const entryLanguage = enterPreferredLanguage();

const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: ErrorPage,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

async function start(): Promise<void> {
  startFeatures();
  // The URL's language must be active before the first render: I18nProvider renders nothing
  // until a locale is active, and a first paint in English would flash. Never rejects.
  await activateLanguage(entryLanguage);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </Provider>
    </StrictMode>,
  );

  void registerServiceWorker();
}

void start();
