import type { TimerPhase, TimerStatus } from '#shared/timer.ts';

// The favicon tells the phase apart in a crowded tab bar: the default icon while nothing runs,
// a red clock face during focus, a green cup during a break.

const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`)}`;

export const DEFAULT_FAVICON = '/favicon.svg';

export const FOCUS_FAVICON = svg(
  '<rect width="64" height="64" rx="14" fill="#b91c1c"/><circle cx="32" cy="34" r="20" fill="#fff"/>' +
    '<path d="M32 21v13l9 6" fill="none" stroke="#b91c1c" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>',
);

export const BREAK_FAVICON = svg(
  '<rect width="64" height="64" rx="14" fill="#047857"/>' +
    '<path d="M13 27h31v11a13 13 0 0 1-13 13h-5a13 13 0 0 1-13-13z" fill="#fff"/>' +
    '<path d="M44 31h3a6 6 0 0 1 0 12h-4" fill="none" stroke="#fff" stroke-width="4"/>' +
    '<path d="M21 10c-2 3 2 5 0 9m8-9c-2 3 2 5 0 9m8-9c-2 3 2 5 0 9" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>',
);

export function faviconFor(phase: TimerPhase, status: TimerStatus): string {
  if (phase === 'break') return BREAK_FAVICON;
  return status === 'idle' ? DEFAULT_FAVICON : FOCUS_FAVICON;
}

export function applyFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') === href) return;
  link.type = 'image/svg+xml';
  link.href = href;
}
