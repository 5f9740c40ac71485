import {
  fillWidth,
  ariaSortOf,
  compareVersions,
  isColumnVisible,
  nextSort,
  pageSelection,
  toggleAllOnPage,
  toggleRow,
  visibleColumns,
} from './dataTableModel.ts';

describe('column visibility', () => {
  const columns = [
    { key: 'id', header: 'id', width: 80, render: () => null },
    { key: 'email', header: 'email', width: 200, maxAdminStatus: 1, render: () => null },
    { key: 'kyc', header: 'kyc', width: 100, minProductVersion: '2.4', render: () => null },
  ];

  it('shows a limited column to admins at or below its maximum status', () => {
    expect(visibleColumns(columns, { adminStatus: 0, productVersion: '3' }).map((c) => c.key)).toEqual(['id', 'email', 'kyc']);
    expect(visibleColumns(columns, { adminStatus: 1, productVersion: '3' }).map((c) => c.key)).toEqual(['id', 'email', 'kyc']);
    expect(visibleColumns(columns, { adminStatus: 2, productVersion: '3' }).map((c) => c.key)).toEqual(['id', 'kyc']);
  });

  it('hides a column the product version is too old for', () => {
    expect(visibleColumns(columns, { adminStatus: 0, productVersion: '2.3.9' }).map((c) => c.key)).toEqual(['id', 'email']);
    expect(visibleColumns(columns, { adminStatus: 0, productVersion: '2.10' }).map((c) => c.key)).toEqual(['id', 'email', 'kyc']);
  });

  it('keeps limited columns hidden while status or version is unknown', () => {
    expect(isColumnVisible({ maxAdminStatus: 3 }, {})).toBe(false);
    expect(isColumnVisible({ minProductVersion: '1' }, { adminStatus: 0 })).toBe(false);
    expect(isColumnVisible({}, {})).toBe(true);
  });

  it('compares versions part by part', () => {
    expect(compareVersions('2.10', '2.9')).toBeGreaterThan(0);
    expect(compareVersions('2.4', '2.4.0')).toBe(0);
    expect(compareVersions('1.9.9', '2')).toBeLessThan(0);
  });
});

describe('sorting', () => {
  it('starts a new field descending and flips the current one', () => {
    expect(nextSort(undefined, 'regDate')).toEqual({ field: 'regDate', direction: 'desc' });
    expect(nextSort({ field: 'regDate', direction: 'desc' }, 'regDate')).toEqual({ field: 'regDate', direction: 'asc' });
    expect(nextSort({ field: 'regDate', direction: 'asc' }, 'regDate')).toEqual({ field: 'regDate', direction: 'desc' });
    expect(nextSort({ field: 'regDate', direction: 'asc' }, 'lastLoginDate')).toEqual({ field: 'lastLoginDate', direction: 'desc' });
  });

  it('reports aria-sort', () => {
    expect(ariaSortOf({ field: 'a', direction: 'asc' }, 'a')).toBe('ascending');
    expect(ariaSortOf({ field: 'a', direction: 'desc' }, 'a')).toBe('descending');
    expect(ariaSortOf({ field: 'a', direction: 'desc' }, 'b')).toBe('none');
  });
});

describe('row selection', () => {
  const page = [1, 2, 3];

  it('tells none, some or all of the page', () => {
    expect(pageSelection(page, new Set())).toBe('none');
    expect(pageSelection(page, new Set([2, 99]))).toBe('some');
    expect(pageSelection(page, new Set([1, 2, 3]))).toBe('all');
  });

  it('selects the whole page, keeping picks from other pages, and clears it again', () => {
    expect(toggleAllOnPage(page, new Set([99, 2])).sort()).toEqual([1, 2, 3, 99]);
    expect(toggleAllOnPage(page, new Set([1, 2, 3, 99]))).toEqual([99]);
  });

  it('toggles one row', () => {
    expect(toggleRow(2, new Set([1]))).toEqual([1, 2]);
    expect(toggleRow(1, new Set([1, 2]))).toEqual([2]);
  });
});

describe('fillWidth', () => {
  it('gives the room left over to the last column, so no empty band shows right of the table', () => {
    expect(fillWidth([40, 100, 200], 500)).toEqual([40, 100, 360]);
  });

  it('keeps the declared widths when the table is narrower than its columns, or not measured yet', () => {
    expect(fillWidth([40, 100, 200], 300)).toEqual([40, 100, 200]);
    expect(fillWidth([40, 100, 200], 0)).toEqual([40, 100, 200]);
    expect(fillWidth([], 500)).toEqual([]);
  });
});
