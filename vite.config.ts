import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { renderBell } from './server/src/media/synth.ts';
import { encodeMp3 } from './server/src/media/mp3.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Where the Fastify server listens in development (`npm run serve`); the Vite dev server forwards to it.
const devServerTarget = `http://localhost:${process.env.PORT ?? 3000}`;

const appPlugins: PluginOption[] = [
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
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    // The glob below already finds the icons; the plugin adds manifest.webmanifest itself.
    includeManifestIcons: false,
    injectManifest: {
      // Everything the app needs to start offline: the shell, every route and locale chunk, icons.
      // audio/*.mp3 is the bell emitted into the build; uploaded media (/media) is cached separately.
      globPatterns: ['**/*.{js,css,html,svg,png,ico,webp,woff2}', 'audio/*.mp3'],
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
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'audio/bell.mp3', source: encodeMp3(renderBell()) });
    },
  };
}

export default defineConfig({
  root: fromRoot('./client'),
  publicDir: fromRoot('./public'),
  plugins: [
    ...appPlugins,
    bellAsset(),
  ],
  build: {
    outDir: fromRoot('./dist'),
    emptyOutDir: true,
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
