/**
 * What a page costs a phone before the visitor interacts (issue 26, decision 0086), read from a build: the
 * JavaScript each kind of page loads before the first interaction (gzip-compressed, as sent), and what the service
 * worker precaches. Bytes are deterministic, so server/test/page-weight.test.ts holds them to budgets; time figures
 * stay in `npm run bench -- lighthouse`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { APP_ISLAND_META, PRERENDER_DIR, prerenderFileName } from '../shared/prerender.ts';
import { RENDERER_GROUP } from './preload-renderer.ts';

/** One entry of Vite's dist/.vite/manifest.json (`build.manifest` in vite.config.ts). */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The kinds of page, each with one example address and the modules that page loads at start besides the app's entry
 * (index.html's module and its static imports): its route's component chunk (the router loads it before hydrating),
 * the text its loader imports, the language's catalog. Each with its own static imports. Keys are Vite's manifest
 * keys (source paths relative to client/). An `island` kind (shared/island-pages.ts: decisions 0087, 0097, 0098)
 * loads none of that before the visitor interacts: only the boot script and the island module its built page names;
 * `starts` is then what the app loads when it takes over (on demand), which `appJavaScript` counts.
 */
/** English's catalog, a chunk of its own like the other languages' (decision 0086). */
const EN = 'src/locales/en/messages.po';

export const PAGE_KINDS = {
  home: { url: '/', starts: ['src/routes/{-$lang}/index.tsx?tsr-split=component', EN] },
  'home (de)': {
    url: '/de',
    starts: ['src/routes/{-$lang}/index.tsx?tsr-split=component', 'src/locales/de/messages.po'],
  },
  article: {
    url: '/blog/adhd-pomodoro-guide',
    island: true,
    starts: [
      'src/routes/{-$lang}/blog.$slug.tsx?tsr-split=component',
      'src/features/content/blog/articles/adhd-pomodoro-guide.ts',
      EN,
    ],
  },
  legal: { url: '/privacy', island: true, starts: ['src/routes/{-$lang}/privacy.tsx?tsr-split=component', EN] },
  faq: {
    url: '/faq',
    island: true,
    starts: ['src/routes/{-$lang}/faq.tsx?tsr-split=component', 'src/features/content/faq/texts/faq-en.ts', EN],
  },
  about: {
    url: '/about',
    island: true,
    starts: ['src/routes/{-$lang}/about.tsx?tsr-split=component', 'src/features/content/about/texts/about-en.ts', EN],
  },
  blog: {
    url: '/blog',
    island: true,
    starts: ['src/routes/{-$lang}/blog.index.tsx?tsr-split=component', EN],
  },
  stats: { url: '/stats', starts: ['src/routes/{-$lang}/stats.tsx?tsr-split=component', EN] },
} as const satisfies Record<string, { url: string; island?: true; starts: readonly string[] }>;
export type PageKind = keyof typeof PAGE_KINDS;

/** The classic script every prerendered page runs first (theme, early presses, the app's loading). */
export const BOOT_SCRIPT = 'theme-boot.js';

export function readViteManifest(distDir: string): ViteManifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The files (relative to dist/) `keys` load with everything they import statically. */
export function staticClosure(manifest: ViteManifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no ${key}: was it renamed? (build/page-weight.ts)`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

export interface PageJs {
  /** Gzip-compressed bytes (level 9) of every script, the boot script included. */
  gzipBytes: number;
  /** What the server sends a browser that accepts Brotli (`sentSize`). */
  sentBytes: number;
  files: { file: string; gzipBytes: number; sentBytes: number }[];
}

/**
 * The files the build writes `.br` (Brotli, quality 11) and `.gz` (gzip, level 9) copies of, with
 * vite-plugin-compression2 (vite.config.ts, decision 0101): the server sends them as they are.
 */
export const PRECOMPRESSED = { include: /\.(js|mjs|css|svg)$/, minBytes: 1024 };

/**
 * What the server sends for a file of the build to a browser that accepts Brotli: the build's `.br` copy where it made
 * one, else what @fastify/compress makes on the fly (Brotli quality 4, from 1 KB; server/src/app.ts).
 */
export function sentSize(file: string): number {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  const data = readFileSync(file);
  if (data.length < 1024) return data.length;
  return brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }).length;
}

/** Whether pages of this kind start as islands (no app before the visitor needs it: decision 0087). */
export function isIslandKind(kind: PageKind): boolean {
  return 'island' in PAGE_KINDS[kind];
}

/** The island module a built page names (`<meta name="pomolo-island">`), relative to dist/; null if none. */
export function islandModule(distDir: string, url: string): string | null {
  const html = readFileSync(path.join(distDir, PRERENDER_DIR, prerenderFileName(url)), 'utf8');
  const match = new RegExp(`<meta name="${APP_ISLAND_META}" content="/([^"]+)">`).exec(html);
  return match ? match[1] : null;
}

