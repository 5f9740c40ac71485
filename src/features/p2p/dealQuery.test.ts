import { describe, expect, it } from 'vitest';
import { defaultFilters } from '../../domain/listQuery.ts';
import { dateRangeToUnix } from '../../domain/dateRangeFilter.ts';
import { dealListCall, displayStatusOf, dealListSchema, feedbackListQuery, feedbackListSchema, zeroBasedPage } from './dealQuery.ts';
import { presentFilters } from '../../domain/pageRequest.ts';

const filters = (patch: Partial<ReturnType<typeof defaultFilters<typeof dealListSchema.filters, 'dateCreated'>>> = {}) => ({
  ...defaultFilters(dealListSchema),
  ...patch,
});

describe('date filters', () => {
  it('become unix seconds, the to-date extended to 23:59:59 (+86399)', () => {
    expect(dateRangeToUnix(['2026-03-01', '2026-03-02'], 'UTC')).toEqual({ dateFrom: 1772323200, dateTo: 1772409600 + 86399 });
    expect(dateRangeToUnix(['2026-03-01', null], 'UTC')).toEqual({ dateFrom: 1772323200 });
    expect(dateRangeToUnix([null, null], 'UTC')).toEqual({});
  });

  it('follow the admin time zone', () => {
    // Tallinn is UTC+2 in March: its midnight is 22:00 UTC the day before.
    expect(dateRangeToUnix(['2026-03-01', null], 'Europe/Tallinn')).toEqual({ dateFrom: 1772323200 - 7200 });
  });
});

describe('presentFilters', () => {
  it('drops empty values before sending', () => {
    expect(presentFilters({ a: '', b: null, c: undefined, d: [], e: 0, f: false, g: 'x', h: [1], i: Number.NaN })).toEqual({ e: 0, f: false, g: 'x', h: [1] });
  });
});

describe('dealListCall', () => {
  it('reads all deals from the v1 trades list with offset paging, statuses in its words and only the filters set', () => {
    const call = dealListCall(
      'all',
      { filters: filters({ userId: 42, status: [3, 9, 10], flow: 'buy', crypto: '3', created: ['2026-03-01', '2026-03-01'] }), page: 3, pageSize: 50 },
      'UTC',
    );
    expect(call).toEqual({
      call: 'GET v1/p2p/trades',
      query: { offset: 100, limit: 50, userId: 42, status: ['fundsChecked', 'arbitratorRequired'], flowType: 'buy', dateFrom: 1772323200, dateTo: 1772323200 + 86399 },
    });
    expect(dealListCall('all', { filters: filters({ flow: 'sideways' }), page: 1, pageSize: 20 }).query).toEqual({ offset: 0, limit: 20 });
  });

  it('shows a v1 status with the P2P caption of its status', () => {
    expect(displayStatusOf('fundsChecked')).toBe(3);
    expect(displayStatusOf('completed')).toBe(6);
    expect(displayStatusOf('arbitratorRequired')).toBe(10);
  });

  it('fixes the status of the completed and awaiting-arbitration lists', () => {
    expect(dealListCall('completed', { filters: filters({ status: [1] }), page: 1, pageSize: 20 }).query).toEqual({ offset: 0, limit: 20, status: [6] });
    expect(dealListCall('awaiting', { filters: filters({ crypto: '3', flow: 'buy' }), page: 1, pageSize: 20 })).toEqual({
      call: 'GET p2p/Admin/Trade',
      query: { offset: 0, limit: 20, status: [9, 10], cryptoCurrencyId: 3 },
    });
  });

  it("reads my and others' arbitration from the arbitrator calls, dropping filters they do not carry", () => {
    const state = { filters: filters({ userId: 5, status: [11], created: ['2026-03-01', null] }), page: 2, pageSize: 10 };
    expect(dealListCall('mine', state, 'UTC')).toEqual({ call: 'GET v1/arbitrator/trades/me', query: { offset: 10, limit: 10, status: [11], dateFrom: 1772323200 } });
    expect(dealListCall('others', state, 'UTC')).toEqual({
      call: 'GET v1/arbitrator/trades',
      query: { offset: 10, limit: 10, isArbitratorJoined: true, withoutMe: true, status: [11] },
    });
  });
});

describe('feedback paging', () => {
  it('sends the zero-based page: the page shown minus 1', () => {
    expect(zeroBasedPage(1)).toBe(0);
    expect(zeroBasedPage(4)).toBe(3);
    expect(zeroBasedPage(0)).toBe(0);
    const state = { filters: { ...defaultFilters(feedbackListSchema), influence: 'Positive', fbTrade: 9 }, page: 2, pageSize: 20 };
    expect(feedbackListQuery(state)).toEqual({ page: 1, limit: 20, tradeId: 9, influence: 'Positive' });
    expect(feedbackListQuery({ ...state, filters: { ...state.filters, influence: 'Great' } })).toEqual({ page: 1, limit: 20, tradeId: 9 });
  });
});
