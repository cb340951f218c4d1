import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRouter, RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { getLanguage, LANGUAGE_CODES, localizePath, parseLanguagePrefix } from '#shared/languages.ts';
import { PRERENDER_NOT_FOUND_PATH, type PrerenderedPage } from '#shared/prerender.ts';
import { BLOG_ARTICLE_SLUGS, BLOG_POST_SLUGS } from '#shared/public-routes.ts';
import { ErrorPage } from './components/error-page.tsx';
import { NotFoundPage } from './components/not-found-page.tsx';
import { buildHeadTags, type HeadInput } from './lib/head.ts';
import { activateLanguage, i18n } from './lib/i18n.ts';
import { ServerRenderContext, type ServerRender } from './lib/server-render.ts';
import { store } from './lib/store.ts';
import { routeTree } from './routeTree.gen.ts';

/**
 * The server side of prerendering (decision 0007): the build (build/prerender.ts) bundles this module
 * for Node and calls `prerenderPages` once; every public page in every language becomes static HTML,
 * which the server sends and the browser hydrates (client/src/main.tsx).
 *
 * The list of pages comes from the route tree: every leaf route outside /admin, in every language,
 * so a page added to client/src/routes is prerendered without being listed here. Dynamic segments
 * need their values: a dynamic route missing from `PARAM_VALUES` fails the build.
 */

/** The values of each dynamic route's segment, by the route's full path. */
const PARAM_VALUES: Record<string, readonly string[]> = {
  '/{-$lang}/blog/$slug': BLOG_ARTICLE_SLUGS,
  '/{-$lang}/blog/post/$slug': BLOG_POST_SLUGS,
};

/** Rendering a page takes milliseconds; longer means it waits for something only a browser has. */
const PAGE_TIMEOUT_MS = 15_000;

/** Routes that are not public pages: the admin area renders in the browser only. */
const isPrivate = (fullPath: string) => fullPath === '/admin' || fullPath.startsWith('/admin/');

/** The unprefixed paths of every prerendered page (`/`, `/faq`, `/blog/adhd-pomodoro-guide`, …). */
export function prerenderPaths(): string[] {
  const paths = new Set<string>();
  // Creating a router gives every route its full path.
  const router = createRouter({ routeTree, history: createMemoryHistory(), isServer: true });
  for (const route of Object.values(router.routesById) as AnyRoute[]) {
    if (route.isRoot) continue;
    if (childrenOf(route).length > 0) continue;
    const fullPath = (route as { fullPath: string }).fullPath;
    if (isPrivate(fullPath)) continue;
    const withoutLang = fullPath.replace(/^\/\{-\$lang\}/, '') || '/';
    const dynamic = /\/\$[^/]+/.exec(withoutLang);
    if (!dynamic) {
      paths.add(withoutLang.length > 1 ? withoutLang.replace(/\/$/, '') : '/');
      continue;
    }
    const values = PARAM_VALUES[fullPath];
    if (!values)
      throw new Error(`Prerendering: the route ${fullPath} has a dynamic segment; list its values in PARAM_VALUES`);
    for (const value of values) paths.add(withoutLang.replace(dynamic[0], `/${value}`));
  }
  return [...paths];
}

function childrenOf(route: AnyRoute): AnyRoute[] {
  const children = (route.children ?? []) as AnyRoute[] | Record<string, AnyRoute>;
  return Array.isArray(children) ? children : Object.values(children);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Renders the page at `url` (a prefixed path: `/fr/faq`) to HTML, with its head. */
export async function renderPage(url: string, origin: string): Promise<PrerenderedPage> {
  const language = parseLanguagePrefix(url).lang;
  // Pages that match no route never reach the `{-$lang}` route, which activates the URL's language.
  await activateLanguage(language);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    // On the server this would add an inline script, which the CSP forbids and the client never renders.
    scrollRestoration: false,
  });
  await router.load();
  const collected: { head: HeadInput | null } = { head: null };
  const server: ServerRender = {
    origin,
    setHead: (input) => {
      collected.head = input;
    },
  };
  const errors: string[] = [];
  // Unlike renderToString, prerendering waits for every lazy route component and Suspense boundary.
  const { prelude } = await prerender(
    <StrictMode>
      <ServerRenderContext.Provider value={server}>
        <Provider store={store}>
          <I18nProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nProvider>
        </Provider>
      </ServerRenderContext.Provider>
    </StrictMode>,
    {
      // A page that never finishes (something waits for the browser) fails the build instead of hanging it.
      signal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
      onError: (error, info) => {
        errors.push(`${String(error)}${info.componentStack ?? ''}`);
      },
    },
  );
  if (errors.length > 0) throw new Error(`Prerendering ${url} failed:\n${errors.join('\n')}`);
  const body = await new Response(prelude).text();
  const { locale, dir } = getLanguage(language);
  const head = collected.head;
  const tags = head
    ? buildHeadTags(head, origin).map((tag) => {
        const attributes = Object.entries(tag.attributes)
          .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
          .join('');
        // data-page-head: lib/head.ts replaces these tags when the page changes in the browser.
        return tag.tag === 'script'
          ? `<script${attributes} data-page-head>${tag.text ?? ''}</script>`
          : `<${tag.tag}${attributes} data-page-head />`;
      })
    : [];
  return {
    url,
    lang: locale,
    dir,
    title: escapeText(head?.title ?? 'Pomolo'),
    head: tags.join('\n    '),
    body,
  };
}

/** Every page of `prerenderPaths()` in every language, then the 404 page of each language. */
export async function prerenderPages(
  origin: string,
): Promise<{ pages: PrerenderedPage[]; notFound: PrerenderedPage[] }> {
  const pages: PrerenderedPage[] = [];
  for (const path of prerenderPaths()) {
    for (const code of LANGUAGE_CODES) pages.push(await renderPage(localizePath(path, code), origin));
  }
  const notFound: PrerenderedPage[] = [];
  for (const code of LANGUAGE_CODES)
    notFound.push(await renderPage(localizePath(PRERENDER_NOT_FOUND_PATH, code), origin));
  return { pages, notFound };
}
