import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { categoryTextIn } from '#shared/category-translations.ts';
import { creditsFromCatalogue, type CreditedTrack, type MusicCredits } from '#shared/credits.ts';
import { SOUNDFONT_NAME, SOUNDFONT_NOTICE } from '#shared/soundfont-credit.ts';
import { api } from '../../../lib/api-client.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { BackHomeLink } from '../components/back-home-link.tsx';

type CreditsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; credits: MusicCredits };

/**
 * The catalogue's credits, fetched once the page runs in the browser (the prerendered page holds the heading,
 * the introduction and the loading state). Offline, the service worker answers from its last copy of the
 * catalogue, as it does for the player.
 */
function useCredits(): { state: CreditsState; retry: () => void } {
  const [state, setState] = useState<CreditsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    void api.get<unknown>('/api/tracks', { signal: abort.signal }).then((result) => {
      if (abort.signal.aborted) return;
      const credits = result.ok ? creditsFromCatalogue(result.data) : null;
      setState(credits ? { status: 'ready', credits } : { status: 'failed' });
    });
    return () => abort.abort();
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}

function TrackCredit({ track, shipped }: { track: CreditedTrack; shipped: boolean }) {
  const language = useCurrentLanguage();
  const category = categoryTextIn(track.category, language).name;
  return (
    <li className="credits-track" data-testid={shipped ? 'credit-shipped' : 'credit-uploaded'}>
      <p className="credits-title">
        <strong lang="en">{track.title}</strong>
        {track.artist && (
          <>
            {' · '}
            <span lang="en">{track.artist}</span>
          </>
        )}
        {category && <span className="credits-category"> · {category}</span>}
      </p>
      <dl className="credits-details">
        {track.licence && (
          <div>
            <dt>
              <Trans>Licence</Trans>
            </dt>
            <dd lang="en">{track.licence}</dd>
          </div>
        )}
        {track.credit && (
          <div>
            <dt>{shipped ? <Trans>How it was made</Trans> : <Trans>Source</Trans>}</dt>
            <dd lang="en">{track.credit}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

/** /credits: every shipped track with its licence and how it was made, and every uploaded track with its source. */
export function CreditsPage() {
  const { t } = useLingui();
  const { state, retry } = useCredits();

  return (
    <main className="page content-page credits-page">
      <BackHomeLink />
      <h1>
        <Trans>Music credits</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          The music shipped with Pomolo is composed by Pomolo and played with sampled instruments. Its tracks are
          dedicated to the public domain under CC0 1.0: you may use them for anything, with no credit needed. The
          instruments&apos; own notice is at the end of this page. Tracks added later by the site&apos;s administrator
          are listed with the licence and source they came with.
        </Trans>
      </p>

      {state.status === 'loading' && (
        <p className="credits-status" role="status" data-testid="credits-loading">
          <Trans>Loading the list of tracks…</Trans>
        </p>
      )}
      {state.status === 'failed' && (
        <div className="credits-status" role="alert" data-testid="credits-error">
          <p>
            <Trans>The list of tracks could not be loaded. Check your connection and try again.</Trans>
          </p>
          <button type="button" className="button-link secondary" onClick={retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <section className="content-section" aria-labelledby="credits-shipped">
            <h2 id="credits-shipped">
              <Trans>Pomolo&apos;s own music</Trans>
            </h2>
            {state.credits.shipped.length === 0 ? (
              <p data-testid="credits-empty">
                <Trans>No tracks yet.</Trans>
              </p>
            ) : (
              <ul className="credits-list" aria-label={t`Pomolo's own music`}>
                {state.credits.shipped.map((track) => (
                  <TrackCredit key={track.id} track={track} shipped />
                ))}
              </ul>
            )}
          </section>
          {state.credits.uploaded.length > 0 && (
            <section className="content-section" aria-labelledby="credits-uploaded">
              <h2 id="credits-uploaded">
                <Trans>Added by the administrator</Trans>
              </h2>
              <ul className="credits-list" aria-label={t`Added by the administrator`}>
                {state.credits.uploaded.map((track) => (
                  <TrackCredit key={track.id} track={track} shipped={false} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}

      <section className="content-section" aria-labelledby="credits-instruments" data-testid="credits-instruments">
        <h2 id="credits-instruments">
          <Trans>The instruments</Trans>
        </h2>
        <p>
          <Trans>
            Every shipped track is played with the samples of the {SOUNDFONT_NAME}, used under the MIT licence (parts of
            it are in the public domain or under CC0). Its copyright and licence notice:
          </Trans>
        </p>
        <pre className="credits-notice" lang="en">
          {SOUNDFONT_NOTICE}
        </pre>
      </section>
    </main>
  );
}
