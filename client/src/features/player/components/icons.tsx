import type { SVGProps } from 'react';

/** Small inline icons of the player; decorative, the buttons carry the labels. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export const PlayIcon = () => (
  <Icon>
    <path d="M8 5.14v13.72a1 1 0 0 0 1.5.86l11-6.86a1 1 0 0 0 0-1.72l-11-6.86A1 1 0 0 0 8 5.14Z" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon>
    <rect x="6" y="4.5" width="4" height="15" rx="1.2" />
    <rect x="14" y="4.5" width="4" height="15" rx="1.2" />
  </Icon>
);

export const PreviousIcon = () => (
  <Icon>
    <rect x="4.5" y="5" width="2.5" height="14" rx="1" />
    <path d="M19 6.2v11.6a1 1 0 0 1-1.55.83L9.2 12.83a1 1 0 0 1 0-1.66l8.25-5.8A1 1 0 0 1 19 6.2Z" />
  </Icon>
);

export const NextIcon = () => (
  <Icon>
    <rect x="17" y="5" width="2.5" height="14" rx="1" />
    <path d="M5 6.2v11.6a1 1 0 0 0 1.55.83l8.25-5.8a1 1 0 0 0 0-1.66l-8.25-5.8A1 1 0 0 0 5 6.2Z" />
  </Icon>
);

export const ShuffleIcon = () => (
  <Icon fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5" />
  </Icon>
);

export const VolumeIcon = ({ level }: { level: 'muted' | 'low' | 'high' }) => (
  <Icon>
    <path d="M3 9.5v5a1 1 0 0 0 1 1h3l4.3 3.6a1 1 0 0 0 1.7-.77V5.67a1 1 0 0 0-1.7-.77L7 8.5H4a1 1 0 0 0-1 1Z" />
    {level === 'muted' ? (
      <path d="m16 9 5 6m0-6-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    ) : (
      <>
        <path d="M15.5 8.5a5 5 0 0 1 0 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        {level === 'high' && (
          <path d="M18.5 5.5a9 9 0 0 1 0 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        )}
      </>
    )}
  </Icon>
);

/** Three bars that bounce while the row's track plays (still when `playing` is false). */
export const EqualizerIcon = ({ playing }: { playing: boolean }) => (
  <span className="equalizer" data-playing={playing} aria-hidden="true">
    <span />
    <span />
    <span />
  </span>
);
