/** The longest category folder/slug the database accepts, counted after `normaliseSlug`. */
export const CATEGORY_SLUG_MAX = 100;

/** Category folder/slug rule of the spec: lower-case; anything but a-z, 0-9 and hyphen becomes a hyphen. */
export function normaliseSlug(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-');
}

/** A file-name-safe stem for stored media: ASCII letters and digits joined by single hyphens. */
export function fileStem(raw: string, max = 40): string {
  const s = raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return s || 'track';
}

/** The title a bulk upload gives a file: its name without extension, separators as spaces. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '');
  return base.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200) || 'Untitled';
}
