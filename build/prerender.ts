import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption, type ResolvedConfig, type Rollup } from 'vite';
import { isIslandPage } from '../shared/island-pages.ts';
import { DEFAULT_LANGUAGE, parseLanguagePrefix } from '../shared/languages.ts';
import {
  APP_ENTRY_META,
  APP_ISLAND_META,
  APP_PRELOAD_META,
  notFoundFileName,
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  PRERENDER_ORIGIN,
  prerenderFileName,
  type PrerenderedPage,
  type PrerenderManifest,
} from '../shared/prerender.ts';

type OutputBundle = Rollup.OutputBundle;

interface EntryServer {
  prerenderPages(origin: string): Promise<{ pages: PrerenderedPage[]; notFound: PrerenderedPage[] }>;
}

export interface PrerenderOptions {
  /** Fresh instances of the plugins that compile the app's sources (router, React, Lingui). */
  sourcePlugins: () => PluginOption[];
  /** Where the Node bundle of the server entry goes: inside the project, so it resolves node_modules. */
  ssrOutDir: string;
}

/** The app never registers a service worker on the server: an empty `virtual:pwa-register`. */
function pwaRegisterStub(): Plugin {
  const id = 'virtual:pwa-register';
  return {
    name: 'pomolo-pwa-register-stub',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) =>
      resolved === `\0${id}` ? 'export function registerSW() { return () => Promise.resolve(); }' : null,
  };
}

/** The catalog chunk of each language (`de` → `assets/messages-….js`): client/src/lib/i18n.ts loads them lazily. */
function catalogChunks(bundle: OutputBundle): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const chunk of Object.values(bundle)) {
    const code =
      chunk.type === 'chunk' ? /[\\/]locales[\\/]([^\\/]+)[\\/]messages\.po$/.exec(chunk.facadeModuleId ?? '') : null;
    if (code) chunks.set(code[1], chunk.fileName);
  }
  return chunks;
}

/**
 * Puts a rendered page into the client's index.html. `catalog` (the URL of the page language's catalog chunk) joins
 * the modules loaded beside the entry, so the app does not wait for the entry to ask for it (decision 0086). `island`
 * (the URL of the island module) is named on the pages that start without the app (decision 0087).
 */
