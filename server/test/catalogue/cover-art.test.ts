import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderCoverSvg, writeCoverVariants, type CoverSpec } from '../../src/catalogue/cover-art.ts';

const spec = (seed: number): CoverSpec => ({
  seed,
  title: 'Rainy <Window> & "Tea"',
  palette: ['#2b2d5c', '#f28f6b', '#ffd39b'],
});

describe('renderCoverSvg', () => {
  it('is deterministic', () => {
    expect(renderCoverSvg(spec(5))).toBe(renderCoverSvg(spec(5)));
  });

  it('differs by seed', () => {
    const svgs = new Set([1, 2, 3, 4, 5, 6].map((s) => renderCoverSvg(spec(s))));
    expect(svgs.size).toBe(6);
  });

  it('is a square SVG of the requested size with the title escaped', () => {
    const svg = renderCoverSvg(spec(9), 800);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"')).toBe(true);
    expect(svg).toContain('<title>Rainy &lt;Window&gt; &amp; &quot;Tea&quot;</title>');
    expect(svg).not.toContain('NaN');
    expect(svg).not.toContain('undefined');
  });
});

describe('writeCoverVariants', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('writes the default cover and the 400/800/1200 WebP variants, atomically', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pomolo-cover-'));
    dirs.push(dir);
    // A small intrinsic size must still give a full-resolution raster.
    const names = await writeCoverVariants(renderCoverSvg(spec(21), 400), dir, 'track-21');
    expect(names).toEqual(['track-21.webp', 'track-21-400.webp', 'track-21-800.webp', 'track-21-1200.webp']);
    const sizes = await Promise.all(
      names.map(async (n) => {
        const meta = await sharp(path.join(dir, n)).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.height).toBe(meta.width);
        return meta.width;
      }),
    );
    expect(sizes).toEqual([1200, 400, 800, 1200]);
    expect((await readdir(dir)).sort()).toEqual([...names].sort());
  });

  it('rejects base names that would escape the directory', async () => {
    await expect(writeCoverVariants(renderCoverSvg(spec(1)), tmpdir(), '../evil')).rejects.toThrow();
  });
});
