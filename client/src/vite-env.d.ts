/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

// Lingui catalogs are compiled to JS modules by @lingui/vite-plugin when imported.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
