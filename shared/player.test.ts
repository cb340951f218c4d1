import { describe, expect, it } from 'vitest';
import {
  coverVariants,
  hasAudioExtension,
  TRACKS_LOAD_ERROR,
  tracksLoadMessage,
  validateCatalogue,
  validateCategory,
  validateTrack,
} from './player.ts';

const track = (overrides: Record<string, unknown> = {}) => ({
  id: 't1',
  title: 'Library Lamps',
  artist: 'Pomolo Generator',
  cover: '/media/covers/study-01.webp',
  url: '/media/audio/study-01.mp3',
  duration: 75,
  ...overrides,
});

const category = (overrides: Record<string, unknown> = {}) => ({
  id: 'c1',
  name: 'Study & Focus',
  description: 'Beats',
  icon: '📚',
  folder: 'study-focus',
  tracks: [track()],
  ...overrides,
});

describe('hasAudioExtension', () => {
  it('accepts mp3, wav and ogg in any case, ignoring query and fragment', () => {
    for (const url of ['/a.mp3', '/a.wav', '/a.ogg', '/A.MP3', 'https://cdn.example/x/y.Ogg?sig=1', '/a.wav#t=3']) {
      expect(hasAudioExtension(url), url).toBe(true);
    }
  });

  it('rejects other or missing extensions, and extensions only in the query', () => {
    for (const url of ['/a.flac', '/a.m4a', '/a', '/mp3', '/a.mp3.txt', '/a.php?f=b.mp3', '/a.mp3x']) {
      expect(hasAudioExtension(url), url).toBe(false);
    }
  });
});

describe('validateTrack', () => {
  it('keeps a complete track, normalised', () => {
    expect(validateTrack(track({ licence: 'CC0' }))).toEqual({
      id: 't1',
      title: 'Library Lamps',
      artist: 'Pomolo Generator',
      cover: '/media/covers/study-01.webp',
      url: '/media/audio/study-01.mp3',
      duration: 75,
      gainDb: 0,
    });
  });

  it('keeps the loudness correction (gainDb), 0 when missing or not a number, within ±24 dB', () => {
    expect(validateTrack(track({ gainDb: -3.5 }))?.gainDb).toBe(-3.5);
    expect(validateTrack(track({ gainDb: 'loud' }))?.gainDb).toBe(0);
    expect(validateTrack(track({ gainDb: Number.NaN }))?.gainDb).toBe(0);
    expect(validateTrack(track({ gainDb: 99 }))?.gainDb).toBe(24);
  });

  it.each([
    ['an empty title', { title: '' }],
    ['a blank artist', { artist: '   ' }],
    ['a missing cover', { cover: undefined }],
    ['a numeric title', { title: 42 }],
    ['a url that is not audio', { url: '/media/audio/x.flac' }],
    ['no url', { url: null }],
  ])('drops a track with %s', (_, overrides) => {
    expect(validateTrack(track(overrides))).toBeNull();
  });

  it('drops values that are not objects', () => {
    for (const value of [null, undefined, 'x', 3, [track()]]) expect(validateTrack(value)).toBeNull();
  });

  it('uses a numeric id as a string, and the url when there is no id', () => {
    expect(validateTrack(track({ id: 7 }))?.id).toBe('7');
    expect(validateTrack(track({ id: undefined }))?.id).toBe('/media/audio/study-01.mp3');
  });

  it('treats an unknown or invalid duration as 0', () => {
    expect(validateTrack(track({ duration: undefined }))?.duration).toBe(0);
    expect(validateTrack(track({ duration: -3 }))?.duration).toBe(0);
    expect(validateTrack(track({ duration: Number.NaN }))?.duration).toBe(0);
  });
});

