interface ProgressBarProps {
  label: string;
  /** 0 to 100. */
  value: number;
  testId?: string;
  small?: boolean;
}

/** A labelled progress bar that screen readers announce as one (role=progressbar with its value). */
export function ProgressBar({ label, value, testId, small }: ProgressBarProps) {
  const pct = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      className={small ? 'admin-progress admin-progress-small' : 'admin-progress'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      aria-valuetext={`${pct}%`}
      data-testid={testId}
    >
      <div className="admin-progress-track">
        <div className="admin-progress-fill" style={{ width: `${pct}%` }} />
      </div>
      <span className="admin-progress-text" aria-hidden="true">
        {pct}%
      </span>
    </div>
  );
}
