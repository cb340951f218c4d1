import type { BlogArticleSlug } from '#shared/public-routes.ts';
import type { BlogArticle, BlogArticleMeta } from './types.ts';

/**
 * The ten articles of the blog index, in the index's order (SPEC.md §2: ids 0–9 and these slugs).
 *
 * Only metadata and each article's opening lines live here; the bodies are separate modules in
 * `articles/`, imported on demand by `loadBlogArticle`, so neither the home page nor the blog index
 * downloads the long texts. The metadata is also what the page title, meta description (and later
 * canonical/JSON-LD) are built from.
 */
export const BLOG_ARTICLES: readonly BlogArticleMeta[] = [
  {
    id: 0,
    slug: 'productivity-trends-2025',
    title: 'Productivity Trends for 2025: What Actually Helps You Focus',
    excerpt:
      'Ten trends shaping how people work and study in 2025, from AI assistants to lo-fi study streams, and what each one means for your focus.',
    date: '2025-01-08',
    readMinutes: 7,
    author: 'Pomolo Team',
    category: 'Productivity',
    lead: `Every year brings a new wave of productivity advice, apps and buzzwords. Some of it helps; much of it is noise.
We looked at ten trends shaping how people work and study in 2025, from AI assistants to lo-fi study streams, and asked a simple question about each: does it actually help you focus?
For every trend you will find what is happening, what the evidence says, and **what to take from it** for your own working day.`,
    related: ['pomodoro-science-new', 'digital-minimalism', 'time-blocking-mastery'],
  },
  {
    id: 1,
    slug: 'pomodoro-science-new',
    title: 'What New Research Says About Breaks, Focus and the Pomodoro Technique',
    excerpt:
      'Recent studies have tested Pomodoro-style breaks directly and retired some popular explanations. What has changed, what still holds, and how to set your timer.',
    date: '2025-09-18',
    readMinutes: 7,
    author: 'Pomolo Team',
    category: 'Research',
    lead: `The Pomodoro Technique is more than thirty years old, but research on breaks and attention keeps moving.
Recent studies have tested Pomodoro-style breaks directly, pooled dozens of micro-break experiments, and quietly retired some popular explanations of why breaks help.
Here is what has changed, what still holds, and what it means for how you set your timer.`,
    related: ['pomodoro-technique-science', 'pomodoro-technique-guide', 'pomodoro-hacks'],
  },
  {
    id: 2,
    slug: 'adhd-pomodoro-guide',
    title: 'The Pomodoro Technique for ADHD: A Practical, Flexible Guide',
    excerpt:
      'Why timers can help ADHD brains, how to adapt interval length, breaks and the rules around the bell, and what to do on days when nothing works.',
    date: '2025-06-20',
    readMinutes: 12,
    author: 'Pomolo Team',
    category: 'ADHD & Focus',
    lead: `If you have ADHD, you have probably been told to "just use a timer", and you may have found that the classic 25-minute version either works wonders or falls apart by Wednesday.
The good news is that the Pomodoro Technique is flexible. With a few changes to interval length, breaks and the rules around the bell, it can become a tool that makes starting easier and keeps time visible.
This guide explains why timers can help ADHD brains, how to adapt the method, and what to do on days when nothing seems to work.`,
    related: ['pomodoro-hacks', 'breaking-procrastination', 'pomodoro-technique-guide'],
  },
  {
    id: 3,
    slug: 'pomodoro-hacks',
    title: '25 Pomodoro Hacks to Get More From Every Session',
    excerpt:
      'Twenty-five practical habits for before, during and after each pomodoro, from planning the night before to choosing the right rhythm for each kind of work.',
    date: '2025-06-20',
    readMinutes: 12,
    author: 'Pomolo Team',
    category: 'Productivity Tips',
    lead: `The Pomodoro Technique fits on an index card: work for 25 minutes, take a 5-minute break, repeat, and take a longer break after four rounds.
Using it well over months is another matter. Small habits before, during and after each session make the difference between a timer you forget about and one that changes how you work.
Here are **25 practical hacks**, grouped by when you use them, with a suggestion at the end for which to try first.`,
    related: ['pomodoro-technique-guide', 'adhd-pomodoro-guide', 'time-blocking-mastery'],
  },
  {
    id: 4,
    slug: 'pomodoro-technique-guide',
    title: 'The Complete Guide to the Pomodoro Technique',
    excerpt:
      'Everything about the Pomodoro Technique: its origins, the basic steps, the rules most people miss, variations for different work, and a one-week plan to start.',
    date: '2024-01-15',
    readMinutes: 15,
    author: 'Pomolo Team',
    category: 'Guides',
    lead: `The Pomodoro Technique is one of the simplest and most widely used time-management methods in the world: you work in short, focused intervals and take regular breaks.
It needs nothing more than a timer and a piece of paper, yet used properly it can change how you plan, start and finish your work.
This guide covers everything from the origins and basic steps to the rules most people miss, **variations for different kinds of work**, and a one-week plan to get started.`,
    related: ['pomodoro-technique-science', 'pomodoro-hacks', 'pomodoro-apps-comparison'],
  },
  {
    id: 5,
    slug: 'pomodoro-apps-comparison',
    title: 'How to Choose a Pomodoro App: A Practical Comparison',
    excerpt:
      'Kitchen timers, browser timers, installable web apps, desktop and phone apps compared: accuracy, friction, privacy, offline use, and a one-week test drive.',
    date: '2025-02-10',
    readMinutes: 7,
    author: 'Pomolo Team',
    category: 'Tools',
    lead: `Search for a Pomodoro timer and you will find hundreds: kitchen timers, browser tabs, phone apps that grow virtual trees, task managers and time trackers with a focus mode.
They all count down from 25 minutes. The differences lie in accuracy, friction, privacy, offline use and how much the tool itself distracts you.
This comparison walks through the main kinds of tools and the criteria that matter, and is honest about where our own app, Pomolo, fits and where it does not.`,
    related: ['pomodoro-technique-guide', 'digital-minimalism', 'adhd-pomodoro-guide'],
  },
  {
    id: 6,
    slug: 'pomodoro-technique-science',
    title: 'The Science Behind the Pomodoro Technique',
    excerpt:
      'What research on attention, breaks, task switching and procrastination says about why the Pomodoro Technique works, and which popular claims do not hold up.',
    date: '2025-06-20',
    readMinutes: 6,
    author: 'Pomolo Team',
    category: 'Neuroscience and Productivity',
    lead: `Why would working in 25-minute bursts help you get more done? The Pomodoro Technique is often described as "backed by neuroscience", but the real story is more interesting, and more modest.
Research on attention, breaks, task switching and procrastination explains a lot about why the method works for so many people.
It also shows which popular claims about the technique do not hold up.`,
    related: ['pomodoro-science-new', 'pomodoro-technique-guide', 'breaking-procrastination'],
  },
  {
    id: 7,
    slug: 'breaking-procrastination',
    title: 'Breaking Procrastination: Why We Delay and How to Start',
    excerpt:
      'Procrastination is a mood problem more than a time problem. What research says about why we delay, ten strategies that help, and a 20-minute rescue plan.',
    date: '2024-10-14',
    readMinutes: 7,
    author: 'Pomolo Team',
    category: 'Psychology',
    lead: `You have a task that matters. You know roughly what to do. And yet, somehow, you find yourself cleaning the kitchen, answering old emails or scrolling your phone instead.
Procrastination is one of the most common struggles people describe, and one of the most misunderstood.
This article explains what research says about **why we delay**, and gives ten evidence-informed strategies to get started, including a 20-minute rescue plan for when you are really stuck.`,
    related: ['adhd-pomodoro-guide', 'pomodoro-hacks', 'time-blocking-mastery'],
  },
  {
    id: 8,
    slug: 'digital-minimalism',
    title: 'Digital Minimalism for Deep Work: Fewer Tools, Better Focus',
    excerpt:
      'How to choose deliberately which tools get your attention: audit your apps, silence notifications, redesign your phone and computer, and try a 30-day declutter.',
    date: '2024-11-12',
    readMinutes: 7,
    author: 'Pomolo Team',
    category: 'Digital Wellness',
    lead: `The average working day is full of tools: email, chat, calendars, documents, browsers, phones, and the notifications that connect them all.
Each was adopted for a good reason. Together, they can make it almost impossible to think about one thing for more than a few minutes.
Digital minimalism offers a way out: not abandoning technology, but choosing deliberately which tools get your attention. Here is how to apply it to focused work, step by step.`,
    related: ['productivity-trends-2025', 'time-blocking-mastery', 'pomodoro-apps-comparison'],
  },
  {
    id: 9,
    slug: 'time-blocking-mastery',
    title: 'Time Blocking Mastery: Plan Your Day in Focused Blocks',
    excerpt:
      'Why time blocking works, how to block a day step by step, how to combine blocks with pomodoros, and what to do when the plan falls apart.',
    date: '2024-11-28',
    readMinutes: 9,
    author: 'Pomolo Team',
    category: 'Time Management',
    lead: `A to-do list tells you what to do. A calendar tells you when. **Time blocking** joins the two, so that every important task gets its own reserved slot in your day.
It sounds rigid, but done well it is the opposite: a way to decide calmly in advance, instead of reacting all day to whatever arrives next.
This guide explains why it works, how to block a day step by step, how to combine blocks with pomodoros, and what to do when the plan falls apart.`,
    related: ['pomodoro-technique-guide', 'digital-minimalism', 'breaking-procrastination'],
  },
];

