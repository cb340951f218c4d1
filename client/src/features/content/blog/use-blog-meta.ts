import { useEffect } from 'react';

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
 * Sets the document title and meta description of a blog page. (While the timer runs it shows itself
 * in the title and gives this title back when it stops.)
 */
export function useBlogMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
    setMetaDescription(description);
  }, [title, description]);
}
