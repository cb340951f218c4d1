import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { SwitchField } from '../../../components/switch-field.tsx';
import { focusViewOpenAtom, focusViewPrefsAtom, setFocusViewOpenAtom, updateFocusViewPrefsAtom } from '../atoms.ts';
import { BACKGROUNDS, suggestionIndex, type Background } from '../prefs.ts';
import '../focus-view.css';

export interface FocusViewProps {
  /** The phase, the countdown and Start/Pause/Skip (the timer feature's). */
  clock: ReactNode;
  /** The current task, when there is one. */
  task?: ReactNode;
  /** Compact music controls (the player feature's). */
  music?: ReactNode;
  /** Compact soundscape controls, where the soundscape feature supplies them. */
  soundscape?: ReactNode;
  /** The current track's cover, for the "cover" background; null without one. */
  cover: string | null;
  /**
   * Subscribes to the countdown's once-a-second change (returns the unsubscribe): the scene steps with it, so both
   * are drawn in one frame. While the countdown stands still (paused), the scene keeps its own second.
   */
  beat?: (listener: () => void) => () => void;
  /** The timer is in a break: a suggestion shows (which one turns with `completed`). */
  onBreak: boolean;
  completed: number;
}

/**
 * The focus view (issue 27): the countdown large over a chosen background, the phase, the task, Start/Pause/Skip and
 * compact music (and soundscape) controls; the page's header and footer are out of sight and out of reach (inert).
 * It asks for the browser's full screen where that is allowed and is a full-window overlay where it is not; Escape,
 * the Exit button or leaving full screen close it.
 */
export function FocusView(props: FocusViewProps) {
  const open = useAtomValue(focusViewOpenAtom);
  if (!open) return null;
  return <OpenFocusView {...props} />;
}

function OpenFocusView({ clock, task, music, soundscape, cover, beat, onBreak, completed }: FocusViewProps) {
  const { t } = useLingui();
  const id = useId();
  const setOpen = useSetAtom(setFocusViewOpenAtom);
  const prefs = useAtomValue(focusViewPrefsAtom);
  const update = useSetAtom(updateFocusViewPrefsAtom);
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useFullScreen(ref, setOpen);

  useEffect(() => {
    const view = ref.current;
    if (!view) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Everything else on the page is out of reach while the view is open.
    const others = Array.from(view.parentElement?.children ?? []).filter(
      (element): element is HTMLElement => element !== view && element instanceof HTMLElement && !element.inert,
    );
    for (const element of others) element.inert = true;
    document.documentElement.dataset.focusView = '';
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const element of others) element.inert = false;
      delete document.documentElement.dataset.focusView;
      before?.focus();
    };
  }, [setOpen]);

  const names: Record<Background, string> = {
    cover: t`Cover art`,
    gradient: t`Colour theme`,
    night: t`Night sky`,
    rain: t`Rain on glass`,
    dawn: t`Dawn`,
  };
  const background = prefs.background === 'cover' && !cover ? 'gradient' : prefs.background;
  const suggestions = [
    t`Look away from the screen at something far away for twenty seconds.`,
    t`Stand up and stretch your shoulders, back and legs.`,
    t`Drink a glass of water.`,
    t`Take five slow, deep breaths.`,
  ];

  return (
    <div
      ref={ref}
      className="focus-view"
      role="dialog"
      aria-modal="true"
      aria-label={t`Focus view`}
      data-testid="focus-view"
      data-background={background}
      data-break={onBreak}
    >
      <FocusBackground background={background} cover={cover} beat={beat} />
      <div className="focus-view-top">
        <label className="focus-view-option">
          <span>
            <Trans>Background</Trans>
          </span>
          <select
            id={`${id}-background`}
            value={prefs.background}
            data-testid="focus-background"
            onChange={(event) => update({ background: event.target.value as Background })}
          >
            {BACKGROUNDS.map((value) => (
              <option key={value} value={value} disabled={value === 'cover' && !cover}>
                {names[value]}
              </option>
            ))}
          </select>
        </label>
        <span className="focus-view-option focus-view-check">
          <SwitchField
            testId="focus-fullscreen-breaks"
            checked={prefs.fullScreenBreaks}
            onChange={(fullScreenBreaks) => update({ fullScreenBreaks })}
          >
            <Trans>Full-screen breaks</Trans>
          </SwitchField>
        </span>
        <button
          ref={closeRef}
          type="button"
          className="focus-view-exit"
          data-testid="focus-view-exit"
          aria-keyshortcuts="Escape"
          onClick={() => setOpen(false)}
        >
          <Trans>Exit focus view</Trans>
        </button>
      </div>
      <div className="focus-view-main">
        {clock}
        {onBreak ? (
          <p className="focus-view-suggestion" data-testid="focus-break-suggestion">
            {suggestions[suggestionIndex(completed, suggestions.length)]}
          </p>
        ) : (
          task && <div className="focus-view-task">{task}</div>
        )}
      </div>
      {(music || soundscape) && (
        <div className="focus-view-bottom">
          {music}
          {soundscape}
        </div>
      )}
    </div>
  );
}

