import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES, findBlogArticleMeta, loadBlogArticle } from './articles.ts';
import { countWords, parseContent, previewLines } from './content-format.ts';
import { BLOG_POSTS, loadBlogPost } from './posts.ts';
import type { BlogArticle, BlogPost } from './types.ts';

const WORDS_PER_MINUTE = 200;

/** Within ±25% of the stated reading time at 200 words per minute. */
function expectReadTimeMatches(entry: BlogArticle | BlogPost): void {
  const words = countWords(entry.content);
  const expected = entry.readMinutes * WORDS_PER_MINUTE;
  expect(words, `${entry.slug}: ${words} words for ${entry.readMinutes} min`).toBeGreaterThanOrEqual(expected * 0.75);
  expect(words, `${entry.slug}: ${words} words for ${entry.readMinutes} min`).toBeLessThanOrEqual(expected * 1.25);
}

async function loadAllArticles(): Promise<BlogArticle[]> {
  const articles = await Promise.all(BLOG_ARTICLES.map((meta) => loadBlogArticle(meta.slug)));
  return articles.map((article, index) => {
    if (!article) throw new Error(`no body for ${BLOG_ARTICLES[index].slug}`);
    return article;
  });
}

describe('the blog index articles', () => {
  it('are the spec’s ten slugs, in the spec’s order, with ids 0–9', () => {
    expect(BLOG_ARTICLES.map((article) => article.slug)).toEqual([
      'productivity-trends-2025',
      'pomodoro-science-new',
      'adhd-pomodoro-guide',
      'pomodoro-hacks',
      'pomodoro-technique-guide',
      'pomodoro-apps-comparison',
      'pomodoro-technique-science',
      'breaking-procrastination',
      'digital-minimalism',
      'time-blocking-mastery',
    ]);
    expect(BLOG_ARTICLES.map((article) => article.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('carry the metadata the spec gives', () => {
    expect(findBlogArticleMeta('time-blocking-mastery')).toMatchObject({
      category: 'Time Management',
      date: '2024-11-28',
      readMinutes: 9,
    });
    expect(findBlogArticleMeta('pomodoro-technique-science')).toMatchObject({
      category: 'Neuroscience and Productivity',
      date: '2025-06-20',
      readMinutes: 6,
    });
    expect(findBlogArticleMeta('adhd-pomodoro-guide')).toMatchObject({ date: '2025-06-20', readMinutes: 12 });
    expect(findBlogArticleMeta('pomodoro-hacks')).toMatchObject({ date: '2025-06-20', readMinutes: 12 });
    expect(findBlogArticleMeta('pomodoro-hacks')!.title).toMatch(/^25 Pomodoro hacks/i);
    expect(findBlogArticleMeta('pomodoro-technique-guide')).toMatchObject({
      date: '2024-01-15',
      readMinutes: 15,
      author: 'Pomolo Team',
    });
  });

  it('have complete metadata with real dates in 2024–2025', () => {
    for (const article of BLOG_ARTICLES) {
      expect(article.title.length, article.slug).toBeGreaterThan(10);
      expect(article.excerpt.length, article.slug).toBeGreaterThan(60);
      expect(article.excerpt.length, article.slug).toBeLessThanOrEqual(170);
      expect(article.author, article.slug).not.toBe('');
      expect(article.category, article.slug).not.toBe('');
      expect(article.date, article.slug).toMatch(/^202[45]-\d\d-\d\d$/);
      expect(new Date(`${article.date}T00:00:00Z`).toISOString().slice(0, 10), article.slug).toBe(article.date);
    }
  });

  it('link to 2–4 other existing articles', () => {
    for (const article of BLOG_ARTICLES) {
      expect(article.related.length, article.slug).toBeGreaterThanOrEqual(2);
      expect(article.related.length, article.slug).toBeLessThanOrEqual(4);
      expect(new Set(article.related).size, article.slug).toBe(article.related.length);
      expect(article.related, article.slug).not.toContain(article.slug);
      for (const slug of article.related) expect(findBlogArticleMeta(slug), `${article.slug} → ${slug}`).toBeDefined();
    }
  });

  it('are as long as their stated reading time (±25% at 200 words per minute)', async () => {
    for (const article of await loadAllArticles()) expectReadTimeMatches(article);
  });

  it('start with their lead, which holds the three lines the index card shows', async () => {
    for (const article of await loadAllArticles()) {
      expect(article.content.startsWith(article.lead), article.slug).toBe(true);
      expect(previewLines(article.content, 3), article.slug).toEqual(previewLines(article.lead, 3));
      expect(previewLines(article.lead, 3), article.slug).toHaveLength(3);
    }
  });

  it('are structured writing: headings, paragraphs, no placeholder text', async () => {
    for (const article of await loadAllArticles()) {
      const blocks = parseContent(article.content);
      expect(blocks.filter((block) => block.type === 'heading').length, article.slug).toBeGreaterThanOrEqual(4);
      expect(blocks.filter((block) => block.type === 'paragraph').length, article.slug).toBeGreaterThanOrEqual(10);
      expect(article.content, article.slug).not.toMatch(/lorem ipsum|TODO|placeholder/i);
    }
  });

  it('state the technique’s origin and the advice figures accurately where they explain the technique', async () => {
    const guide = (await loadBlogArticle('pomodoro-technique-guide'))!.content;
    expect(guide).toContain('Francesco Cirillo');
    expect(guide).toContain('late 1980s');
    for (const figure of [
      '25 minutes',
      '15 to 30 minutes',
      '15/3',
      '20/10',
      '45/15',
      '50/10',
      '90/20',
      'six pomodoros',
    ]) {
      expect(guide, figure).toContain(figure);
    }
    const science = (await loadBlogArticle('pomodoro-technique-science'))!.content;
    expect(science).toMatch(/contested/);
  });

  it('answers null for an unknown slug, including inherited property names', async () => {
    expect(await loadBlogArticle('no-such-article')).toBeNull();
    expect(await loadBlogArticle('constructor')).toBeNull();
    expect(await loadBlogArticle('__proto__')).toBeNull();
  });
});

describe('the built-in posts of the generic route', () => {
  it('are the spec’s four slugs', () => {
    expect(BLOG_POSTS.map((post) => post.slug)).toEqual([
      'science-behind-pomodoro-technique',
      'breaking-procrastination-strategies',
      'digital-minimalism-workspace-optimization',
      'time-blocking-mastery-advanced-scheduling',
    ]);
  });

  it('are real writing of 800–1200 words matching their reading time, with headings and lists', async () => {
    for (const meta of BLOG_POSTS) {
      const post = await loadBlogPost(meta.slug);
      expect(post, meta.slug).not.toBeNull();
      expectReadTimeMatches(post!);
      const words = countWords(post!.content);
      expect(words, meta.slug).toBeGreaterThanOrEqual(800);
      expect(words, meta.slug).toBeLessThanOrEqual(1200);
      const types = parseContent(post!.content).map((block) => block.type);
      expect(types, meta.slug).toContain('heading');
      expect(types, meta.slug).toContain('list');
    }
  });

  it('answers null for an unknown slug', async () => {
    expect(await loadBlogPost('pomodoro-hacks')).toBeNull();
    expect(await loadBlogPost('toString')).toBeNull();
  });
});
