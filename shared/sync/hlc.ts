/**
 * A hybrid logical clock (Kulkarni et al.): wall-clock milliseconds, a counter for events within one millisecond
 * or behind a clock that went back, and the device id as the final tie-break. Its text form sorts like the clock,
 * so "last writer wins" is a string comparison.
 */
export interface Hlc {
  wall: number;
  counter: number;
  node: string;
}

export const HLC_ZERO: Hlc = { wall: 0, counter: 0, node: '' };
/** A remote clock further ahead than this is not trusted to move ours (a device with a wrong date). */
export const HLC_MAX_DRIFT_MS = 24 * 60 * 60 * 1000;

/** The next clock for a local event at `now`. */
export function hlcTick(last: Hlc, now: number, node: string): Hlc {
  if (now > last.wall) return { wall: now, counter: 0, node };
  return { wall: last.wall, counter: last.counter + 1, node };
}

/** Our clock after seeing a remote one: after both, so our next change orders after what we have seen. */
export function hlcReceive(last: Hlc, remote: Hlc, now: number, node: string): Hlc {
  const theirs = remote.wall > now + HLC_MAX_DRIFT_MS ? { ...remote, wall: now, counter: 0 } : remote;
  const wall = Math.max(last.wall, theirs.wall, now);
  let counter = 0;
  if (wall === last.wall && wall === theirs.wall) counter = Math.max(last.counter, theirs.counter) + 1;
  else if (wall === last.wall) counter = last.counter + 1;
  else if (wall === theirs.wall) counter = theirs.counter + 1;
  return { wall, counter, node };
}

/** Sortable text: 11 base-36 digits of wall time, 6 of counter, then the node. */
export function hlcToString(h: Hlc): string {
  return `${h.wall.toString(36).padStart(11, '0')}.${h.counter.toString(36).padStart(6, '0')}.${h.node}`;
}

export function hlcFromString(text: string): Hlc | null {
  const m = /^([0-9a-z]{11})\.([0-9a-z]{6})\.([A-Za-z0-9_-]{0,64})$/.exec(text);
  if (!m) return null;
  return { wall: parseInt(m[1], 36), counter: parseInt(m[2], 36), node: m[3] };
}

export function compareHlc(a: Hlc, b: Hlc): number {
  const x = hlcToString(a);
  const y = hlcToString(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
