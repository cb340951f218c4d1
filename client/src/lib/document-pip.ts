/**
 * Document Picture-in-Picture (Chromium desktop): a small always-on-top window whose document the
 * page fills itself. This module opens it and keeps it looking like the page: the page's
 * stylesheets are copied in (and any added later, as lazily loaded code brings its CSS), and the
 * `<html>` attributes that carry the language, direction, light/dark mode, colour theme and phase
 * palette are mirrored as they change. What the window shows is rendered by React through a portal.
 */

interface PictureInPictureWindowOptions {
  width?: number;
  height?: number;
}

/** The part of `window.documentPictureInPicture` used here (not in TypeScript's DOM types yet). */
interface DocumentPictureInPicture {
  requestWindow(options?: PictureInPictureWindowOptions): Promise<Window>;
  readonly window: Window | null;
}

function api(): DocumentPictureInPicture | null {
  if (typeof window === 'undefined') return null;
  return (window as Window & { documentPictureInPicture?: DocumentPictureInPicture }).documentPictureInPicture ?? null;
}

/** Whether a picture-in-picture document (the mini timer window) is open now. */
export function pictureInPictureOpen(): boolean {
  return Boolean(api()?.window);
}

/** Whether this browser can open a picture-in-picture document (call it in effects, not during render). */
export function pictureInPictureSupported(): boolean {
  return api() !== null;
}

const STYLESHEETS = 'link[rel~="stylesheet"], style';

/** Copies `source`'s stylesheets into `target` now and as they are added; returns the stop. */
function mirrorStylesheets(source: Document, target: Document): () => void {
  const copied = new WeakSet<Node>();
  const copy = (node: Element) => {
    if (copied.has(node)) return;
    copied.add(node);
    target.head.append(node.cloneNode(true));
  };
  source.querySelectorAll(STYLESHEETS).forEach(copy);
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element && node.matches(STYLESHEETS)) copy(node);
  });
  observer.observe(source.head, { childList: true });
  return () => observer.disconnect();
}

/** Mirrors every attribute of `source`'s `<html>` (lang, dir, data-theme, data-phase, the palette's style). */
function mirrorRootAttributes(source: Document, target: Document): () => void {
  const from = source.documentElement;
  const to = target.documentElement;
  const sync = () => {
    for (const { name } of Array.from(to.attributes)) if (!from.hasAttribute(name)) to.removeAttribute(name);
    for (const { name, value } of Array.from(from.attributes))
      if (to.getAttribute(name) !== value) to.setAttribute(name, value);
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(from, { attributes: true });
  return () => observer.disconnect();
}

export interface PictureInPictureHandle {
  window: Window;
  /** Closes the window (the `closed` callback runs, as when the visitor closes it). */
  close(): void;
}

/**
 * Opens the window (must be called from a click: the browser asks for a user gesture). `closed`
 * runs once when the window goes away, however it was closed; the mirroring stops then.
 */
export async function openPictureInPicture(
  size: { width: number; height: number },
  closed: () => void,
): Promise<PictureInPictureHandle> {
  const pip = api();
  if (!pip) throw new Error('Document Picture-in-Picture is not available');
  const win = await pip.requestWindow(size);
  const target = win.document;
  const stops = [mirrorStylesheets(document, target), mirrorRootAttributes(document, target)];
  // The page itself going away takes its picture-in-picture window with it.
  const ownerHidden = () => win.close();
  window.addEventListener('pagehide', ownerHidden);
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    window.removeEventListener('pagehide', ownerHidden);
    for (const stop of stops) stop();
    closed();
  };
  win.addEventListener('pagehide', finish, { once: true });
  return {
    window: win,
    close: () => {
      win.close();
      finish();
    },
  };
}

/** Names the window (its title bar and the screen reader's window name). */
export function setDocumentTitle(win: Window, title: string): void {
  if (win.document.title !== title) win.document.title = title;
}
