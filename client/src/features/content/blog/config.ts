/**
 * Optional blog integrations, configured at build time. With nothing set (the default) the newsletter
 * box is not rendered and the ad slots stay empty layout containers that load no third-party script
 * (PRODUCT.md: no dead links; ads only when configured).
 *
 * - `VITE_NEWSLETTER_URL`: an https address of the newsletter's sign-up page.
 * - `VITE_AD_CLIENT`: an AdSense publisher id (`ca-pub-…`), together with the ad-unit ids
 *   `VITE_AD_SLOT_HORIZONTAL` and/or `VITE_AD_SLOT_VERTICAL` (digits). A slot without an ad-unit id
 *   stays empty. The server's Content-Security-Policy must also allow the ad network's origins.
 */

import { safeHttpUrl } from '#shared/safe-url.ts';

export function adClientId(value: unknown): string | null {
  return typeof value === 'string' && /^ca-pub-\d{6,20}$/.test(value.trim()) ? value.trim() : null;
}

export function adUnitId(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4,20}$/.test(value.trim()) ? value.trim() : null;
}

export const NEWSLETTER_URL = safeHttpUrl(import.meta.env.VITE_NEWSLETTER_URL);

export const AD_CLIENT = adClientId(import.meta.env.VITE_AD_CLIENT);

export type AdSlotVariant = 'horizontal' | 'vertical';

export const AD_UNITS: Record<AdSlotVariant, string | null> = {
  horizontal: adUnitId(import.meta.env.VITE_AD_SLOT_HORIZONTAL),
  vertical: adUnitId(import.meta.env.VITE_AD_SLOT_VERTICAL),
};
