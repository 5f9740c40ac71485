import { pageCount, pageItems, pageOffset, parsePageInput } from './paging.ts';

const show = (current: number, total: number) =>
  pageItems(current, total)
    .map((item) => (item.kind === 'gap' ? '…' : String(item.page)))
    .join(' ');

describe('pageCount and pageOffset', () => {
  it('counts pages as ceil(total / size)', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(1000, 100)).toBe(10);
  });

  it('starts page n at (n - 1) * size', () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 50)).toBe(100);
  });
});

describe('pageItems', () => {
  it('shows every page, without a gap, under 6 pages', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(3, 5)).toBe('1 2 3 4 5');
  });

  it('shows first, last, the current page and its neighbours from 6 pages on', () => {
    expect(show(1, 6)).toBe('1 2 … 6');
    expect(show(4, 10)).toBe('1 … 3 4 5 … 10');
    expect(show(10, 10)).toBe('1 … 9 10');
    expect(show(2, 10)).toBe('1 2 3 … 10');
  });

  it('shows nothing when there are no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('parsePageInput', () => {
  it('accepts whole numbers from 1 to the last page', () => {
    expect(parsePageInput('1', 5)).toBe(1);
    expect(parsePageInput(' 5 ', 5)).toBe(5);
  });

  it('rejects zero, pages past the end and anything not a whole number', () => {
    for (const text of ['0', '6', '', '-1', '2.5', 'abc', '1e1']) expect(parsePageInput(text, 5)).toBeNull();
  });
});
