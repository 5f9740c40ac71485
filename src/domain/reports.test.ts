import { describe, expect, it } from 'vitest';
import { checkReportFilters, csvCell, csvLine, REPORT_FILTERS, REPORT_TYPES, reportFileName, reportPeriodBound } from './reports.ts';

describe('reports domain', () => {
  it('has the spec’s 13 types, each with its list’s filters', () => {
    expect(REPORT_TYPES).toHaveLength(13);
    expect(Object.keys(REPORT_FILTERS).sort()).toEqual([...REPORT_TYPES].sort());
  });

  it('escapes cells a spreadsheet would run, and quotes separators', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+7')).toBe("'+7");
    expect(csvCell('-7+1')).toBe("'-7+1");
    expect(csvCell('-A1')).toBe("'-A1");
    expect(csvCell('-')).toBe("'-");
    expect(csvCell('-.5')).toBe("'-.5");
    expect(csvCell('-5.')).toBe("'-5.");
    expect(csvCell('-1.2.3')).toBe("'-1.2.3");
    expect(csvCell('-1e3')).toBe("'-1e3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('=HYPERLINK("a","b")')).toBe(`"'=HYPERLINK(""a"",""b"")"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(-5)).toBe('-5');
    // A negative amount (kept as a decimal string) is a number to the spreadsheet, not text.
    expect(csvCell('-10639.076581')).toBe('-10639.076581');
    expect(csvCell('-7')).toBe('-7');
    expect(csvCell('-0.00000001')).toBe('-0.00000001');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('names the file "Report {type} {date}.csv"', () => {
    expect(reportFileName('Transactions', '2026-11-22T23:10:00.000Z')).toBe('Report Transactions 2026-11-22.csv');
  });

  it('reads a period bound as a whole day or an instant', () => {
    expect(reportPeriodBound('2026-11-01', false)).toBe('2026-11-01T00:00:00.000Z');
    expect(reportPeriodBound('2026-11-01', true)).toBe('2026-11-01T23:59:59.999Z');
    expect(reportPeriodBound('2026-11-01T10:00:00Z', true)).toBe('2026-11-01T10:00:00.000Z');
    expect(reportPeriodBound('01.11.2026', false)).toBeNull();
  });

  it('keeps only the filters of the type, dropping empty values', () => {
    expect(checkReportFilters('Transactions', { side: 'in', statusList: [], userIdList: [3] })).toEqual({ ok: true, filters: { side: 'in', userIdList: [3] } });
    expect(checkReportFilters('Users', { side: 'in' })).toMatchObject({ ok: false, path: '/filters/side' });
    expect(checkReportFilters('Users', { userIdList: ['x'] })).toMatchObject({ ok: false, path: '/filters/userIdList' });
  });
});
