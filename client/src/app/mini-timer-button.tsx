import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { openPictureInPicture, pictureInPictureSupported, type PictureInPictureHandle } from '../lib/document-pip.ts';
import { useHydrated } from '../lib/hydration.ts';

// The window's content (timer, music, their styles) loads only when a visitor opens it.
const MiniTimerWindow = lazy(() => import('./mini-timer-window.tsx'));

/** The window's size in CSS pixels: the timer, its two buttons, the music row and the soundscape row. */
const WINDOW_SIZE = { width: 340, height: 330 };

/**
 * The header's "Mini timer" button: opens (and closes again) a small always-on-top window with the
 * timer and the music (Document Picture-in-Picture). Rendered only in browsers that have the API,
 * and never in a prerendered page; it sits first among the header's actions, so appearing after
 * hydration moves none of the others.
 */
export function MiniTimerButton() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [handle, setHandle] = useState<PictureInPictureHandle | null>(null);
  const opening = useRef(false);

  // The header never unmounts in practice; if it does, the window goes with it.
  useEffect(() => () => handle?.close(), [handle]);

  if (!hydrated || !pictureInPictureSupported()) return null;

  const toggle = async () => {
    if (handle) {
      handle.close();
      return;
    }
    if (opening.current) return;
    opening.current = true;
    try {
      setHandle(await openPictureInPicture(WINDOW_SIZE, () => setHandle(null)));
    } catch {
      // Refused (another window is open, no user gesture): the page's own timer is still there.
    } finally {
      opening.current = false;
    }
  };

  const label = t`Mini timer`;
  return (
    <>
      <button
        type="button"
        className="header-button mini-window-button"
        aria-label={label}
        aria-pressed={handle !== null}
        title={label}
        data-testid="mini-timer-button"
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M3 5.5A2.5 2.5 0 0 1 5.5 3h13A2.5 2.5 0 0 1 21 5.5V11h-2V5.5a.5.5 0 0 0-.5-.5h-13a.5.5 0 0 0-.5.5v11a.5.5 0 0 0 .5.5H10v2H5.5A2.5 2.5 0 0 1 3 16.5z"
          />
          <path
            fill="currentColor"
            d="M17 12.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm-.75 1.75v3.06l2.1 1.26.77-1.28-1.37-.82v-2.22z"
          />
        </svg>
      </button>
      {handle && (
        <Suspense fallback={null}>
          <MiniTimerWindow target={handle.window} />
        </Suspense>
      )}
    </>
  );
}
