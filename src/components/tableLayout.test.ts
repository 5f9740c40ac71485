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

  it('hides the columns declared hidden by default until the admin shows them, and resets to that', () => {
    const declared = [...columns, { key: 'comment', width: 220, hiddenByDefault: true }];
    expect(unhiddenColumns(declared, {}).map((c) => c.key)).toEqual(['id', 'seller']);
    expect(isLayoutChanged({}, declared)).toBe(false);
    // showing it is the admin's own choice, kept as such (an empty hidden list), and a change from the declared one
    const shown = toggleColumnHidden({}, 'comment', declared);
    expect(shown.hidden).toEqual([]);
    expect(unhiddenColumns(declared, shown).map((c) => c.key)).toEqual(['id', 'seller', 'comment']);
    expect(isLayoutChanged(shown, declared)).toBe(true);
    // hiding another starts from the declared defaults
    expect(toggleColumnHidden({}, 'seller', declared).hidden).toEqual(['comment', 'seller']);
  });
});
