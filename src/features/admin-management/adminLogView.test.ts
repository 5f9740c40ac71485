import en from '../../../locales/en/adminManagement.json';
import settings from '../../../locales/en/settings.json';
import common from '../../../locales/en/common.json';
import transactions from '../../../locales/en/transactions.json';
import p2p from '../../../locales/en/p2p.json';
import reports from '../../../locales/en/reports.json';
import { changeSummaryInWords, fieldCaption, operationInWords, requestFilterOf, logStateOf, valueInWords, type LogWords } from './adminLogView.ts';

const bundles: Record<string, unknown> = { adminManagement: en, settings, common, transactions, p2p, reports };
const lookup = (key: string): string | undefined => {
  const [ns, ...path] = key.split('.');
  const node = path.reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], bundles[ns!]);
  return typeof node === 'string' ? node : undefined;
};
const words: LogWords = {
  t: (key, options) => (lookup(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name])),
  exists: (key) => lookup(key) !== undefined,
  names: { currency: { '1': 'BTC' }, paymentMethod: { '1': 'SEPA', '4': 'Revolut', '8': 'Cash' }, user: { '17': 'alice' }, admin: {}, market: {} },
};

describe('the admin log in words (issue 25 item 12)', () => {
  it('says the action, not the operation id', () => {
    expect(operationInWords('PUT v2/Transaction/UpdateTransactionLimit', words)).toBe('Set a platform limit');
    expect(operationInWords('POST Login/SignIn', words)).toBe('Signed in');
    // an id the console has no text for (an older entry) is still shown
    expect(operationInWords('PUT Something/Unknown', words)).toBe('PUT Something/Unknown');
  });

  it('names payment methods, currencies and users instead of their ids, fields in words and codes as captions', () => {
    const entry = {
      operationId: 'PUT v2/Transaction/UpdateTransactionLimit',
      before: { paymentMethods: [1, 8], currencyId: 1, verificationLevel: 'notVerified', operationType: 'deposit', isBlocked: false },
      after: { paymentMethods: [1, 4, 8], currencyId: 1, verificationLevel: 'verified', operationType: 'withdrawal', isBlocked: true },
    };
    const summary = changeSummaryInWords(entry, words);
    expect(summary).toBe('Payment methods: SEPA, Cash → SEPA, Revolut, Cash; Verification level: Not verified → Verified; Operation: Deposit → Withdrawal; Blocked: No → Yes');
    expect(summary).not.toMatch(/paymentMethods|\[1,8\]|notVerified/);
    expect(valueInWords('userId', 17, 'PUT v2/User/UsersBlock', words)).toBe('alice');
    expect(valueInWords('userId', 99, 'PUT v2/User/UsersBlock', words)).toBe('#99');
    expect(valueInWords('adminStatus', 2, 'PUT User/ChangeAdminStatus', words)).toBe('Support');
    expect(fieldCaption('dailyLimit', words)).toBe('Daily limit');
    expect(valueInWords('dateUpdated', '2026-11-28T01:45:09.626Z', 'PUT v2/Transaction/UpdateTransactionLimit', { ...words, timeZone: 'UTC' })).toBe('28.11.2026 01:45:09');
    expect(fieldCaption('isKYCRequired', words)).toBe('Is KYC required');
  });

  it("says a report's filters by its type's captions: a transaction status list as transaction statuses", () => {
    const ordered = (type: string, filters: Record<string, unknown>) => ({ operationId: 'PUT v2/Report/CreateReport', before: null, after: { type, filters } });
    const transactionsReport = ordered('Transactions', { side: 'out', statusList: ['withdrawalCompleted', 'depositCompleted'] });
    const summary = changeSummaryInWords(transactionsReport, words);
    expect(summary).toContain('Withdrawal completed, Deposit completed');
    expect(summary).not.toMatch(/withdrawalCompleted|depositCompleted/);
    expect(valueInWords('filters', transactionsReport.after.filters, transactionsReport.operationId, words, transactionsReport.after)).toBe('Side: Withdrawal, Statuses: Withdrawal completed, Deposit completed');
  });

  it('filters by area unless an action is chosen', () => {
    const state = logStateOf(new URLSearchParams('area=transactionLimits'), 20);
    expect(requestFilterOf(state)).toEqual({ area: 'transactionLimits' });
    expect(requestFilterOf({ ...state, op: 'PUT v2/Transaction/UpdateTransactionLimit' })).toEqual({ operationId: 'PUT v2/Transaction/UpdateTransactionLimit' });
    expect(requestFilterOf({ ...state, area: 'nowhere' })).toEqual({});
  });
});
