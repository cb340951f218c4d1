import fs from 'node:fs/promises';
import path from 'node:path';
import { COVER_WIDTHS } from '#shared/catalogue.ts';

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
