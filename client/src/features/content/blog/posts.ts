import type { BlogPostSlug } from '#shared/public-routes.ts';
import type { BlogPost, BlogPostMeta } from './types.ts';

/**
 * The four built-in posts of the generic post route, `/blog/post/{slug}` (SPEC.md §2, §9). Their text
 * is loaded on demand, one chunk per post.
 */
export const BLOG_POSTS: readonly BlogPostMeta[] = [
  {
    id: 1,
    slug: 'science-behind-pomodoro-technique',
    title: 'The Science Behind the Pomodoro Technique, in Brief',
    excerpt:
      'A short summary of the research on attention, breaks, task switching and procrastination behind the Pomodoro Technique, and what it does not show.',
    date: '2025-08-05',
    readMinutes: 4,
    author: 'Pomolo Team',
    category: 'Neuroscience and Productivity',
  },
  {
    id: 2,
    slug: 'breaking-procrastination-strategies',
    title: 'Breaking Procrastination: Seven Strategies for Seven Kinds of Delay',
    excerpt:
      'The boring task, the scary task, the vague task and four more: practical strategies matched to the feeling that keeps you from starting.',
    date: '2025-05-06',
    readMinutes: 4,
    author: 'Pomolo Team',
    category: 'Psychology',
  },
  {
    id: 3,
    slug: 'digital-minimalism-workspace-optimization',
    title: 'Digital Minimalism: Optimizing Your Workspace for Focus',
    excerpt:
      'A practical checklist for a calmer physical and digital workspace, with two short daily routines that keep it that way.',
    date: '2025-05-27',
    readMinutes: 4,
    author: 'Pomolo Team',
    category: 'Digital Wellness',
  },
  {
    id: 4,
    slug: 'time-blocking-mastery-advanced-scheduling',
    title: 'Time Blocking Mastery: Advanced Scheduling for Unpredictable Weeks',
    excerpt:
      'Capacity planning, energy mapping, meeting clusters, contingency blocks and weekly templates: time blocking that bends without breaking.',
    date: '2025-07-08',
    readMinutes: 4,
    author: 'Pomolo Team',
    category: 'Time Management',
  },
];

type ContentModule = { content: string };

// Keyed by the shared slug list (#shared/public-routes.ts, also used for the sitemap): a slug missing
// on either side is a type error.
const contents: Record<BlogPostSlug, () => Promise<ContentModule>> = {
  'science-behind-pomodoro-technique': () => import('./posts/science-behind-pomodoro-technique.ts'),
  'breaking-procrastination-strategies': () => import('./posts/breaking-procrastination-strategies.ts'),
  'digital-minimalism-workspace-optimization': () => import('./posts/digital-minimalism-workspace-optimization.ts'),
  'time-blocking-mastery-advanced-scheduling': () => import('./posts/time-blocking-mastery-advanced-scheduling.ts'),
};

const bySlug = new Map(BLOG_POSTS.map((post) => [post.slug, post]));

/** The built-in post for `slug`, or null when there is no such post. */
export async function loadBlogPost(slug: string): Promise<BlogPost | null> {
  const meta = bySlug.get(slug);
  const loadContent = Object.hasOwn(contents, slug) ? contents[slug as BlogPostSlug] : undefined;
  if (!meta || !loadContent) return null;
  const { content } = await loadContent();
  return { ...meta, content };
}
