/**
 * Preact renders the app in React's place (decision 0107): every import of React, React DOM and their JSX runtimes,
 * the app's and the libraries' (TanStack Router, jotai, Lingui's React bindings), resolves to `preact/compat`. One
 * list for the client build, the prerendering's server build (build/prerender.ts passes the client's aliases on) and
 * the unit tests (vitest.config.ts), so that nothing renders with one library and takes over with the other.
 */
import { fileURLToPath } from 'node:url';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Exact specifiers: `react-dom` must not also catch `react-dom/client`, so each is matched whole. */
export const PREACT_ALIASES: { find: RegExp; replacement: string }[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // React's `prerender()` (client/src/entry-server.tsx), served by preact-render-to-string.
  { find: /^react-dom\/static$/, replacement: fromRoot('client/src/preact-static.ts') },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  // TanStack Store's selector hook imports React's shim for React 17, which has no `useSyncExternalStore`: Preact's
  // compat has it, so the shim's own copy is left out.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
