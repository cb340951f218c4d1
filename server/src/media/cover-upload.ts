import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { COVER_WIDTHS } from '#shared/catalogue.ts';
import { tempNameFor } from './files.ts';
import type { StagedFiles } from './staging.ts';

export class CoverError extends Error {}

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'avif', 'tiff']);

/**
 * Makes the webp variants (default 1200 px plus 400/800/1200) of an uploaded image in `coversDir` (local scratch
 * space beside the media), staged for commit under `covers/<name>`.
 */
export async function stageCoverVariants(
  upload: string,
  coversDir: string,
  base: string,
  staged: StagedFiles,
): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(upload).metadata();
  } catch {
    throw new CoverError('Please select a valid image file');
  }
  if (!meta.format || !IMAGE_FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw new CoverError('Please select a valid image file');
  const sizes: [string, number][] = [
    [`${base}.webp`, 1200],
    ...COVER_WIDTHS.map((w): [string, number] => [`${base}-${w}.webp`, w]),
  ];
  for (const [name, width] of sizes) {
    const final = path.join(coversDir, name);
    const temp = tempNameFor(final);
    staged.add(temp, `covers/${name}`);
    try {
      await sharp(upload, { animated: false })
        .rotate()
        .resize(width, width, { fit: 'cover' })
        .webp({ quality: 80 })
        .toFile(temp);
    } catch {
      // A header that reads well over pixels that do not (a cut-off PNG): the image is no image after all.
      throw new CoverError('Please select a valid image file');
    }
  }
}
