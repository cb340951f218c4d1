import type { PlayerTrack } from './player.ts';

/**
 * Where the player takes a track's audio and cover from. By default the network (the catalogue's
 * URLs); a route can hand the player other sources, e.g. local copies that play with no network.
 * The player itself does not know where they come from (features do not import each other).
 */
export interface TrackSources {
  /** The URL to play `track` from, or null when it cannot be played now (offline, not downloaded). */
  audioFor(track: PlayerTrack): string | null;
  /** The cover to show for `track`. */
  coverFor(track: PlayerTrack): string;
}

export const NETWORK_SOURCES: TrackSources = {
  audioFor: (track) => track.url,
  coverFor: (track) => track.cover,
};

/** Whether `track` can be played now with these sources. */
export function isPlayable(sources: TrackSources, track: PlayerTrack): boolean {
  return sources.audioFor(track) !== null;
}