describe('validateCategory', () => {
  it('keeps the valid tracks only, in order, without duplicated ids', () => {
    const result = validateCategory(
      category({
        tracks: [
          track({ id: 'a' }),
          track({ id: 'b', title: '' }),
          track({ id: 'c' }),
          track({ id: 'a', title: 'Dup' }),
        ],
      }),
    );
    expect(result?.tracks.map((t) => t.id)).toEqual(['a', 'c']);
    expect(result?.name).toBe('Study & Focus');
  });

  it.each(['id', 'name', 'description', 'icon', 'folder'])('needs a string %s', (field) => {
    expect(validateCategory(category({ [field]: undefined }))).toBeNull();
    expect(validateCategory(category({ [field]: 1 }))).toBeNull();
  });

  it('needs a tracks list', () => {
    expect(validateCategory(category({ tracks: undefined }))).toBeNull();
    expect(validateCategory(category({ tracks: {} }))).toBeNull();
    expect(validateCategory(category({ tracks: [] }))?.tracks).toEqual([]);
  });

  it('accepts empty strings for the description and icon (the icon defaults in the UI)', () => {
    expect(validateCategory(category({ description: '', icon: '' }))).not.toBeNull();
  });
});

describe('validateCatalogue', () => {
  const body = (categories: unknown) => ({ success: true, data: { categories } });

  it('keeps valid categories that have valid tracks', () => {
    const result = validateCatalogue(
      body([
        category({ id: 'a' }),
        category({ id: 'b', tracks: [track({ title: '' })] }),
        category({ id: 'c', folder: undefined }),
        category({ id: 'd', tracks: [track({ id: 'x' }), track({ id: 'y', url: '/y.txt' })] }),
      ]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.categories.map((c) => c.id)).toEqual(['a', 'd']);
    expect(result.categories[1].tracks.map((t) => t.id)).toEqual(['x']);
  });

  it('fails with no-valid-tracks when nothing playable is left', () => {
    expect(validateCatalogue(body([category({ tracks: [track({ title: '' }), track({ artist: '' })] })]))).toEqual({
      ok: false,
      reason: 'no-valid-tracks',
    });
    expect(validateCatalogue(body([]))).toEqual({ ok: false, reason: 'no-valid-tracks' });
    expect(validateCatalogue(body([{ name: 'no id' }]))).toEqual({ ok: false, reason: 'no-valid-tracks' });
  });

  it('fails on bodies without a category list', () => {
    for (const value of [null, {}, { data: null }, { data: { categories: 'x' } }, 'text']) {
      expect(validateCatalogue(value)).toEqual({ ok: false, reason: 'no-valid-tracks' });
    }
  });
});

describe('tracksLoadMessage', () => {
  it('gives the spec texts', () => {
    expect(tracksLoadMessage({ code: TRACKS_LOAD_ERROR, reason: 'http', statusText: 'Service Unavailable' })).toBe(
      'Failed to load tracks: Service Unavailable',
    );
    expect(tracksLoadMessage({ code: TRACKS_LOAD_ERROR, reason: 'no-valid-tracks' })).toBe(
      'No valid audio tracks found',
    );
    expect(tracksLoadMessage({ code: TRACKS_LOAD_ERROR, reason: 'unknown' })).toBe(
      'An error occurred while loading tracks',
    );
    expect(TRACKS_LOAD_ERROR).toBe('TRACKS_LOAD_ERROR');
  });
});

describe('coverVariants', () => {
  it('derives the 400, 800 and 1200 webp variants of our covers', () => {
    expect(coverVariants('/media/covers/study-focus-01-abc.webp')).toEqual([
      { width: 400, url: '/media/covers/study-focus-01-abc-400.webp' },
      { width: 800, url: '/media/covers/study-focus-01-abc-800.webp' },
      { width: 1200, url: '/media/covers/study-focus-01-abc-1200.webp' },
    ]);
  });

  it('has none for other images', () => {
    expect(coverVariants('/covers/a.jpg')).toEqual([]);
    expect(coverVariants('https://img.example/a.webp?w=100')).toEqual([]);
  });
});
