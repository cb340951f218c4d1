import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { langParam } from '../../../lib/i18n.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { currentTrackAtom, musicChosenAtom, playbackAtom, playerCardInViewAtom, trackSourcesAtom } from '../atoms.ts';
import { CompactMusicControls } from './compact-music-controls.tsx';
import { CoverImage } from './cover-image.tsx';
import '../now-playing.css';

/**
 * The now-playing bar (issue 27): once the visitor has played or chosen a track, on every public page, fixed to the
 * bottom on phones and compact on wide screens: cover, title, play/pause, next, volume (wide screens) and a link
 * back to the full player. It steps aside while the full player card is on screen. The music itself lives outside
 * React (player-controller.ts), so it plays on across pages; while the bar shows, `<html data-now-playing>` gives
 * the page the bottom padding that keeps the bar off its content.
 */
export function NowPlayingBar() {
  const { t } = useLingui();
  const chosen = useAtomValue(musicChosenAtom);
  const cardInView = useAtomValue(playerCardInViewAtom);
  const current = useAtomValue(currentTrackAtom);
  const { status } = useAtomValue(playbackAtom);
  const sources = useAtomValue(trackSourcesAtom);
  const language = useCurrentLanguage();
  const shown = chosen && current !== null;

  useEffect(() => {
    if (!shown) return;
    document.documentElement.dataset.nowPlaying = '';
    return () => {
      delete document.documentElement.dataset.nowPlaying;
    };
  }, [shown]);

  if (!shown) return null;
  const cover = sources.coverFor(current.track);
  return (
    <aside
      className="now-playing"
      aria-label={t`Now playing`}
      data-testid="now-playing-bar"
      data-status={status}
      data-track-id={current.track.id}
      hidden={cardInView}
    >
      <span className="now-playing-cover">
        <CoverImage cover={cover} sizes="48px" />
      </span>
      <p className="now-playing-text">
        <span className="now-playing-title" data-testid="now-playing-title">
          {current.track.title}
        </span>
        <span className="now-playing-artist">{current.track.artist}</span>
      </p>
      <CompactMusicControls testIdPrefix="bar" volume />
      <Link
        to="/{-$lang}"
        params={{ lang: langParam(language) }}
        hash="music"
        className="now-playing-open"
        data-testid="now-playing-open"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="now-playing-open-text">
          <Trans>Full player</Trans>
        </span>
      </Link>
    </aside>
  );
}
