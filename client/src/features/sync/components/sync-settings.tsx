import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../../lib/hydration.ts';
import { syncKeyAtom } from '../atoms.ts';
import { eraseSyncedData, stopSyncing, turnOnSync } from '../controller.ts';
import { errorText } from '../messages.ts';
import { JoinForm } from './join-form.tsx';
import { PairingDetails } from './pairing-details.tsx';
import { SyncStatusLine } from './sync-status.tsx';
import '../sync.css';

/** Settings → "Sync your devices" (issue 31): turn on, pair, join, stop, erase. */
export function SyncSettings() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const key = useAtomValue(syncKeyAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const eraseRef = useRef<HTMLButtonElement>(null);

  // The confirmation takes the focus (on its safe choice), and gives it back to the erase button when cancelled.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);
  const cancel = () => {
    setConfirming(false);
    eraseRef.current?.focus();
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorText(err instanceof Error ? err.message : 'network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="settings-section sync-settings"
      aria-labelledby="settings-sync-title"
      data-testid="settings-sync"
    >
      <h3 id="settings-sync-title">
        <Trans>Sync your devices</Trans>
      </h3>
      <p className="settings-note">
        <Trans>
          Your focus history, tasks, timer settings, theme, saved mixes and favourite tracks, the same on every device.
          No account: a private code pairs your devices, and everything is encrypted on the device before it is sent, so
          our server cannot read it. The language stays per device, and each device downloads its own copy of your
          favourites.
        </Trans>
      </p>
      {hydrated ? <SyncStatusLine /> : null}
      {key === null ? (
        <>
          <button
            type="button"
            className="button-primary"
            disabled={busy || !hydrated}
            onClick={() => void run(turnOnSync)}
          >
            <Trans>Turn on sync</Trans>
          </button>
          <p className="settings-note">
            <Trans>Already syncing on another device? Open its sync link here, or type its code:</Trans>
          </p>
          <JoinForm />
        </>
      ) : (
        <>
          <PairingDetails syncKey={key} />
          <div className="sync-actions">
            <button
              type="button"
              className="button-link secondary"
              disabled={busy}
              onClick={() => void run(stopSyncing)}
            >
              <Trans>Stop syncing on this device</Trans>
            </button>
            <button
              type="button"
              className="button-link secondary"
              disabled={busy}
              aria-expanded={confirming}
              ref={eraseRef}
              onClick={() => setConfirming(true)}
            >
              <Trans>Erase synced data from the server</Trans>
            </button>
          </div>
          {confirming ? (
            <div
              className="sync-confirm"
              role="alertdialog"
              aria-labelledby="sync-erase-title"
              aria-describedby="sync-erase-text"
            >
              <p id="sync-erase-title">
                <strong>
                  <Trans>Erase synced data from the server?</Trans>
                </strong>
              </p>
              <p id="sync-erase-text">
                <Trans>
                  The encrypted copy on our server is deleted and sync stops on every paired device. What each device
                  holds stays on it. To sync again, turn sync on and pair your devices again.
                </Trans>
              </p>
              <div className="sync-actions">
                <button
                  type="button"
                  className="button-primary"
                  disabled={busy}
                  onClick={() => void run(eraseSyncedData).then(() => setConfirming(false))}
                >
                  <Trans>Erase for every device</Trans>
                </button>
                <button type="button" className="button-link secondary" ref={cancelRef} onClick={cancel}>
                  {t`Cancel`}
                </button>
              </div>
            </div>
          ) : null}
        </>
      )}
      {error ? (
        <p className="sync-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
