import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { keyFromFragment } from '#shared/sync/code.ts';
import { toBase64Url } from '#shared/sync/encoding.ts';
import { langParam } from '../../../lib/i18n.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { syncKeyAtom } from '../atoms.ts';
import { joinSync } from '../controller.ts';
import { errorText } from '../messages.ts';
import { JoinForm } from './join-form.tsx';
import { PairingDetails } from './pairing-details.tsx';
import { SyncStatusLine } from './sync-status.tsx';
import '../sync.css';

/**
 * /sync: where a pairing link lands. The key is in the fragment, which the browser never sends: the page reads it
 * here, asks before joining (joining merges this device's data into the space), and removes it from the address bar.
 */
export function SyncPage() {
  const hydrated = useHydrated();
  const language = useCurrentLanguage();
  const current = useAtomValue(syncKeyAtom);
  // The fragment as the page opened (read once; never rendered before hydration, so the markup matches).
  const [hash, setHash] = useState(() => (typeof window === 'undefined' ? '' : window.location.hash.slice(1)));
  const fromLink = hash ? keyFromFragment(hash) : null;
  const linkKey = hydrated && fromLink ? toBase64Url(fromLink) : null;
  const badLink = hydrated && hash !== '' && fromLink === null;
  const [state, setState] = useState<'idle' | 'joining' | 'joined'>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // The key does not stay in the address bar or the history.
    const forget = () => {
      if (window.location.hash) {
        history.replaceState(history.state, '', window.location.pathname + window.location.search);
      }
    };
    forget();
    // A link opened while this page is already open only changes the fragment.
    const onHashChange = () => {
      setHash(window.location.hash.slice(1));
      setState('idle');
      forget();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const join = async () => {
    if (!linkKey) return;
    setState('joining');
    setError(null);
    try {
      const { fromBase64Url } = await import('#shared/sync/encoding.ts');
      await joinSync(fromBase64Url(linkKey)!);
      setState('joined');
    } catch (err) {
      setState('idle');
      setError(errorText(err instanceof Error ? err.message : 'network'));
    }
  };

  const alreadyHere = linkKey !== null && current === linkKey;

  return (
    <main className="page sync-page" data-testid="sync-page">
      <h1>
        <Trans>Sync your devices</Trans>
      </h1>
      <p>
        <Trans>
          Your focus history, tasks, timer settings, theme, saved mixes and favourite tracks, the same on every device,
          with no account. Everything is encrypted on your devices; the server keeps only what it cannot read.
        </Trans>
      </p>
      {hydrated ? <SyncStatusLine /> : null}
      {state === 'joined' || alreadyHere ? (
        <p data-testid="sync-joined">
          <Trans>This device is syncing. Changes made on your other devices now show here too.</Trans>
        </p>
      ) : linkKey ? (
        <>
          <p>
            <Trans>
              Join this device to the synced space of the link? What this device holds is added to it, and the timer
              settings and theme of the synced space are used here.
            </Trans>
          </p>
          <button type="button" className="button-primary" disabled={state === 'joining'} onClick={() => void join()}>
            {state === 'joining' ? <Trans>Joining…</Trans> : <Trans>Join sync</Trans>}
          </button>
        </>
      ) : current !== null && hydrated && !badLink ? (
        // Opened without a link on a device that already syncs: the status line above says so, and what it needs here
        // is how to pair another device, not a form that would move it to another space.
        <PairingDetails syncKey={current} />
      ) : (
        <>
          {badLink ? (
            <p className="sync-error" role="alert">
              <Trans>This sync link is incomplete. Copy the whole link again, or type the code instead.</Trans>
            </p>
          ) : null}
          <JoinForm onJoined={() => setState('joined')} />
        </>
      )}
      {error ? (
        <p className="sync-error" role="alert">
          {error}
        </p>
      ) : null}
      <p>
        <Link to="/{-$lang}" params={{ lang: langParam(language) }}>
          <Trans>Back to the timer</Trans>
        </Link>
      </p>
    </main>
  );
}
