/** Dates in the admin area: US English with month, day and time ("Jan 5, 3:04 PM"). */
export function formatAdminDate(value: string | Date, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
}

/** A track length as m:ss. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A file size for people: 812 B, 4.2 KB, 12.5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * How far each file of a multipart upload has got, in percent, from the bytes the browser reports sent.
 * The request also carries headers and fields, so `loaded` of `total` is spread over the files' sizes in order.
 */
export function perFileProgress(sizes: readonly number[], loaded: number, total: number): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return sizes.map(() => 0);
  const sent = Math.min(1, Math.max(0, loaded / total)) * sum;
  let offset = 0;
  return sizes.map((size) => {
    const start = offset;
    offset += size;
    if (size === 0) return sent >= start ? 100 : 0;
    return Math.round(Math.min(1, Math.max(0, (sent - start) / size)) * 100);
  });
}

/** A measured loudness as the track list shows it: "−16.2 LUFS · −1.3 dBTP" (true minus signs), or why not. */
export function formatLoudness(integratedLufs: number | null, truePeakDbtp: number | null): string {
  if (integratedLufs === null || !Number.isFinite(integratedLufs)) return 'Not measured';
  const db = (v: number) => v.toFixed(1).replace('-', '\u2212');
  const peak = truePeakDbtp === null || !Number.isFinite(truePeakDbtp) ? '' : ` · ${db(truePeakDbtp)} dBTP`;
  return `${db(integratedLufs)} LUFS${peak}`;
}
