import { describe, expect, it } from 'vitest';
import { fileStem, normaliseSlug, titleFromFileName } from './slug.ts';

describe('category slug', () => {
  it('lower-cases and turns anything but a-z, 0-9 and hyphen into a hyphen', () => {
    expect(normaliseSlug('Lo-Fi Beats')).toBe('lo-fi-beats');
    expect(normaliseSlug('Café & Jazz!')).toBe('caf----jazz-');
    expect(normaliseSlug('  rain_sounds2 ')).toBe('rain-sounds2');
  });
});

describe('file names', () => {
  it('makes safe stems', () => {
    expect(fileStem('Café del Mar — Night')).toBe('cafe-del-mar-night');
    expect(fileStem('../../etc/passwd')).toBe('etc-passwd');
    expect(fileStem('日本語')).toBe('track');
  });
  it('takes a title from a file name', () => {
    expect(titleFromFileName('Rainy_Day-Loop.mp3')).toBe('Rainy Day-Loop');
    expect(titleFromFileName('C:\\music\\night drive.wav')).toBe('night drive');
    expect(titleFromFileName('.mp3')).toBe('Untitled');
  });
});
