import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import type { PageMeta } from './pages-meta.ts';

function setMetaDescription(content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Sets the document title and meta description of a page in the active language, again whenever the
 * language changes. (While the timer runs it shows itself in the title and gives the page's title
 * back when it stops.)
 */
export function usePageMeta(meta: PageMeta): void {
  const { i18n } = useLingui();
  const title = i18n._(meta.title);
  const description = i18n._(meta.description);
  useEffect(() => {
    document.title = title;
    setMetaDescription(description);
  }, [title, description]);
}
