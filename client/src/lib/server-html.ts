/**
 * Whether the browser's first render can be the server's HTML (decision 0107). Apart from lib/hydration.ts, with no
 * React: the long texts' loader (lib/localized-text.ts), which the journeys also import, calls it.
 */

let serverHtmlDiffers = false;

/**
 * Says that this start's first render will differ from the prerendered HTML, because a text the server rendered could
 * not be loaded and English stands in (a language's catalog, a long text's chunk). The app then renders the page anew
 * instead of taking it over (main.tsx): a take-over would find the page's texts differing everywhere, and React would
 * report a hydration error and render it anew anyway, after a wasted pass (decision 0107).
 */
export function serverHtmlCannotMatch(): void {
  serverHtmlDiffers = true;
}

/** Whether `serverHtmlCannotMatch` was called. */
export function canTakeOverServerHtml(): boolean {
  return !serverHtmlDiffers;
}
