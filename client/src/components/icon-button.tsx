import type { ReactNode } from 'react';

interface IconButtonProps {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  className: string;
  testId: string;
  disabled?: boolean;
  /** For a toggle (e.g. Shuffle): whether it is on. */
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A button that shows only an icon: its label is its accessible name and its tooltip. */
export function IconButton({ label, className, testId, disabled, pressed, onClick, children }: IconButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      data-testid={testId}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
