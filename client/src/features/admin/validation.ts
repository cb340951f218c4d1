import {
  AUDIO_MAX_BYTES,
  AUDIO_TOO_LARGE,
  BULK_MAX_FILES,
  COVER_MAX_BYTES,
  COVER_TOO_LARGE,
  INVALID_IMAGE,
  REQUIRED_FIELDS,
} from '#shared/admin.ts';
import { checkBulkFields, checkEditFields, checkUploadFields } from '#shared/admin-api.ts';
import { normaliseSlug } from '#shared/slug.ts';

/** What the checks need of a browser `File` (so they run and are tested without the DOM). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export const CATEGORY_REQUIRED = 'Category name and folder are required!';

const blank = (s: string | undefined) => !s || !s.trim();

/** A cover is an image of at most 5 MB; undefined when fine (or when there is none). */
export function coverProblem(cover: FileLike | null | undefined): string | undefined {
  if (!cover) return undefined;
  if (!cover.type.startsWith('image/')) return INVALID_IMAGE;
  if (cover.size > COVER_MAX_BYTES) return COVER_TOO_LARGE;
  return undefined;
}

function audioProblem(audio: FileLike): string | undefined {
  if (audio.size > AUDIO_MAX_BYTES) return AUDIO_TOO_LARGE;
  return undefined;
}

export interface UploadInput {
  title: string;
  artist: string;
  categoryId: string;
  audio: FileLike | null;
  cover: FileLike | null;
}

export type UploadRequiredField = 'title' | 'artist' | 'categoryId' | 'audio';

/** The required fields of a single upload left empty, in the form's order (named beside each field, issue 25). */
export function missingUploadFields(input: UploadInput): UploadRequiredField[] {
  const missing: UploadRequiredField[] = [];
  if (blank(input.title)) missing.push('title');
  if (blank(input.artist)) missing.push('artist');
  if (blank(input.categoryId)) missing.push('categoryId');
  if (!input.audio) missing.push('audio');
  return missing;
}

/** The server's own field checks (shared/admin-api.ts), as a message or undefined. */
const problemOf = (checked: { ok: true } | { ok: false; message: string }) =>
  checked.ok ? undefined : checked.message;

/** Single upload: title, artist, category and audio are required; the cover is optional. */
export function validateUpload(input: UploadInput): string | undefined {
  if (!input.audio) return REQUIRED_FIELDS;
  const { title, artist, categoryId } = input;
  return (
    problemOf(checkUploadFields({ title, artist, categoryId })) ??
    audioProblem(input.audio) ??
    coverProblem(input.cover)
  );
}

export interface BulkInput {
  categoryId: string;
  artist: string;
  files: readonly FileLike[];
}

/** Bulk upload: category, default artist and at least one audio file. */
export function validateBulk(input: BulkInput): string | undefined {
  const fields = problemOf(checkBulkFields({ categoryId: input.categoryId, artist: input.artist }));
  if (fields) return fields;
  if (input.files.length === 0) return REQUIRED_FIELDS;
  if (input.files.length > BULK_MAX_FILES) return `At most ${BULK_MAX_FILES} files per upload`;
  for (const file of input.files) {
    const problem = audioProblem(file);
    if (problem) return `${file.name}: ${problem}`;
  }
  return undefined;
}

export interface CategoryInput {
  name: string;
  folder: string;
}

/** A category needs a name and a folder that still says something once normalised. */
export function validateCategory(input: CategoryInput): string | undefined {
  if (blank(input.name) || !normaliseSlug(input.folder).replace(/-/g, '')) return CATEGORY_REQUIRED;
  return undefined;
}

export interface EditInput {
  title: string;
  artist: string;
  cover: FileLike | null;
}

export function validateEdit(input: EditInput): string | undefined {
  return problemOf(checkEditFields({ title: input.title, artist: input.artist })) ?? coverProblem(input.cover);
}

/** The bulk file list shows at most `max` names, then "and N more". */
export function fileListSummary(names: readonly string[], max = 5): { shown: string[]; more: string | undefined } {
  const shown = names.slice(0, max);
  const rest = names.length - shown.length;
  return { shown, more: rest > 0 ? `and ${rest} more` : undefined };
}
