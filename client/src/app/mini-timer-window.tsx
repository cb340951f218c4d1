import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { MiniPlayer } from '../features/player/components/mini-player.tsx';
import { SoundscapeMini } from '../features/soundscape/components/soundscape-mini.tsx';
import { MiniTimer } from '../features/timer/components/mini-timer.tsx';
import { timerStateAtom } from '../features/timer/atoms.ts';
import { setDocumentTitle } from '../lib/document-pip.ts';
import './mini-timer.css';

/**
 * What the floating window shows, rendered from the page's own React tree into the window's document
 * (a portal): the same store, language and theme as the page, so it updates live with no copy of any
 * state, and stops when the window closes (the portal unmounts, nothing keeps running). The soundscape's toggle and
 * volume sit under the music (issue 28: the window shows whether a soundscape plays, and drives it).
 */
export default function MiniTimerWindow({ target }: { target: Window }) {
  const { t } = useLingui();
  const phase = useAtomValue(timerStateAtom).phase;
  const title = t`Mini timer`;

  useEffect(() => {
    setDocumentTitle(target, `${title} · Pomolo`);
  }, [target, title]);

  return createPortal(
    <main className="mini-window" data-phase={phase} data-testid="mini-window">
      <MiniTimer />
      <MiniPlayer />
      <SoundscapeMini />
    </main>,
    target.document.body,
  );
}
