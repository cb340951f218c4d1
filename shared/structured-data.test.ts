import { describe, expect, it } from 'vitest';
import { aboutPage, APP_VERSION, blogPosting, faqPage, serializeJsonLd, webApplication } from './structured-data.ts';

const site = 'https://pomolo.example/fr';

describe('webApplication', () => {
  const data = webApplication({
    url: site,
    description: 'Un minuteur Pomodoro gratuit.',
    inLanguage: 'fr-FR',
    categories: ['Études & Concentration', 'Détente & Calme', 'Café & Jazz', 'Sommeil & Sérénité'],
    availableLanguages: ['en-US', 'fr-FR'],
  });

  it('describes a free web application, version 1.0.1, with the four music categories', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: 'Pomolo',
      url: site,
      inLanguage: 'fr-FR',
      operatingSystem: 'Web',
      softwareVersion: '1.0.1',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
      availableLanguage: ['en-US', 'fr-FR'],
    });
    expect(APP_VERSION).toBe('1.0.1');
    expect(data.applicationCategory).toMatch(/Application$/);
    expect(data.featureList).toHaveLength(4);
    expect(data.keywords).toBe('Études & Concentration, Détente & Calme, Café & Jazz, Sommeil & Sérénité');
  });

  it('survives a JSON round trip unchanged', () => {
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});

describe('aboutPage', () => {
  it('is an AboutPage about Pomolo, founded in 2024, part of the site', () => {
    const data = aboutPage({
      url: `${site}/about`,
      name: 'À propos',
      description: 'Notre mission',
      inLanguage: 'fr-FR',
      siteUrl: site,
    });
    expect(data).toMatchObject({
      '@type': 'AboutPage',
      url: `${site}/about`,
      name: 'À propos',
      description: 'Notre mission',
      isPartOf: { '@type': 'WebSite', name: 'Pomolo', url: site },
      about: { '@type': 'Organization', name: 'Pomolo', foundingDate: '2024' },
    });
  });
});

describe('faqPage', () => {
  it('lists every question with its accepted answer', () => {
    const data = faqPage({
      url: `${site}/faq`,
      name: 'FAQ',
      description: 'Answers',
      inLanguage: 'en-US',
      siteUrl: site,
      questions: [
        { q: 'Is it free?', a: 'Yes.\n\nAlways.' },
        { q: 'Offline?', a: 'After one visit.' },
      ],
    });
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Is it free?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.\n\nAlways.' } },
      { '@type': 'Question', name: 'Offline?', acceptedAnswer: { '@type': 'Answer', text: 'After one visit.' } },
    ]);
    expect(data).not.toHaveProperty('questions');
  });

  it('marks the questions with their own language when it differs from the page', () => {
    const data = faqPage({
      url: `${site}/faq`,
      name: 'Questions fréquentes',
      description: 'Réponses',
      inLanguage: 'fr-FR',
      siteUrl: site,
      questionsLanguage: 'en',
      questions: [{ q: 'Is it free?', a: 'Yes.' }],
    });
    expect(data.inLanguage).toBe('fr-FR');
    expect(data.mainEntity).toEqual([
      {
        '@type': 'Question',
        inLanguage: 'en',
        name: 'Is it free?',
        acceptedAnswer: { '@type': 'Answer', text: 'Yes.' },
      },
    ]);
    expect(data).not.toHaveProperty('questionsLanguage');
  });
});

describe('blogPosting', () => {
  const base = {
    url: `${site}/blog/pomodoro-hacks`,
    headline: '25 Pomodoro Hacks',
    description: 'Twenty-five habits.',
    datePublished: '2025-06-20',
    inLanguage: 'en',
    siteUrl: site,
  };

  it('carries headline, date, author, description and language', () => {
    const data = blogPosting({ ...base, author: 'Pomolo Team', category: 'Productivity Tips', readMinutes: 12 });
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: '25 Pomodoro Hacks',
      description: 'Twenty-five habits.',
      datePublished: '2025-06-20',
      inLanguage: 'en',
      author: { '@type': 'Organization', name: 'Pomolo Team' },
      publisher: { '@type': 'Organization', name: 'Pomolo' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': base.url },
      articleSection: 'Productivity Tips',
      timeRequired: 'PT12M',
    });
  });

  it('treats a named author as a person and leaves out what it does not know', () => {
    const data = blogPosting({ ...base, author: 'Ada Lovelace' });
    expect(data.author).toEqual({ '@type': 'Person', name: 'Ada Lovelace' });
    expect(data).not.toHaveProperty('articleSection');
    expect(data).not.toHaveProperty('timeRequired');
  });
});

describe('serializeJsonLd', () => {
  it('cannot be broken out of a script element, and parses back to the same value', () => {
    const data = blogPosting({
      ...{
        url: 'https://x.y/a',
        description: 'd',
        datePublished: '2025-01-01',
        inLanguage: 'en',
        siteUrl: 'https://x.y',
      },
      headline: '</script><script>alert(1)</script> & <!--',
      author: 'A',
    });
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