function measured(distDir: string, files: Iterable<string>): PageJs {
  const sized = [...files].map((file) => ({
    file,
    gzipBytes: gzipSize(path.join(distDir, file)),
    sentBytes: sentSize(path.join(distDir, file)),
  }));
  sized.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (key: 'gzipBytes' | 'sentBytes') => sized.reduce((total, file) => total + file[key], 0);
  return { gzipBytes: sum('gzipBytes'), sentBytes: sum('sentBytes'), files: sized };
}

/** The manifest's key of the app's entry (index.html's module script). */
export function entryKey(manifest: ViteManifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry);
  if (!key) throw new Error("The build's manifest has no entry");
  return key;
}

/** The manifest's key of React's renderer, a file of its own that every start of the app loads (decision 0108). */
export function rendererKey(manifest: ViteManifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name].name === RENDERER_GROUP.name);
  if (!key) throw new Error("The build's manifest has no renderer chunk (build/preload-renderer.ts)");
  return key;
}

/** What the app loads to take a page of this kind over: its entry, React's renderer, the route, the text, the catalog. */
export function appJavaScript(distDir: string, kind: PageKind, manifest = readViteManifest(distDir)): PageJs {
  // React's renderer: the entry imports it dynamically and every start loads it at once (decision 0108).
  const keys = [entryKey(manifest), rendererKey(manifest), ...PAGE_KINDS[kind].starts];
  return measured(distDir, staticClosure(manifest, keys));
}

/**
 * The JavaScript a page of this kind loads before the visitor interacts: the boot script, then the app (entry,
 * renderer, route, text, catalog), or on an island page the island module instead.
 */
export function pageJavaScript(distDir: string, kind: PageKind, manifest = readViteManifest(distDir)): PageJs {
  if (isIslandKind(kind)) {
    const island = islandModule(distDir, PAGE_KINDS[kind].url);
    if (!island) throw new Error(`${PAGE_KINDS[kind].url} names no island module: is it still an island page?`);
    return measured(distDir, [BOOT_SCRIPT, island]);
  }
  return measured(distDir, [BOOT_SCRIPT, ...appJavaScript(distDir, kind, manifest).files.map(({ file }) => file)]);
}

/** The files the service worker precaches (the manifest injected into dist/sw.js): their size, audio apart. */
export function precacheSize(distDir: string): { bytes: number; files: number; audioBytes: number } {
  const sw = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const urls = new Set<string>();
  for (const match of sw.matchAll(
    /\{"revision":(?:"[0-9a-f]+"|null),"url":"([^"]+)"\}|\{"url":"([^"]+)","revision":(?:"[0-9a-f]+"|null)\}/g,
  )) {
    urls.add(match[1] ?? match[2]);
  }
  if (urls.size === 0) throw new Error('No precache manifest found in sw.js');
  let bytes = 0;
  let audioBytes = 0;
  for (const url of urls) {
    const size = statSync(path.join(distDir, url.split('?')[0])).size;
    if (/\.mp3$/i.test(url)) audioBytes += size;
    else bytes += size;
  }
  return { bytes, files: urls.size, audioBytes };
}
