import { describe, expect, it } from 'vitest';
import { NUL_REFUSED, TEXT_TOO_LONG } from '#shared/admin-api.ts';
import {
  fileListSummary,
  missingUploadFields,
  validateBulk,
  validateCategory,
  validateEdit,
  validateUpload,
  type FileLike,
} from './validation.ts';

const MB = 1024 * 1024;
const audio = (name = 'song.wav', size = 1000): FileLike => ({ name, size, type: 'audio/wav' });
const image = (size = 1000, type = 'image/png'): FileLike => ({ name: 'cover.png', size, type });

describe('single upload', () => {
  const ok = { title: 'Rain', artist: 'Pomolo', categoryId: '3', audio: audio(), cover: null };

  it('accepts a complete form, with or without a cover', () => {
    expect(validateUpload(ok)).toBeUndefined();
    expect(validateUpload({ ...ok, cover: image() })).toBeUndefined();
  });

  it('requires title, artist, category and audio file', () => {
    for (const missing of [{ title: '  ' }, { artist: '' }, { categoryId: '' }, { audio: null }]) {
      expect(validateUpload({ ...ok, ...missing })).toBe('Please fill in all required fields');
    }
  });

  it('names the required fields left empty, in the form order', () => {
    expect(missingUploadFields(ok)).toEqual([]);
    expect(missingUploadFields({ ...ok, title: ' ', categoryId: '', audio: null })).toEqual([
      'title',
      'categoryId',
      'audio',
    ]);
    expect(missingUploadFields({ ...ok, artist: '' })).toEqual(['artist']);
  });

  it('applies the server rules for text fields: 200 characters, no NUL', () => {
    expect(validateUpload({ ...ok, title: 'x'.repeat(201) })).toBe(TEXT_TOO_LONG);
    expect(validateUpload({ ...ok, artist: 'a\u0000' })).toBe(NUL_REFUSED);
    expect(validateEdit({ title: 'T', artist: 'x'.repeat(201), cover: null })).toBe(TEXT_TOO_LONG);
  });

  it('refuses a cover that is not an image or over 5 MB, and audio over 50 MB', () => {
    expect(validateUpload({ ...ok, cover: image(100, 'application/pdf') })).toBe('Please select a valid image file');
    expect(validateUpload({ ...ok, cover: image(5 * MB + 1) })).toBe(
      'File too large. Please use a smaller image (max 5MB)',
    );
    expect(validateUpload({ ...ok, cover: image(5 * MB) })).toBeUndefined();
    expect(validateUpload({ ...ok, audio: audio('big.wav', 50 * MB + 1) })).toBe(
      'File too large. Audio files can be at most 50MB',
    );
  });
});

describe('bulk upload', () => {
  it('requires category, artist and at least one file', () => {
    expect(validateBulk({ categoryId: '1', artist: 'A', files: [audio()] })).toBeUndefined();
    expect(validateBulk({ categoryId: '', artist: 'A', files: [audio()] })).toBe('Please fill in all required fields');
    expect(validateBulk({ categoryId: '1', artist: ' ', files: [audio()] })).toBe('Please fill in all required fields');
    expect(validateBulk({ categoryId: '1', artist: 'A', files: [] })).toBe('Please fill in all required fields');
  });

  it('refuses more than 50 files and names an over-size one', () => {
    const many = Array.from({ length: 51 }, (_, i) => audio(`t${i}.wav`));
    expect(validateBulk({ categoryId: '1', artist: 'A', files: many })).toBe('At most 50 files per upload');
    expect(validateBulk({ categoryId: '1', artist: 'A', files: [audio(), audio('huge.mp3', 51 * MB)] })).toBe(
      'huge.mp3: File too large. Audio files can be at most 50MB',
    );
  });

  it('lists at most 5 names, then "and N more"', () => {
    expect(fileListSummary(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: undefined });
    expect(fileListSummary(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c', 'd', 'e'], more: undefined });
    expect(fileListSummary(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      more: 'and 2 more',
    });
  });
});

describe('category', () => {
  it('requires a name and a folder that survives normalisation', () => {
    expect(validateCategory({ name: 'Lo-Fi Beats', folder: 'Lo Fi Beats' })).toBeUndefined();
    expect(validateCategory({ name: '', folder: 'beats' })).toBe('Category name and folder are required!');
    expect(validateCategory({ name: 'Beats', folder: '' })).toBe('Category name and folder are required!');
    expect(validateCategory({ name: 'Beats', folder: '!!!' })).toBe('Category name and folder are required!');
  });
});

describe('edit', () => {
  it('requires title and artist and checks the cover', () => {
    expect(validateEdit({ title: 'A', artist: 'B', cover: null })).toBeUndefined();
    expect(validateEdit({ title: '', artist: 'B', cover: null })).toBe('Title and artist are required');
    expect(validateEdit({ title: 'A', artist: '  ', cover: null })).toBe('Title and artist are required');
    expect(validateEdit({ title: 'A', artist: 'B', cover: image(10, 'text/plain') })).toBe(
      'Please select a valid image file',
    );
    expect(validateEdit({ title: 'A', artist: 'B', cover: image(6 * MB) })).toBe(
      'File too large. Please use a smaller image (max 5MB)',
    );
  });
});
