import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { applyServiceWorkerUpdate, updateAvailableAtom } from '../../../lib/sw-bridge.ts';
import { timerSnapshotAtom } from '../../../lib/timer-bridge.ts';
import '../offline.css';

/**
 * "A new version is available — Reload". The page never reloads by itself: only this button
 * does, so a running focus phase is never interrupted without the visitor's say (and the timer,
 * saved with its deadline, carries on after the reload).
 */
export function UpdateBanner() {
  const available = useAtomValue(updateAvailableAtom);
  const { state } = useAtomValue(timerSnapshotAtom);
  const [later, setLater] = useState(false);
  if (!available || later) return null;
  const focusRunning = state.phase === 'focus' && state.status === 'running';
  return (
    <div className="update-banner" role="status" data-testid="update-banner">
      <p className="update-banner-text">
        <Trans>A new version is available.</Trans>
        {focusRunning && (
          <>
            {' '}
            <Trans>Your focus timer keeps running through the reload.</Trans>
          </>
        )}
      </p>
      <div className="update-banner-actions">
        <button
          type="button"
          className="update-banner-reload"
          data-testid="update-reload"
          onClick={() => void applyServiceWorkerUpdate()}
        >
          <Trans>Reload</Trans>
        </button>
        <button type="button" className="update-banner-later" onClick={() => setLater(true)}>
          <Trans>Later</Trans>
        </button>
      </div>
    </div>
  );
}
