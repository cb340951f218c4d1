import { readFile } from 'node:fs/promises';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import sharp from 'sharp';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { PRECOMPRESSED } from './build/page-weight.ts';
import { preloadRenderer, RENDERER_GROUP } from './build/preload-renderer.ts';
import { prerender } from './build/prerender.ts';
import { renderBell } from './server/src/catalogue/bell.ts';
import { encodeMp3 } from './server/src/media/mp3.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Where the Fastify server listens in development (`npm run serve`); the Vite dev server forwards to it.
const devServerTarget = `http://localhost:${process.env.PORT ?? 3000}`;

/** The plugins that compile the app's sources; also used by the prerendering's server build. */
const sourcePlugins = (): PluginOption[] => [
  // The router plugin generates client/src/routeTree.gen.ts and splits every route into lazy chunks;
  // it must run before react() so the split modules still go through Babel (and the Lingui macro).
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: fromRoot('./client/src/routes'),
    generatedRouteTree: fromRoot('./client/src/routeTree.gen.ts'),
    quoteStyle: 'single',
    semicolons: true,
  }),
  react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
  // Compiles client/src/locales/*/messages.po when imported. A message missing from a catalog fails
  // the build, so no language ships half-translated.
  lingui({ failOnMissing: true, failOnCompileError: true }),
];

const appPlugins: PluginOption[] = [
  ...sourcePlugins(),
  VitePWA({
    strategies: 'injectManifest',
    // srcDir is relative to the Vite root (client/).
    srcDir: 'src/sw',
    filename: 'sw.ts',
    // Registered by client/src/lib/sw-bridge.ts through virtual:pwa-register, in production only.
    injectRegister: false,
    registerType: 'prompt',
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'Pomolo',
      short_name: 'Pomolo',
      description: 'Pomodoro focus timer with calm lo-fi music. Works offline, no account needed.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1e3a8a',
      background_color: '#0f172a',
      lang: 'en',
      dir: 'ltr',
      categories: ['productivity', 'music', 'education'],
      // PNGs rendered from the SVGs at build time by pwaIcons() below.
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
      // Handled by the home page (features/offline/launch.ts).
      shortcuts: [
        {
          name: 'Start focus',
          short_name: 'Focus',
          description: 'Start a focus session right away',
          url: '/?start=focus',
          icons: [{ src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' }],
        },
        {
          name: 'Music',
          short_name: 'Music',
          description: 'Open the lo-fi music player',
          url: '/#music',
          icons: [{ src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' }],
        },
      ],
    },
    // The glob below already finds the icons; the plugin adds manifest.webmanifest itself.
    includeManifestIcons: false,
    injectManifest: {
      // Everything the app needs to start offline: the shell, every route and locale chunk, icons.
      // audio/*.mp3 is the bell emitted into the build; uploaded media (/media) is cached separately.
      globPatterns: ['**/*.{js,css,html,svg,png,ico,webp,woff2}', 'audio/*.mp3'],
      // The prerendered pages are for first visits and crawlers; offline, every page starts from index.html.
      globIgnores: ['prerendered/**'],
    },
    devOptions: { enabled: false },
  }),
];

/**
 * Emits the timer bell into the build as audio/bell.mp3, rendered by the same deterministic synthesiser the
 * server uses for DATA_DIR/media/bell.mp3, so the service worker can precache it.
 */
function bellAsset(): Plugin {
  return {
    name: 'pomolo-bell-asset',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'audio/bell.mp3', source: await encodeMp3(renderBell()) });
    },
  };
}

/**
 * Renders the app icons as PNG (what install prompts and home screens want) from the SVG sources:
 * `public/favicon.svg` for the regular icons, `public/icons/maskable.svg` (full-bleed, the mark in
 * the safe zone) for the maskable ones and the Apple touch icon.
 */
function pwaIcons(): Plugin {
  const icons: { file: string; source: string; size: number }[] = [
    { file: 'icons/icon-96.png', source: './public/favicon.svg', size: 96 },
    { file: 'icons/icon-192.png', source: './public/favicon.svg', size: 192 },
    { file: 'icons/icon-512.png', source: './public/favicon.svg', size: 512 },
    { file: 'icons/maskable-192.png', source: './public/icons/maskable.svg', size: 192 },
    { file: 'icons/maskable-512.png', source: './public/icons/maskable.svg', size: 512 },
    { file: 'icons/apple-touch-icon.png', source: './public/icons/maskable.svg', size: 180 },
  ];
  return {
    name: 'pomolo-pwa-icons',
    apply: 'build',
    async generateBundle() {
      for (const { file, source, size } of icons) {
        const svg = await readFile(fromRoot(source));
        // The SVGs are 64 units wide: render at the density that makes them exactly `size` pixels.
        const png = await sharp(svg, { density: (72 * size) / 64 })
          .resize(size, size)
          .png({ compressionLevel: 9 })
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: file, source: png });
      }
    },
  };
}

export default defineConfig({
  root: fromRoot('./client'),
  publicDir: fromRoot('./public'),
  plugins: [
    ...appPlugins,
    bellAsset(),
    pwaIcons(),
    preloadRenderer(),
    prerender({ sourcePlugins, ssrOutDir: fromRoot('./node_modules/.cache/pomolo-prerender') }),
    // `.br` and `.gz` copies of the scripts and the stylesheet, compressed once at the highest settings, which the
    // server sends as they are (decision 0101). In the bundle's last step: what the prerendering emits is included.
    compression({
      include: PRECOMPRESSED.include,
      threshold: PRECOMPRESSED.minBytes,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  build: {
    outDir: fromRoot('./dist'),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunk holds which source and what it imports. The byte budgets read it
    // (server/test/js-budgets.test.ts, decision 0086); the server never sends dotfiles.
    manifest: true,
    // One stylesheet for the whole client (decision 0096): a prerendered page linked ten (the app's and each lazy
    // route's), each a request its first paint waited for. Every page linked all the public ones anyway.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is in the entry's own file (decision 0100). Split by sharing, the
          // start was 25 files beside the entry (React, the router's pieces, the stores, the player and timer modules
          // the lazy routes also import): each a request the page and the service worker answered, and a file
          // compressed on its own. One file is 7.8 KB smaller compressed, and the lazy routes import from it.
          // React's renderer, which the entry imports dynamically, is a file of its own (decision 0108).
          groups: [{ name: 'start', tags: ['$initial'] }, RENDERER_GROUP],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': devServerTarget,
      '/media': devServerTarget,
      '/audio': devServerTarget,
      '/i18n.json': devServerTarget,
    },
  },
  preview: {
    proxy: {
      '/api': devServerTarget,
      '/media': devServerTarget,
      '/audio': devServerTarget,
      '/i18n.json': devServerTarget,
    },
  },
});
