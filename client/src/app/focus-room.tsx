import { Trans } from '@lingui/react/macro';
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { stripLanguagePrefix } from '#shared/languages.ts';
import { onTimerEvent } from '../lib/timer-bridge.ts';
import { store } from '../lib/store.ts';
import {
  focusViewOpenAtom,
  focusViewPrefsAtom,
  setFocusViewOpenAtom,
  toggleFocusViewAtom,
} from '../features/focus-view/atoms.ts';
import { currentTrackAtom, toggleMuteAtom, trackSourcesAtom } from '../features/player/atoms.ts';
import { CompactNowPlaying } from '../features/player/components/compact-music-controls.tsx';
import { NowPlayingBar } from '../features/player/components/now-playing-bar.tsx';
import { playerController } from '../features/player/player-controller.ts';
import { CurrentTask } from '../features/tasks/components/current-task.tsx';
import { timerDisplayAtom, timerStateAtom } from '../features/timer/atoms.ts';
import { FocusClock } from '../features/timer/components/focus-clock.tsx';
import { isTyping } from '../features/timer/shortcuts.ts';
import './focus-room.css';

// Loaded the first time they open (decision 0041: what the first paint does not need loads after it).
const FocusView = lazy(() =>
  import('../features/focus-view/components/focus-view.tsx').then((module) => ({ default: module.FocusView })),
);
const ShortcutsDialog = lazy(() =>
  import('./shortcuts-dialog.tsx').then((module) => ({ default: module.ShortcutsDialog })),
);

/** The countdown's change of second (the timer's display), for the focus view's scene to step with. */
const countdownBeat = (listener: () => void) => store.sub(timerDisplayAtom, listener);

/** Whether the keyboard shortcuts dialog is open (the ? key, or the hint's button on the timer card). */
export const shortcutsOpenAtom = atom(false);

/**
 * The focus room (issue 27), on every public page: the now-playing bar, the focus view composed of the timer's
 * clock, the current task and the music's compact controls, the keyboard shortcuts M, N, P, F and ?, and the
 * full-screen breaks.
 */
export function FocusRoom({ soundscape }: { soundscape?: ReactNode }) {
  const admin = useLocation({ select: (location) => stripLanguagePrefix(location.pathname).startsWith('/admin') });
  if (admin) return null;
  return <PublicFocusRoom soundscape={soundscape} />;
}

function PublicFocusRoom({ soundscape }: { soundscape?: ReactNode }) {
  const [shortcutsOpen, setShortcutsOpen] = useAtom(shortcutsOpenAtom);
  const focusOpen = useAtomValue(focusViewOpenAtom);
  const timer = useAtomValue(timerStateAtom);
  const current = useAtomValue(currentTrackAtom);
  const sources = useAtomValue(trackSourcesAtom);
  useRoomShortcuts();
  useFullScreenBreaks();
  return (
    <>
      <NowPlayingBar />
      {focusOpen && (
        <Suspense fallback={null}>
          <FocusView
            clock={<FocusClock />}
            task={<CurrentTask />}
            music={<CompactNowPlaying testIdPrefix="focus" />}
            soundscape={soundscape}
            cover={current ? sources.coverFor(current.track) : null}
            beat={countdownBeat}
            onBreak={timer.phase === 'break'}
            completed={timer.completed}
          />
        </Suspense>
      )}
      {shortcutsOpen && (
        // While its code loads, the marker tells the timer's shortcuts a modal is on its way.
        <Suspense fallback={<span hidden data-dialog-pending="" />}>
          <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The hint beside the timer (hidden on phones): the button opens the shortcuts dialog. */
export function ShortcutsHint() {
  const open = useSetAtom(shortcutsOpenAtom);
  return (
    <button
      type="button"
      className="shortcuts-hint"
      data-testid="shortcuts-hint"
      aria-keyshortcuts="Shift+?"
      onClick={() => open(true)}
    >
      <Trans>
        All shortcuts <kbd>?</kbd>
      </Trans>
    </button>
  );
}

/** The element a key was pressed on, as the timer's `isTyping` reads it. */
function typingIn(event: KeyboardEvent): boolean {
  const element = event.target instanceof Element ? event.target : document.body;
  return isTyping({
    tagName: element.tagName.toLowerCase(),
    isContentEditable: element instanceof HTMLElement && element.isContentEditable,
    inputType: element instanceof HTMLInputElement ? element.type : undefined,
    role: element.getAttribute('role'),
  });
}

/** M mutes or unmutes, N and P change track, F opens or closes the focus view, ? shows every key. */
function useRoomShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (typingIn(event)) return;
      // Another modal dialog (settings, the shortcuts themselves) has the keyboard.
      if (document.querySelector('dialog[open], [data-dialog-pending]')) return;
      const action = actionFor(event.key);
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

function actionFor(key: string): (() => void) | null {
  switch (key) {
    case 'm':
    case 'M':
      return () => store.set(toggleMuteAtom);
    case 'n':
    case 'N':
      return () => playerController.next();
    case 'p':
    case 'P':
      return () => playerController.previous();
    case 'f':
    case 'F':
      return () => store.set(toggleFocusViewAtom);
    case '?':
      return () => store.set(shortcutsOpenAtom, true);
    default:
      return null;
  }
}

/** With "Full-screen breaks" on, a break that starts opens the focus view (as an overlay: no press, no full screen). */
function useFullScreenBreaks(): void {
  useEffect(
    () =>
      onTimerEvent(({ event, mirrored }) => {
        if (mirrored || event.type !== 'phase-changed' || event.phase !== 'break') return;
        if (!store.get(focusViewPrefsAtom).fullScreenBreaks || store.get(focusViewOpenAtom)) return;
        store.set(setFocusViewOpenAtom, true);
      }),
    [],
  );
}
