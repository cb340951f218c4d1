import { useLingui } from '@lingui/react/macro';
import { progressFraction } from '../download-rules.ts';
import type { DownloadJob } from '../downloads.ts';
import { formatBytes } from '../format.ts';

/**
 * A download's progress: bytes received of the total, as a native `<progress>` (role progressbar)
 * with a label and a spoken value. Indeterminate until the size is known.
 */
export function DownloadProgress({ job, className }: { job: DownloadJob; className?: string }) {
  const { t, i18n } = useLingui();
  const fraction = progressFraction(job.received, job.total);
  const received = formatBytes(job.received, i18n.locale);
  const total = job.total === null ? null : formatBytes(job.total, i18n.locale);
  const title = job.title;
  const valueText =
    job.stage === 'saving'
      ? t`Saving “${title}”…`
      : total === null
        ? t`${received} received`
        : t`${received} of ${total}`;
  return (
    <progress
      className={className ? `download-progress ${className}` : 'download-progress'}
      data-testid="download-progress"
      data-track-id={job.trackId}
      data-stage={job.stage}
      data-received={job.received}
      data-total={job.total ?? undefined}
      aria-label={t`Downloading “${title}”`}
      aria-valuetext={valueText}
      title={valueText}
      max={job.total ?? undefined}
      value={fraction === null ? undefined : job.received}
    />
  );
}
