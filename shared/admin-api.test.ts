import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELDS, TITLE_ARTIST_REQUIRED } from './admin.ts';
import {
  bulkUploadAnswer,
  checkBulkFields,
  checkEditFields,
  checkUploadFields,
  containsNul,
  NUL_REFUSED,
  TEXT_MAX,
  TEXT_TOO_LONG,
} from './admin-api.ts';

const long = 'x'.repeat(TEXT_MAX + 1);

describe('checkUploadFields', () => {
  it('trims the fields and reads the category from categoryId, else category', () => {
    expect(checkUploadFields({ title: ' T ', artist: ' A ', categoryId: ' 7 ', category: 'other' })).toEqual({
      ok: true,
      value: { title: 'T', artist: 'A', category: '7', licence: '', source: '' },
    });
    expect(checkUploadFields({ title: 'T', artist: 'A', categoryId: '  ', category: 'coffee-jazz' })).toMatchObject({
      ok: true,
      value: { category: 'coffee-jazz' },
    });
  });

  it('asks for title, artist and category', () => {
    for (const fields of [
      { artist: 'A', categoryId: '1' },
      { title: 'T', categoryId: '1' },
      { title: 'T', artist: 'A' },
      { title: '   ', artist: 'A', categoryId: '1' },
    ])
      expect(checkUploadFields(fields)).toEqual({ ok: false, message: REQUIRED_FIELDS });
  });

  it('refuses a title or artist over 200 characters, and cuts licence and source to 200', () => {
    expect(checkUploadFields({ title: long, artist: 'A', categoryId: '1' })).toEqual({
      ok: false,
      message: TEXT_TOO_LONG,
    });
    expect(checkUploadFields({ title: 'T', artist: long, categoryId: '1' })).toEqual({
      ok: false,
      message: TEXT_TOO_LONG,
    });
    const ok = checkUploadFields({ title: 'x'.repeat(TEXT_MAX), artist: 'A', categoryId: '1', licence: long });
    expect(ok.ok && ok.value.licence.length).toBe(TEXT_MAX);
  });

  it('refuses a NUL character in any text field, and values that are not strings', () => {
    for (const key of ['title', 'artist', 'categoryId', 'category', 'licence', 'source'])
      expect(checkUploadFields({ title: 'T', artist: 'A', categoryId: '1', [key]: 'a\u0000b' })).toEqual({
        ok: false,
        message: NUL_REFUSED,
      });
    expect(checkUploadFields({ title: 5, artist: 'A', categoryId: '1' })).toEqual({
      ok: false,
      message: 'Invalid request data',
    });
  });
});

describe('checkBulkFields', () => {
  it('needs the category and default artist; a long artist is cut, not refused', () => {
    expect(checkBulkFields({ category: 'coffee-jazz' })).toEqual({ ok: false, message: REQUIRED_FIELDS });
    expect(checkBulkFields({ artist: 'A' })).toEqual({ ok: false, message: REQUIRED_FIELDS });
    const ok = checkBulkFields({ artist: long, categoryId: '3' });
    expect(ok).toMatchObject({ ok: true, value: { category: '3' } });
    expect(ok.ok && ok.value.artist.length).toBe(TEXT_MAX);
    expect(checkBulkFields({ artist: 'A', categoryId: '3', source: '\u0000' })).toEqual({
      ok: false,
      message: NUL_REFUSED,
    });
  });
});

describe('checkEditFields', () => {
  it('needs title and artist; category, cover URL and source are optional; null counts as absent', () => {
    expect(checkEditFields({ title: 'T', artist: 'A', category: null })).toEqual({
      ok: true,
      value: { title: 'T', artist: 'A', category: '', coverUrl: '', source: '' },
    });
    const credit = checkEditFields({ title: 'T', artist: 'A', source: ` CC BY 4.0, ${'x'.repeat(300)}` });
    expect(credit.ok && credit.value.source).toBe(`CC BY 4.0, ${'x'.repeat(300)}`.slice(0, 200));
    expect(checkEditFields({ title: '', artist: 'B' })).toEqual({ ok: false, message: TITLE_ARTIST_REQUIRED });
    expect(checkEditFields({ title: 'T', artist: long })).toEqual({ ok: false, message: TEXT_TOO_LONG });
  });

  it('refuses JSON values of the wrong type and NUL characters', () => {
    for (const bad of [5, true, ['a'], { a: 1 }])
      expect(checkEditFields({ title: 'T', artist: 'A', coverUrl: bad })).toEqual({
        ok: false,
        message: 'Invalid request data',
      });
    expect(checkEditFields({ title: 'T\u0000', artist: 'A' })).toEqual({ ok: false, message: NUL_REFUSED });
    expect(containsNul('a\u0000')).toBe(true);
    expect(containsNul('a0')).toBe(false);
  });
});

describe('bulkUploadAnswer', () => {
  it('succeeds when any file was stored, with the spec message; otherwise gives the first reason', () => {
    const ok = { file: 'a.mp3', success: true, message: 'Uploaded' };
    const bad = { file: 'b.txt', success: false, message: 'The file is not MP3, WAV or OGG audio' };
    expect(bulkUploadAnswer([ok, ok])).toMatchObject({
      success: true,
      uploaded: 2,
      total: 2,
      message: 'Successfully uploaded 2 tracks!',
    });
    expect(bulkUploadAnswer([bad, ok])).toMatchObject({
      success: true,
      message: 'Successfully uploaded 1 out of 2 tracks!',
    });
    expect(bulkUploadAnswer([bad])).toEqual({
      success: false,
      code: 'INVALID_REQUEST',
      message: bad.message,
      uploaded: 0,
      total: 1,
      results: [bad],
    });
  });
});
