import { describe, expect, it } from 'vitest';
import { webApplication } from '#shared/structured-data.ts';
import { buildHeadTags, ogLocale, type HeadTag } from './head.ts';

const origin = 'https://pomolo.example';
const attr = (tags: HeadTag[], tag: string, key: string, value: string) =>
  tags.filter((t) => t.tag === tag && t.attributes[key] === value);
const meta = (tags: HeadTag[], property: string) =>
  attr(tags, 'meta', 'property', property).map((t) => t.attributes.content);

describe('buildHeadTags', () => {
  const tags = buildHeadTags(
    { title: 'Questions fréquentes — Pomolo', description: 'Réponses', language: 'fr', path: '/faq' },
    origin,
  );

  it('gives description, canonical and 12 hreflang alternates', () => {
    expect(attr(tags, 'meta', 'name', 'description')[0].attributes.content).toBe('Réponses');
    expect(attr(tags, 'link', 'rel', 'canonical').map((t) => t.attributes.href)).toEqual([
      'https://pomolo.example/fr/faq',
    ]);
    const alternates = attr(tags, 'link', 'rel', 'alternate');
    expect(alternates).toHaveLength(12);
    expect(alternates.find((t) => t.attributes.hreflang === 'ja-JP')!.attributes.href).toBe(
      'https://pomolo.example/ja/faq',
    );
    expect(alternates.find((t) => t.attributes.hreflang === 'x-default')!.attributes.href).toBe(
      'https://pomolo.example/faq',
    );
    expect(attr(tags, 'meta', 'name', 'robots')).toEqual([]);
  });

  it('gives the Open Graph tags', () => {
    expect(meta(tags, 'og:title')).toEqual(['Questions fréquentes — Pomolo']);
    expect(meta(tags, 'og:description')).toEqual(['Réponses']);
    expect(meta(tags, 'og:url')).toEqual(['https://pomolo.example/fr/faq']);
    expect(meta(tags, 'og:type')).toEqual(['website']);
    expect(meta(tags, 'og:site_name')).toEqual(['Pomolo']);
    expect(meta(tags, 'og:locale')).toEqual(['fr_FR']);
    expect(meta(tags, 'og:locale:alternate')).toHaveLength(10);
    expect(meta(tags, 'og:locale:alternate')).not.toContain('fr_FR');
    expect(ogLocale('pt-BR')).toBe('pt_BR');
  });

  it('marks a 404 noindex, without canonical, alternates or og:url', () => {
    const notFound = buildHeadTags(
      { title: 'Page introuvable', description: 'x', language: 'fr', path: null, noindex: true },
      origin,
    );
    expect(attr(notFound, 'meta', 'name', 'robots')[0].attributes.content).toBe('noindex');
    expect(attr(notFound, 'link', 'rel', 'canonical')).toEqual([]);
    expect(attr(notFound, 'link', 'rel', 'alternate')).toEqual([]);
    expect(meta(notFound, 'og:url')).toEqual([]);
  });

  it('uses the English unprefixed URL for English, article type and JSON-LD when given', () => {
    const data = webApplication({
      url: `${origin}/`,
      description: 'd',
      inLanguage: 'en-US',
      categories: ['Study & Focus'],
      availableLanguages: ['en-US'],
    });
    const home = buildHeadTags(
      { title: 'Pomolo', description: 'd', language: 'en', path: '/', type: 'article', structuredData: data },
      `${origin}/`,
    );
    expect(attr(home, 'link', 'rel', 'canonical')[0].attributes.href).toBe('https://pomolo.example/');
    expect(meta(home, 'og:type')).toEqual(['article']);
    const script = home.find((t) => t.tag === 'script')!;
    expect(script.attributes.type).toBe('application/ld+json');
    expect(JSON.parse(script.text!)).toEqual(data);
  });
});
