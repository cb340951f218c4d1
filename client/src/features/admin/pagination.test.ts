import { describe, expect, it } from 'vitest';
import { paginationItems, type PageItem } from './pagination.ts';

/** The pager as text: numbers and "…". */
const show = (items: PageItem[]) => items.map((i) => (i.kind === 'page' ? String(i.page) : '…')).join(' ');

describe('paginationItems', () => {
  it('shows every page when all are within two of the current one or first or last', () => {
    expect(show(paginationItems(1, 1))).toBe('1');
    expect(show(paginationItems(1, 4))).toBe('1 2 3 4');
    expect(show(paginationItems(3, 5))).toBe('1 2 3 4 5');
    expect(show(paginationItems(2, 5))).toBe('1 2 3 4 5');
    expect(show(paginationItems(2, 6))).toBe('1 2 3 4 … 6');
    expect(show(paginationItems(5, 5))).toBe('1 … 3 4 5');
  });

  it('shows the pages within two of the current one, the first and the last, with ellipses between', () => {
    expect(show(paginationItems(1, 20))).toBe('1 2 3 … 20');
    expect(show(paginationItems(4, 20))).toBe('1 2 3 4 5 6 … 20');
    expect(show(paginationItems(10, 20))).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(paginationItems(17, 20))).toBe('1 … 15 16 17 18 19 20');
    expect(show(paginationItems(20, 20))).toBe('1 … 18 19 20');
  });

  it('leaves no ellipsis where nothing is left out, and puts one even where a single page is', () => {
    expect(show(paginationItems(4, 7))).toBe('1 2 3 4 5 6 7');
    expect(show(paginationItems(5, 8))).toBe('1 … 3 4 5 6 7 8');
    expect(show(paginationItems(4, 8))).toBe('1 2 3 4 5 6 … 8');
  });

  it('gives the two ellipses distinct keys and never repeats a page', () => {
    const items = paginationItems(50, 100);
    expect(items.filter((i) => i.kind === 'ellipsis').map((i) => (i.kind === 'ellipsis' ? i.key : ''))).toEqual([
      'start',
      'end',
    ]);
    const pages = items.flatMap((i) => (i.kind === 'page' ? [i.page] : []));
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages).toEqual([1, 48, 49, 50, 51, 52, 100]);
  });

  it('clamps a current page outside the range and has nothing to show for no pages', () => {
    expect(show(paginationItems(0, 10))).toBe('1 2 3 … 10');
    expect(show(paginationItems(99, 10))).toBe('1 … 8 9 10');
    expect(paginationItems(1, 0)).toEqual([]);
  });
});
