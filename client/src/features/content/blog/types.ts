/**
 * Blog entries are built into the app (SPEC.md §3 "Blog post"): metadata is small and loaded with the blog
 * pages; the long text of each entry is its own module, loaded only on that entry's page.
 *
 * `content` uses the spec's line format (see content-format.ts): a line wrapped in `**` is a heading, a
 * line starting with `- ` a list item, a blank line a break, anything else a paragraph (which may contain
 * inline `**bold**`).
 */
export interface BlogEntryMeta {
  /** Position on the blog index (articles: 0–9). */
  id: number;
  slug: string;
  title: string;
  /** One or two sentences: the meta description and the summary used by link previews. */
  excerpt: string;
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string;
  /** Estimated reading time in minutes, at about 200 words per minute. */
  readMinutes: number;
  author: string;
  category: string;
}

/** An article of the blog index (`/blog/{slug}`). */
export interface BlogArticleMeta extends BlogEntryMeta {
  /**
   * The opening lines of the article. They are the first lines of `content`, and the index card shows
   * the first three of them, so the index never needs the articles' bodies.
   */
  lead: string;
  /** Slugs of 2–4 other articles linked at the end. */
  related: readonly string[];
}

export interface BlogArticle extends BlogArticleMeta {
  content: string;
}

/** One of the built-in posts of the generic post route (`/blog/post/{slug}`). */
export type BlogPostMeta = BlogEntryMeta;

export interface BlogPost extends BlogPostMeta {
  content: string;
}
