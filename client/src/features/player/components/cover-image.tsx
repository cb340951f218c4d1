import { coverVariants } from '#shared/player.ts';
import { useState } from 'react';

interface CoverImageProps {
  cover: string;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks 400, 800 or 1200. */
  sizes: string;
  className?: string;
}

/** A track cover from its 400/800/1200 webp variants; falls back to the plain cover if a variant is missing. */
export function CoverImage({ cover, sizes, className }: CoverImageProps) {
  const [failedCover, setFailedCover] = useState<string | null>(null);
  const variants = failedCover === cover ? [] : coverVariants(cover);
  const srcSet = variants.map((v) => `${v.url} ${v.width}w`).join(', ');
  return (
    <img
      key={cover}
      className={className}
      src={variants[0]?.url ?? cover}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt=""
      width={400}
      height={400}
      decoding="async"
      draggable={false}
      onError={() => setFailedCover(cover)}
    />
  );
}
