/**
 * The music credits page's data, read from the public catalogue (`GET /api/tracks`): every shipped (generated)
 * track with its licence and how it was made, and every uploaded track with the source its admin entered.
 */
import type { CategoryTranslations } from './category-translations.ts';

export interface CreditedTrack {
  id: string;
  title: string;
  artist: string;
  licence: string;
  /** How a shipped track was made, or an uploaded track's source / credit. */
  credit: string;
  category: { name: string; description: string; translations?: CategoryTranslations };
}

export interface MusicCredits {
  shipped: CreditedTrack[];
  uploaded: CreditedTrack[];
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The credits in `/api/tracks`'s answer, in the catalogue's order; null when it is not a catalogue. A track with a
 * `howMade` is shipped; the rest are uploads. Rows without an id or title are left out.
 */
export function creditsFromCatalogue(body: unknown): MusicCredits | null {
  const categories = isObject(body) && isObject(body.data) ? body.data.categories : undefined;
  if (!Array.isArray(categories)) return null;
  const credits: MusicCredits = { shipped: [], uploaded: [] };
  for (const c of categories) {
    if (!isObject(c) || !Array.isArray(c.tracks)) continue;
    const category = {
      name: str(c.name),
      description: str(c.description),
      translations: isObject(c.translations) ? (c.translations as CategoryTranslations) : undefined,
    };
    for (const t of c.tracks) {
      if (!isObject(t) || !str(t.id) || !str(t.title)) continue;
      const howMade = str(t.howMade).trim();
      const track: CreditedTrack = {
        id: str(t.id),
        title: str(t.title),
        artist: str(t.artist),
        licence: str(t.licence).trim(),
        credit: howMade || str(t.source).trim(),
        category,
      };
      (howMade ? credits.shipped : credits.uploaded).push(track);
    }
  }
  return credits;
}
