import { describe, expect, it } from 'vitest';
import { isIslandPage } from './island-pages.ts';

describe('isIslandPage (decision 0087)', () => {
  it('is true for articles, blog posts, the blog, the legal texts, the FAQ and About, in every language', () => {
    for (const url of [
      '/blog/adhd-pomodoro-guide',
      '/de/blog/adhd-pomodoro-guide',
      '/blog/post/time-blocking-mastery-advanced-scheduling',
      '/ja/blog/post/time-blocking-mastery-advanced-scheduling',
      '/privacy',
      '/fr/privacy',
      '/terms',
      '/zh/terms',
      '/terms?from=test#section-3',
      '/faq',
      '/it/faq',
      '/about',
      '/ko/about',
      '/blog',
      '/de/blog',
    ])
      expect(isIslandPage(url), url).toBe(true);
  });

  it('is false for the pages that run the app at once', () => {
    for (const url of [
      '/',
      '/de',
      '/blogs',
      '/faqs',
      '/abouts',
      '/about/team',
      '/credits',
      '/stats',
      '/contact',
      '/sync',
    ])
      expect(isIslandPage(url), url).toBe(false);
  });
});
