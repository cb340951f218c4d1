import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import faviconSvg from '../../../public/favicon.svg?raw';
import { BrandLogo } from './brand-logo.tsx';

/** The drawing's shapes in order: each element's name and attributes (the root `<svg>` and `<title>` left out). */
function shapes(svg: string): { name: string; attributes: Record<string, string> }[] {
  return [...svg.matchAll(/<(rect|circle|ellipse|line|polyline|polygon|path)\b([^>]*?)\/?>/g)].map((match) => ({
    name: match[1],
    attributes: Object.fromEntries([...match[2].matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  }));
}

describe('BrandLogo', () => {
  const inline = renderToStaticMarkup(<BrandLogo />);

  it('draws the same shapes, with the same colours, as the favicon it replaces in the header', () => {
    const favicon = shapes(faviconSvg);
    expect(favicon.length).toBeGreaterThan(2);
    expect(shapes(inline)).toEqual(favicon);
  });

  it('has the favicon’s view box and the header’s size, and is hidden from screen readers (the link is named Pomolo)', () => {
    const viewBox = /viewBox="([^"]+)"/.exec(faviconSvg)![1];
    expect(inline).toMatch(new RegExp(`^<svg class="brand-logo" viewBox="${viewBox}" width="28" height="28"`));
    expect(inline).toContain('aria-hidden="true"');
    expect(inline).not.toContain('<title');
  });
});
