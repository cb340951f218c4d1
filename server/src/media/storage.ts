import fs from 'node:fs/promises';
import path from 'node:path';
import { TEMP_PREFIX } from './files.ts';
import { COVER_WIDTHS, DEFAULT_COVER_BASE } from '#shared/catalogue.ts';

export interface MediaPaths {
  root: string;
  audio: string;
  covers: string;
  bell: string;
}

export function mediaPaths(dataDir: string): MediaPaths {
  const root = path.join(dataDir, 'media');
  return {
    root,
    audio: path.join(root, 'audio'),
    covers: path.join(root, 'covers'),
    bell: path.join(root, 'bell.mp3'),
  };
}

export async function ensureMediaDirs(media: MediaPaths): Promise<void> {
  await fs.mkdir(media.audio, { recursive: true });
  await fs.mkdir(media.covers, { recursive: true });
}

/** File names of one cover: the default size plus one per width. */
export function coverFileNames(base: string): string[] {
  return [`${base}.webp`, ...COVER_WIDTHS.map((w) => `${base}-${w}.webp`)];
}

/**
 * Removes what an interrupted write left behind: temporary files, and media no track row refers to
 * (a file written for a row whose transaction never committed). Runs at start-up, before requests are served.
 */
export async function sweepMedia(
  media: MediaPaths,
  referenced: { audio: Set<string>; coverBases: Set<string> },
): Promise<string[]> {
  const removed: string[] = [];
  const keepCovers = new Set<string>();
  for (const base of [...referenced.coverBases, DEFAULT_COVER_BASE])
    for (const f of coverFileNames(base)) keepCovers.add(f);
  for (const [dir, keep] of [
    [media.audio, referenced.audio],
    [media.covers, keepCovers],
  ] as const) {
    for (const name of await fs.readdir(dir)) {
      if (name.startsWith(TEMP_PREFIX) || !keep.has(name)) {
        await fs.rm(path.join(dir, name), { force: true, recursive: true });
        removed.push(path.join(path.basename(dir), name));
      }
    }
  }
  return removed;
}
