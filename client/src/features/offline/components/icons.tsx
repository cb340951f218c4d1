import type { SVGProps } from 'react';

/** Decorative icons of the offline feature; the buttons carry the labels. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export const HeartIcon = ({ filled }: { filled: boolean }) => (
  <Icon fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d="M12 20.5s-7.5-4.6-9.3-9.3C1.5 8 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.5 4.3 6.7-1.8 4.7-9.3 9.3-9.3 9.3Z" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" width="16" height="16">
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
