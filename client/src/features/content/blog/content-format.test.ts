import { describe, expect, it } from 'vitest';
import { countWords, isHeadingLine, parseContent, parseInline, previewLines, stripBold } from './content-format.ts';

describe('parseContent: the spec line rules', () => {
  it('reads a line wrapped in ** as a heading, "- " lines as list items and other lines as paragraphs', () => {
    const blocks = parseContent('**Why it works**\nA paragraph.\n- first\n- second\nAfter the list.');
    expect(blocks).toEqual([
      { type: 'heading', text: 'Why it works' },
      { type: 'paragraph', inlines: [{ type: 'text', text: 'A paragraph.' }] },
      { type: 'list', items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]] },
      { type: 'paragraph', inlines: [{ type: 'text', text: 'After the list.' }] },
    ]);
  });

  it('treats a blank line as a break: it ends a list, and never renders as a block of its own', () => {
    const blocks = parseContent('- a\n\n- b\n\n\nText');
    expect(blocks.map((block) => block.type)).toEqual(['list', 'list', 'paragraph']);
  });

  it('trims surrounding whitespace and accepts Windows line endings', () => {
    expect(parseContent('  **Title**  \r\n   - item  \r\n')).toEqual([
      { type: 'heading', text: 'Title' },
      { type: 'list', items: [[{ type: 'text', text: 'item' }]] },
    ]);
  });

  it('keeps inline bold inside paragraphs and list items', () => {
    expect(parseContent('**1. Plan ahead.** Then act.\n- **Bold** lead-in')).toEqual([
      {
        type: 'paragraph',
        inlines: [
          { type: 'bold', text: '1. Plan ahead.' },
          { type: 'text', text: ' Then act.' },
        ],
      },
      {
        type: 'list',
        items: [
          [
            { type: 'bold', text: 'Bold' },
            { type: 'text', text: ' lead-in' },
          ],
        ],
      },
    ]);
  });

  it('does not mistake two bold spans on one line for a heading', () => {
    expect(isHeadingLine('**Bold** start and **end**')).toBe(false);
    expect(isHeadingLine('**Heading**')).toBe(true);
    expect(isHeadingLine('****')).toBe(false);
    expect(isHeadingLine('** **')).toBe(false);
  });

  it('returns nothing for empty content', () => {
    expect(parseContent('')).toEqual([]);
    expect(parseContent('\n\n')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('leaves an unpaired marker as written', () => {
    expect(parseInline('5 ** 3 and more')).toEqual([{ type: 'text', text: '5 ** 3 and more' }]);
  });

  it('splits several bold runs', () => {
    expect(parseInline('a **b** c **d**')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'bold', text: 'b' },
      { type: 'text', text: ' c ' },
      { type: 'bold', text: 'd' },
    ]);
  });
});

describe('previewLines and stripBold (index cards)', () => {
  it('takes the first three non-blank lines with bold markers stripped', () => {
    const content = '\n**Intro**\nFirst **bold** line.\n\nSecond line.\nFourth line is not shown.';
    expect(previewLines(content, 3)).toEqual(['Intro', 'First bold line.', 'Second line.']);
  });

  it('returns fewer lines when the content is shorter', () => {
    expect(previewLines('Only one', 3)).toEqual(['Only one']);
  });

  it('strips every marker', () => {
    expect(stripBold('**a** b **c**')).toBe('a b c');
  });
});

describe('countWords', () => {
  it('counts words, not markers or lone punctuation', () => {
    expect(countWords('**Heading here**\n- one two\nThree – four, five.\n\n')).toBe(7);
  });
});