export function pageDocument(template: string, page: PrerenderedPage, catalog?: string, island?: string): string {
  const catalogMeta = catalog ? `\n    <meta name="${APP_PRELOAD_META}" content="${catalog}">` : '';
  const islandMeta = island ? `\n    <meta name="${APP_ISLAND_META}" content="${island}">` : '';
  const replaced = template
    .replace(/<html[^>]*>/, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${page.title}</title>`)
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('</head>', `  ${page.head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`)
    // The page paints from its HTML and CSS; the scripts hydrate it after (issue 16): they are only named here,
    // and /theme-boot.js loads them once the page has painted (client/src/lib/load-app-after-paint.ts).
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_, src: string) => `<meta name="${APP_ENTRY_META}" content="${src}">${catalogMeta}${islandMeta}`,
    )
    .replace(
      /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
      (_, href: string) => `<meta name="${APP_PRELOAD_META}" content="${href}">`,
    );
  if (!replaced.includes(page.body)) throw new Error(`Prerendering ${page.url}: index.html has no empty #root`);
  if (!replaced.includes(`name="${APP_ENTRY_META}"`) || /<script type="module"|rel="modulepreload"/.test(replaced))
    throw new Error(`Prerendering ${page.url}: index.html's module script and preloads were not where expected`);
  return replaced;
}

/**
 * Prerenders every public page in every language (decision 0007). In the client build, once
 * index.html is generated: builds client/src/entry-server.tsx for Node, renders each page with it and
 * emits `prerendered/<page>.html` plus `prerendered/manifest.json`, which the server reads. Also
 * emits /theme-boot.js (client/src/theme-boot.ts as a classic script). The prerendered pages are not
 * precached by the service worker (its navigation fallback is the empty shell, index.html).
 */
export function prerender(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pomolo-prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const started = Date.now();
      const shared = {
        configFile: false as const,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        logLevel: 'warn' as const,
        resolve: { alias: config.resolve.alias },
      };

      const boot = await build({
        ...shared,
        plugins: [],
        build: {
          write: false,
          minify: true,
          lib: { entry: path.join(config.root, 'src/theme-boot.ts'), formats: ['iife'], name: 'pomoloThemeBoot' },
        },
      });
      const bootOutput = (Array.isArray(boot) ? boot[0] : boot) as { output: { type: string; code?: string }[] };
      const bootCode = bootOutput.output.find((chunk) => chunk.type === 'chunk')?.code;
      if (!bootCode) throw new Error('Prerendering: theme-boot.ts produced no code');
      this.emitFile({ type: 'asset', fileName: 'theme-boot.js', source: bootCode });

      // The island module (client/src/island.ts, decision 0087): on its own, with no React, hashed like the app's
      // chunks (the service worker precaches it; a new build gets a new name).
      const island = await build({
        ...shared,
        plugins: [],
        build: {
          write: false,
          minify: true,
          // An IIFE: Vite leaves the whitespace of an `es` library unminified (it runs as a module script all the same).
          lib: { entry: path.join(config.root, 'src/island.ts'), formats: ['iife'], name: 'pomoloIsland' },
        },
      });
      const islandOutput = (Array.isArray(island) ? island[0] : island) as {
        output: { type: string; code?: string }[];
      };
      const islandChunks = islandOutput.output.filter((chunk) => chunk.type === 'chunk');
      if (islandChunks.length !== 1 || !islandChunks[0].code)
        throw new Error('Prerendering: island.ts must build to exactly one module');
      const islandFile = this.getFileName(
        this.emitFile({ type: 'asset', name: 'island.js', source: islandChunks[0].code }),
      );
      const islandUrl = `${config.base}${islandFile}`;

      await mkdir(options.ssrOutDir, { recursive: true });
      await build({
        ...shared,
        plugins: [...options.sourcePlugins(), pwaRegisterStub()],
        build: {
          ssr: path.join(config.root, 'src/entry-server.tsx'),
          outDir: options.ssrOutDir,
          emptyOutDir: true,
          minify: false,
          sourcemap: false,
          copyPublicDir: false,
        },
      });
      const entryFile = (await readdir(options.ssrOutDir)).find((name) => /^entry-server\.m?js$/.test(name));
      if (!entryFile) throw new Error(`Prerendering: no entry-server.js in ${options.ssrOutDir}`);
      // No cache-busting query: the route chunks import this module back by its plain URL, and two
      // instances would mean two React contexts (the server render's would be invisible to them).
      const entry = (await import(pathToFileURL(path.join(options.ssrOutDir, entryFile)).href)) as EntryServer;

      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('Prerendering: the build has no index.html');
      // Each page's template. It links the client's one stylesheet (`cssCodeSplit: false`, decision 0096), so every
      // page's markup, the lazy routes' included, is styled from its first paint.
      const shell = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);

      const catalogs = catalogChunks(bundle);
      if (catalogs.size === 0) throw new Error('Prerendering: the build has no catalog chunks (locales/*/messages.po)');
      const catalogOf = (url: string) => {
        const file = catalogs.get(parseLanguagePrefix(url).lang);
        if (!file) throw new Error(`Prerendering ${url}: no catalog chunk for its language`);
        return `${config.base}${file}`;
      };
      const { pages, notFound } = await entry.prerenderPages(PRERENDER_ORIGIN);
      const manifest: PrerenderManifest = { origin: PRERENDER_ORIGIN, pages: {}, notFound: {} };
      for (const page of pages) {
        if (page.body.includes('data-testid="not-found"'))
          throw new Error(`Prerendering: ${page.url} rendered the 404 page`);
        const fileName = prerenderFileName(page.url);
        manifest.pages[page.url] = fileName;
        this.emitFile({
          type: 'asset',
          fileName: `${PRERENDER_DIR}/${fileName}`,
          source: pageDocument(shell, page, catalogOf(page.url), isIslandPage(page.url) ? islandUrl : undefined),
        });
      }
      for (const page of notFound) {
        const code = parseLanguagePrefix(page.url).lang;
        const fileName = notFoundFileName(code, DEFAULT_LANGUAGE);
        manifest.notFound[code] = fileName;
        this.emitFile({
          type: 'asset',
          fileName: `${PRERENDER_DIR}/${fileName}`,
          source: pageDocument(shell, page, catalogOf(page.url)),
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: `${PRERENDER_DIR}/${PRERENDER_MANIFEST}`,
        source: JSON.stringify(manifest),
      });
      config.logger.info(
        `prerendered ${pages.length} pages and ${notFound.length} 404 pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
