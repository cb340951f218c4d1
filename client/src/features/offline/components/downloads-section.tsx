import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useHydrated } from '../../../lib/hydration.ts';
import { offlineReadyAtom } from '../../../lib/sw-bridge.ts';
import {
  cancelDownload,
  dismissFailure,
  downloadFailuresAtom,
  downloadJobsAtom,
  downloadsLoadedAtom,
  downloadsRevisionAtom,
  readStorageInfo,
  requestPersistentStorage,
  savedDownloadsAtom,
  unfavouriteTrack,
  type StorageInfo,
} from '../downloads.ts';
import { formatBytes } from '../format.ts';
import { onlineAtom } from '../network.ts';
import { DownloadProgress } from './download-progress.tsx';
import { useFailureText } from './failure-message.tsx';
import { CloseIcon } from './icons.tsx';
import '../offline.css';

interface DownloadsSectionProps {
  /** Plays a downloaded track (the route connects this to the player). */
  onPlay?: (categoryId: string, trackId: string) => void;
}

/**
 * The Downloads section: the favourite tracks stored on this device, the ones downloading, what
 * failed and why, the storage used and available, and whether the browser keeps it for good.
 */
export function DownloadsSection({ onPlay }: DownloadsSectionProps) {
  const { t, i18n } = useLingui();
  const live = {
    saved: useAtomValue(savedDownloadsAtom),
    loaded: useAtomValue(downloadsLoadedAtom),
    jobs: useAtomValue(downloadJobsAtom),
    failures: useAtomValue(downloadFailuresAtom),
    online: useAtomValue(onlineAtom),
    offlineReady: useAtomValue(offlineReadyAtom),
  };
  // A prerendered page shows what the server knows (nothing stored yet) until React has taken it
  // over; then this device's downloads (lib/hydration.ts).
  const hydrated = useHydrated();
  const server: typeof live = {
    saved: new Map() as typeof live.saved,
    loaded: false,
    jobs: new Map() as typeof live.jobs,
    failures: [],
    online: true,
    offlineReady: false,
  };
  const { saved, loaded, jobs, failures, online, offlineReady } = hydrated ? live : server;
  const revision = useAtomValue(downloadsRevisionAtom);
  const failureText = useFailureText();
  const storage = useStorageInfo(revision);
  const [asking, setAsking] = useState(false);
  // What the browser answered the visitor's "Keep downloads" (announced: the button itself goes away if granted).
  const [persistAnswer, setPersistAnswer] = useState<'kept' | 'refused' | null>(null);

  const records = [...saved.values()].sort((a, b) => a.downloadedAt - b.downloadedAt);
  const stored = records.reduce((sum, record) => sum + record.bytes, 0);
  const locale = i18n.locale;
  const storedSize = formatBytes(stored, locale);
  const knowsQuota = storage !== null && storage.usage !== null && storage.quota !== null;
  const usedSize = knowsQuota ? formatBytes(storage.usage!, locale) : '';
  const availableSize = knowsQuota ? formatBytes(Math.max(0, storage.quota! - storage.usage!), locale) : '';

  const keep = async () => {
    setAsking(true);
    setPersistAnswer(null);
    const granted = await requestPersistentStorage();
    setAsking(false);
    setPersistAnswer(granted ? 'kept' : 'refused');
  };

  return (
    <section className="downloads" id="downloads" aria-labelledby="downloads-heading" data-testid="downloads">
      <h2 id="downloads-heading" className="downloads-heading">
        <Trans>Downloads</Trans>
      </h2>
      <p className="downloads-intro">
        <Trans>
          Press the heart on a track to make it a favourite: it is saved on this device and plays without a network.
        </Trans>
        {offlineReady && (
          <>
            {' '}
            <Trans>Pomolo itself is ready to work offline.</Trans>
          </>
        )}
      </p>

      <div className="downloads-alerts" role="alert" aria-atomic="false" data-testid="downloads-alerts">
        {failures.map((failure) => (
          <p key={failure.trackId} className="downloads-alert" data-testid="download-failure" data-kind={failure.kind}>
            <span>{failureText(failure)}</span>
            <button
              type="button"
              className="downloads-icon-button"
              aria-label={t`Dismiss`}
              title={t`Dismiss`}
              onClick={() => dismissFailure(failure.trackId)}
            >
              <CloseIcon />
            </button>
          </p>
        ))}
      </div>

      {jobs.size > 0 && (
        <ul className="downloads-list" aria-label={t`Downloading`}>
          {[...jobs.values()].map((job) => {
            const title = job.title;
            return (
              <li key={job.trackId} className="downloads-item" data-testid="download-job">
                <span className="downloads-item-text">
                  <span className="downloads-title">{job.title}</span>
                  <DownloadProgress job={job} className="downloads-progress" />
                </span>
                {job.stage === 'downloading' && (
                  <button
                    type="button"
                    className="downloads-button"
                    onClick={() => cancelDownload(job.trackId)}
                    aria-label={t`Cancel the download of “${title}”`}
                  >
                    <Trans>Cancel</Trans>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {loaded && records.length === 0 && jobs.size === 0 ? (
        <p className="downloads-empty" data-testid="downloads-empty">
          <Trans>No downloads yet.</Trans>
        </p>
      ) : (
        <ul className="downloads-list" aria-label={t`Downloaded tracks`} data-testid="downloads-list">
          {records.map((record) => {
            const title = record.title;
            const size = formatBytes(record.bytes, locale);
            return (
              <li
                key={record.trackId}
                className="downloads-item"
                data-testid="download-item"
                data-track-id={record.trackId}
              >
                <span className="downloads-item-text">
                  <span className="downloads-title">{record.title}</span>
                  <span className="downloads-meta">
                    {record.artist} · {record.categoryName} · {size}
                  </span>
                </span>
                {onPlay && (
                  <button
                    type="button"
                    className="downloads-button"
                    aria-label={t`Play “${title}”`}
                    onClick={() => onPlay(record.categoryId, record.trackId)}
                  >
                    <Trans>Play</Trans>
                  </button>
                )}
                <button
                  type="button"
                  className="downloads-button"
                  aria-label={t`Remove the download of “${title}”`}
                  data-testid="download-remove"
                  onClick={() => void unfavouriteTrack(record.trackId)}
                >
                  <Trans>Remove</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <div className="downloads-storage" data-testid="downloads-storage">
        <p data-testid="downloads-usage" data-stored={stored}>
          {knowsQuota ? (
            <Trans>
              Downloads use {storedSize}. Pomolo uses {usedSize} in all on this device, and {availableSize} more is
              available.
            </Trans>
          ) : (
            <Trans>Downloads use {storedSize} on this device.</Trans>
          )}
        </p>
        <p data-testid="downloads-persistence" data-persisted={storage?.persisted ?? undefined}>
          {storage?.persisted ? (
            <Trans>Your browser keeps downloads until you remove them.</Trans>
          ) : (
            <>
              <Trans>Your browser may clear downloads when the device runs low on space.</Trans>{' '}
              {storage?.persisted === false && (
                <button
                  type="button"
                  className="downloads-button"
                  disabled={asking}
                  onClick={() => void keep()}
                  data-testid="downloads-persist"
                >
                  <Trans>Keep downloads on this device</Trans>
                </button>
              )}
            </>
          )}
        </p>
        <p className="downloads-persist-answer" role="status" data-testid="downloads-persist-answer">
          {persistAnswer === 'kept' && <Trans>Your browser agreed: downloads stay on this device.</Trans>}
          {persistAnswer === 'refused' && (
            <Trans>
              Your browser did not grant this: it may still clear downloads when space runs low. Browsers often grant it
              once Pomolo is installed or used regularly.
            </Trans>
          )}
        </p>
        {!online && (
          <p className="downloads-offline">
            <Trans>You are offline: only downloaded tracks can play.</Trans>
          </p>
        )}
      </div>
    </section>
  );
}

/** Storage figures, read again whenever `revision` changes (a download stored or removed). */
function useStorageInfo(revision: number): StorageInfo | null {
  const [info, setInfo] = useState<StorageInfo | null>(null);
  useEffect(() => {
    let current = true;
    void readStorageInfo().then((next) => {
      if (current) setInfo(next);
    });
    return () => {
      current = false;
    };
  }, [revision]);
  return info;
}
