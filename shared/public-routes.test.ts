import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import {
  alternateLinks,
  BLOG_ARTICLE_SLUGS,
  BLOG_POST_SLUGS,
  canonicalPath,
  pageUrl,
  PUBLIC_PATHS,
} from './public-routes.ts';

describe('the public pages', () => {
  it('are the 9 fixed pages, the 10 articles and the 4 generic posts, each once', () => {
    expect(PUBLIC_PATHS.slice(0, 9)).toEqual([
      '/',
      '/about',
      '/faq',
      '/blog',
      '/contact',
      '/recommendations',
      '/privacy',
      '/terms',
      '/credits',
    ]);
    expect(BLOG_ARTICLE_SLUGS).toHaveLength(10);
    expect(BLOG_POST_SLUGS).toHaveLength(4);
    expect(PUBLIC_PATHS).toHaveLength(23);
    expect(new Set(PUBLIC_PATHS).size).toBe(23);
    expect(PUBLIC_PATHS).toContain('/blog/time-blocking-mastery');
    expect(PUBLIC_PATHS).toContain('/blog/post/science-behind-pomodoro-technique');
    expect(PUBLIC_PATHS.some((path) => path.startsWith('/admin'))).toBe(false);
  });

  it('are plain unprefixed paths', () => {
    for (const path of PUBLIC_PATHS) {
      expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
      expect(canonicalPath(path)).toBe(path);
    }
  });
});

describe('canonicalPath', () => {
  it('drops the language prefix, the query, the hash and a trailing slash', () => {
    expect(canonicalPath('/fr/blog/?page=2#top')).toBe('/blog');
    expect(canonicalPath('/ja')).toBe('/');
    expect(canonicalPath('/ko/')).toBe('/');
    expect(canonicalPath('')).toBe('/');
    expect(canonicalPath('/faq')).toBe('/faq');
    expect(canonicalPath('/de/blog/post/x')).toBe('/blog/post/x');
  });
});

describe('pageUrl and alternateLinks', () => {
  const origin = 'https://pomolo.example';

  it('builds absolute URLs with the language prefix', () => {
    expect(pageUrl(origin, '/', 'en')).toBe('https://pomolo.example/');
    expect(pageUrl(`${origin}/`, '/', 'fr')).toBe('https://pomolo.example/fr');
    expect(pageUrl(origin, '/faq', 'ja')).toBe('https://pomolo.example/ja/faq');
    expect(pageUrl(origin, '/de/faq', 'en')).toBe('https://pomolo.example/faq');
  });

  it('gives one alternate per language (by locale) plus x-default on the English page', () => {
    const links = alternateLinks(origin, '/fr/about');
    expect(links).toHaveLength(12);
    expect(links.map((link) => link.hreflang)).toEqual([...LANGUAGES.map((l) => l.locale), 'x-default']);
    expect(links.find((link) => link.hreflang === 'fr-FR')!.href).toBe('https://pomolo.example/fr/about');
    expect(links.find((link) => link.hreflang === 'en-US')!.href).toBe('https://pomolo.example/about');
    expect(links.find((link) => link.hreflang === 'x-default')!.href).toBe('https://pomolo.example/about');
    expect(links.find((link) => link.hreflang === 'pt-BR')!.href).toBe('https://pomolo.example/pt/about');
    expect(new Set(links.slice(0, 11).map((link) => link.href)).size).toBe(11);
  });
});
