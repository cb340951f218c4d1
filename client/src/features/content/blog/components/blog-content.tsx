import { Fragment } from 'react';
import { parseContent, type Inline } from '../content-format.ts';

function Inlines({ inlines }: { inlines: Inline[] }) {
  return (
    <>
      {inlines.map((inline, index) =>
        inline.type === 'bold' ? (
          <strong key={index}>{inline.text}</strong>
        ) : (
          <Fragment key={index}>{inline.text}</Fragment>
        ),
      )}
    </>
  );
}

/** Blog content in the spec's line format: `**heading**` lines, `- ` list items, paragraphs. */
export function BlogContent({ content }: { content: string }) {
  return (
    <>
      {parseContent(content).map((block, index) => {
        switch (block.type) {
          case 'heading':
            return <h2 key={index}>{block.text}</h2>;
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inlines inlines={item} />
                  </li>
                ))}
              </ul>
            );
          case 'paragraph':
            return (
              <p key={index}>
                <Inlines inlines={block.inlines} />
              </p>
            );
        }
      })}
    </>
  );
}
