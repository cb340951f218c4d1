import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { connectTimer } from '../../../lib/timer-bridge.ts';
import { announcementAtom } from '../atoms.ts';
import { installTimerEffects } from '../timer-effects.ts';
import '../timer.css';

/**
 * Mounted once for the whole app: starts (or resumes) the timer and its side effects on every page,
 * and holds the live region that announces phase changes to screen readers.
 */
export function TimerRuntime() {
  const announcement = useAtomValue(announcementAtom);

  useEffect(() => {
    const uninstall = installTimerEffects();
    connectTimer();
    return uninstall;
  }, []);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="timer-announcer">
      <span key={announcement.id}>{announcement.text}</span>
    </div>
  );
}
