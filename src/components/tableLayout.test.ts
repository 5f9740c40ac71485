import { columnWidthOf, defaultLayoutKey, isLayoutChanged, toggleColumnHidden, unhiddenColumns, withColumnWidth } from './tableLayout.ts';

const columns = [
  { key: 'id', width: 60 },
  { key: 'seller', width: 140 },
];

describe('table layout', () => {
  it('derives one key per set of columns, the same in every language', () => {
    expect(defaultLayoutKey(['id', 'seller'])).toBe(defaultLayoutKey(['id', 'seller']));
    expect(defaultLayoutKey(['id', 'seller'])).not.toBe(defaultLayoutKey(['id', 'buyer']));
    expect(defaultLayoutKey(['id', 'seller']).length).toBeLessThanOrEqual(64);
  });

  it('hides and shows columns, but never all of them', () => {
    const hidden = toggleColumnHidden({}, 'seller');
    expect(unhiddenColumns(columns, hidden).map((c) => c.key)).toEqual(['id']);
    expect(unhiddenColumns(columns, toggleColumnHidden(hidden, 'seller')).map((c) => c.key)).toEqual(['id', 'seller']);
    expect(unhiddenColumns(columns, { hidden: ['id', 'seller'] })).toHaveLength(2);
  });

  it('keeps dragged widths within the bounds the settings accept', () => {
    expect(columnWidthOf(columns[1]!, withColumnWidth({}, 'seller', 211.6))).toBe(212);
    expect(columnWidthOf(columns[1]!, withColumnWidth({}, 'seller', 3))).toBe(20);
    expect(columnWidthOf(columns[0]!, withColumnWidth({}, 'seller', 300))).toBe(60);
    expect(isLayoutChanged({})).toBe(false);
    expect(isLayoutChanged(withColumnWidth({}, 'id', 90))).toBe(true);
  });
});
