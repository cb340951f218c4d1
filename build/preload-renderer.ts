import type { Plugin } from 'vite';

/**
 * React's renderer in a file of its own (Rolldown's `codeSplitting.groups` in vite.config.ts): react-dom and its
 * scheduler, which client/src/main.tsx imports dynamically (decision 0108). One file: split by sharing, the part of
 * react-dom that the mini-timer window also uses was a 1.4 KB file of its own, one more request on every start.
 */
export const RENDERER_GROUP = { name: 'renderer', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ };

/**
 * Preloads React's renderer beside the entry. client/src/main.tsx imports `react-dom/client` dynamically, so that the
 * browser evaluates its 200 KB in a task of its own instead of inside the entry's module script, the start's longest
 * task (issue 26, decision 0108). Vite preloads no dynamic import: without this, the renderer's request would start
 * only once the entry had run. The link goes into index.html, the offline shell's start, and build/prerender.ts turns
 * it into a preload that a prerendered page's boot script adds after the first paint.
 */
export function preloadRenderer(): Plugin {
  let base = '/';
  return {
    name: 'pomolo-preload-renderer',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
        const renderer = chunks.find((chunk) => chunk.name === RENDERER_GROUP.name);
        if (!renderer) throw new Error('The build has no renderer chunk (build/preload-renderer.ts)');
        const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        return [renderer.fileName, ...renderer.imports.filter((file) => !entries.has(file))].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
