import { coverVariants } from '#shared/player.ts';
import { useState } from 'react';

interface CoverImageProps {
  cover: string;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks 400, 800 or 1200. */
  sizes: string;
  className?: string;
}

/** How far down the cover's sources a failed load has gone: its variants, the plain cover, then none. */
type Failed = { cover: string; stage: 'variants' | 'plain' };

/**
 * A track cover from its 400/800/1200 webp variants; falls back to the plain cover if a variant is missing, and
 * to a drawn placeholder when no image loads at all (offline, a cover that is not downloaded): never a broken
 * image.
 */
export function CoverImage({ cover, sizes, className }: CoverImageProps) {
  const [failed, setFailed] = useState<Failed | null>(null);
  const stage = failed?.cover === cover ? failed.stage : null;
  if (stage === 'plain') {
    return (
      <span className={`cover-fallback ${className ?? ''}`} data-testid="cover-fallback" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40%" height="40%" fill="currentColor" focusable="false">
          <path d="M9 3v10.55A4 4 0 1 0 11 17V7h6V3H9z" />
        </svg>
      </span>
    );
  }
  const variants = stage === 'variants' ? [] : coverVariants(cover);
  const srcSet = variants.map((v) => `${v.url} ${v.width}w`).join(', ');
  const fail = () => setFailed({ cover, stage: stage === null && variants.length > 0 ? 'variants' : 'plain' });
  return (
    <img
      key={`${cover} ${stage ?? ''}`}
      className={className}
      src={variants[0]?.url ?? cover}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt=""
      width={400}
      height={400}
      decoding="async"
      draggable={false}
      // An image that failed before React listened (hydration) reports it here.
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0 && img.currentSrc) fail();
      }}
      onError={fail}
    />
  );
}