/**
 * The scene's CSS animations move in whole-second steps (`steps()`), but a running animation still has the compositor
 * produce frames at the display's rate to find out when the next step lands; without a GPU each of those costs a
 * software composite of the whole screen (issue 27 (d): 3.5× a bare <audio> in `npm run bench -- session-cpu`).
 * Here they are paused and moved on from the page: with the countdown's change of second (`beat`), so the scene and
 * the countdown are drawn in the same frame, or on their own second while the countdown stands still; and finished
 * once through (as the bench's scene-at-rest row waits for). Under reduced motion there is nothing to move.
 */
function useSteppedScene(
  ref: RefObject<HTMLElement | null>,
  background: Background,
  beat: FocusViewProps['beat'],
): void {
  useEffect(() => {
    const scene = ref.current;
    if (!scene || typeof scene.getAnimations !== 'function') return;
    const animations = scene.getAnimations({ subtree: true });
    if (animations.length === 0) return;
    for (const animation of animations) animation.pause();
    const started = performance.now();
    let lastBeat = Number.NEGATIVE_INFINITY;
    let done = false;
    const step = () => {
      if (done) return;
      const elapsed = performance.now() - started;
      let moving = false;
      for (const animation of animations) {
        const end = Number(animation.effect?.getComputedTiming().endTime ?? 0);
        if (elapsed >= end) {
          if (animation.playState !== 'finished') animation.finish();
        } else {
          animation.currentTime = elapsed;
          moving = true;
        }
      }
      done = !moving;
    };
    const unsubscribe = beat?.(() => {
      lastBeat = performance.now();
      step();
    });
    // The scene's own second, while no beat came for a while (a paused countdown, or none).
    const timer = window.setInterval(() => {
      if (performance.now() - lastBeat > BEAT_GAP_MS) step();
      if (done) window.clearInterval(timer);
    }, 1000);
    return () => {
      unsubscribe?.();
      window.clearInterval(timer);
    };
  }, [ref, background, beat]);
}

/** How long without a beat before the scene steps on its own (beats come once a second while the countdown runs). */
const BEAT_GAP_MS = 1500;

/** The chosen background: static art, or a scene whose only motion is slow transform/opacity (none when reduced). */
function FocusBackground({
  background,
  cover,
  beat,
}: {
  background: Background;
  cover: string | null;
  beat: FocusViewProps['beat'];
}) {
  const ref = useRef<HTMLDivElement>(null);
  useSteppedScene(ref, background, beat);
  return (
    <div ref={ref} className="focus-bg" aria-hidden="true" data-testid="focus-bg">
      {background === 'cover' && cover ? (
        <img className="focus-bg-cover" src={cover} alt="" decoding="async" />
      ) : (
        <>
          <span className="focus-bg-layer focus-bg-a" />
          <span className="focus-bg-layer focus-bg-b" />
        </>
      )}
    </div>
  );
}

/**
 * Asks for full screen when the view opens (allowed only inside a press: a break opening the view by itself stays a
 * full-window overlay), leaves it when the view closes, and closes the view when the visitor leaves full screen
 * with the browser's own Escape.
 */
function useFullScreen(ref: RefObject<HTMLDivElement | null>, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    const view = ref.current;
    if (!view || typeof view.requestFullscreen !== 'function' || !document.fullscreenEnabled) return;
    let entered = false;
    const onChange = () => {
      if (document.fullscreenElement === view) entered = true;
      else if (entered) setOpen(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    view.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement === view) void document.exitFullscreen().catch(() => undefined);
    };
  }, [ref, setOpen]);
}
