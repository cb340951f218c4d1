import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlogContent } from './blog-content.tsx';

describe('BlogContent', () => {
  it('renders headings, grouped list items, paragraphs and inline bold as HTML elements', () => {
    const html = renderToStaticMarkup(
      <BlogContent content={'**Start here**\nA **key** idea.\n- one\n- two\n\nEnd.'} />,
    );
    expect(html).toBe(
      '<h2>Start here</h2><p>A <strong>key</strong> idea.</p><ul><li>one</li><li>two</li></ul><p>End.</p>',
    );
  });

  it('escapes text instead of interpreting it as HTML', () => {
    const html = renderToStaticMarkup(<BlogContent content={'<img src=x onerror=alert(1)>'} />);
    expect(html).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });
});