type BodyModule = { body: string };

// One chunk per article: each is fetched only when its page is opened (and precached for offline use).
// Keyed by the shared slug list (#shared/public-routes.ts, also used for the sitemap): a slug missing
// on either side is a type error.
const bodies: Record<BlogArticleSlug, () => Promise<BodyModule>> = {
  'productivity-trends-2025': () => import('./articles/productivity-trends-2025.ts'),
  'pomodoro-science-new': () => import('./articles/pomodoro-science-new.ts'),
  'adhd-pomodoro-guide': () => import('./articles/adhd-pomodoro-guide.ts'),
  'pomodoro-hacks': () => import('./articles/pomodoro-hacks.ts'),
  'pomodoro-technique-guide': () => import('./articles/pomodoro-technique-guide.ts'),
  'pomodoro-apps-comparison': () => import('./articles/pomodoro-apps-comparison.ts'),
  'pomodoro-technique-science': () => import('./articles/pomodoro-technique-science.ts'),
  'breaking-procrastination': () => import('./articles/breaking-procrastination.ts'),
  'digital-minimalism': () => import('./articles/digital-minimalism.ts'),
  'time-blocking-mastery': () => import('./articles/time-blocking-mastery.ts'),
};

const bySlug = new Map(BLOG_ARTICLES.map((article) => [article.slug, article]));

export function findBlogArticleMeta(slug: string): BlogArticleMeta | undefined {
  return bySlug.get(slug);
}

/** The full article for `slug`, or null when there is no such article. */
export async function loadBlogArticle(slug: string): Promise<BlogArticle | null> {
  const meta = bySlug.get(slug);
  const loadBody = Object.hasOwn(bodies, slug) ? bodies[slug as BlogArticleSlug] : undefined;
  if (!meta || !loadBody) return null;
  const { body } = await loadBody();
  return { ...meta, content: `${meta.lead}\n\n${body}` };
}
