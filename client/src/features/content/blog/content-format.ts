/**
 * The line format of blog content (SPEC.md §2, generic post): a line wrapped in double asterisks is a
 * heading, a line starting with "- " is a list item, a blank line is a break, and any other line is a
 * paragraph. Inside paragraphs and list items, `**text**` is bold. Pure functions, no DOM.
 */

export type Inline = { type: 'text'; text: string } | { type: 'bold'; text: string };

export type ContentBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; inlines: Inline[] }
  /** Consecutive list items form one list; a blank line or any other line ends it. */
  | { type: 'list'; items: Inline[][] };

const BOLD = '**';

/** True when the whole (trimmed) line is one bold span: `**Heading**`. */
export function isHeadingLine(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.length <= BOLD.length * 2 || !trimmed.startsWith(BOLD) || !trimmed.endsWith(BOLD)) return false;
  const inner = trimmed.slice(BOLD.length, -BOLD.length);
  return inner.trim() !== '' && !inner.includes(BOLD);
}

export function isListItemLine(line: string): boolean {
  return line.trimStart().startsWith('- ');
}

/** Splits `a **b** c` into text and bold runs. An unpaired `**` stays as written. */
export function parseInline(text: string): Inline[] {
  const inlines: Inline[] = [];
  let rest = text;
  while (rest !== '') {
    const open = rest.indexOf(BOLD);
    const close = open === -1 ? -1 : rest.indexOf(BOLD, open + BOLD.length);
    if (open === -1 || close === -1) {
      pushText(inlines, rest);
      break;
    }
    pushText(inlines, rest.slice(0, open));
    const bold = rest.slice(open + BOLD.length, close);
    if (bold === '') pushText(inlines, BOLD + BOLD);
    else inlines.push({ type: 'bold', text: bold });
    rest = rest.slice(close + BOLD.length);
  }
  return inlines;
}

function pushText(inlines: Inline[], text: string): void {
  if (text === '') return;
  const last = inlines.at(-1);
  if (last?.type === 'text') last.text += text;
  else inlines.push({ type: 'text', text });
}

/** Reads content line by line into blocks. */
export function parseContent(content: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let list: Inline[][] | null = null;
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      list = null;
      continue;
    }
    if (isListItemLine(line)) {
      if (list === null) {
        list = [];
        blocks.push({ type: 'list', items: list });
      }
      list.push(parseInline(line.slice(2).trim()));
      continue;
    }
    list = null;
    if (isHeadingLine(line)) blocks.push({ type: 'heading', text: line.slice(BOLD.length, -BOLD.length).trim() });
    else blocks.push({ type: 'paragraph', inlines: parseInline(line) });
  }
  return blocks;
}

/** Removes every bold marker. */
export function stripBold(text: string): string {
  return text.split(BOLD).join('');
}

/** The first `count` non-blank lines of `content`, trimmed, with bold markers removed (index cards). */
export function previewLines(content: string, count = 3): string[] {
  const lines: string[] = [];
  for (const raw of content.split(/\r?\n/)) {
    if (lines.length === count) break;
    const line = stripBold(raw).trim();
    if (line !== '') lines.push(line);
  }
  return lines;
}

/** Words a reader reads: markers (`**`, leading `- `) are not words. */
export function countWords(content: string): number {
  let words = 0;
  for (const raw of content.split(/\r?\n/)) {
    const line = stripBold(raw).trim().replace(/^- /, '');
    // A dash or other punctuation standing alone between spaces is not a word.
    words += line.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  }
  return words;
}
