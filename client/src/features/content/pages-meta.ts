import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Per-page document metadata, kept as data so that the full metadata layer (canonical, hreflang,
 * JSON-LD) can be built from the same source later. `path` is the unprefixed route path; titles and
 * descriptions are message descriptors, translated when they are applied.
 */
export interface PageMeta {
  /** Route path without the language prefix: `/about`. */
  path: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export type ContentPageKey = 'about' | 'faq' | 'contact' | 'recommendations' | 'privacy' | 'terms';

export const CONTENT_PAGES_META: Record<ContentPageKey, PageMeta> = {
  about: {
    path: '/about',
    title: msg`About Pomolo — our mission, the science and the team`,
    description: msg`Why we built Pomolo, a free focus timer with lo-fi music: the science behind the Pomodoro Technique, what makes us different, our story, team and roadmap.`,
  },
  faq: {
    path: '/faq',
    title: msg`Frequently Asked Questions — Pomolo`,
    description: msg`Answers about the Pomolo focus timer: getting started, timer settings, the lo-fi music player, offline use and installing the app, privacy, and troubleshooting.`,
  },
  contact: {
    path: '/contact',
    title: msg`Contact Us — Pomolo`,
    description: msg`Questions, bug reports, feature ideas or partnerships: write to the Pomolo team. We usually reply within 24 hours on business days.`,
  },
  recommendations: {
    path: '/recommendations',
    title: msg`Any Recommendations? — Pomolo`,
    description: msg`Tell us what would make Pomolo better for you: an idea, a missing feature or something that bothers you. No account needed.`,
  },
  privacy: {
    path: '/privacy',
    title: msg`Privacy Policy — Pomolo`,
    description: msg`What Pomolo stores in your browser and on our server, why, for how long, and the rights you have over your data.`,
  },
  terms: {
    path: '/terms',
    title: msg`Terms of Use — Pomolo`,
    description: msg`The terms under which you may use Pomolo, the free focus timer and lo-fi music web app.`,
  },
};
