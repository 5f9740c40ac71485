import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf } from './client.ts';
import { v1Client, v2Client } from './clients.ts';
import type { components } from './generated/v2.ts';
import type { RequestBodyOf } from './requestBody.ts';
import type { operations as v1Operations } from './generated/v1.ts';

export type StatsRangeBody = components['schemas']['StatsRange'];
export type ChartBody = RequestBodyOf<'POST v2/Finance/GetTransactionStatsChart'>;
export type TransactionStatsBody = RequestBodyOf<'POST v2/Finance/GetTransactionStats'>;
export type ReferralStatsBody = RequestBodyOf<'POST v2/Referral/GetReferralStats'>;
export type V1StatisticQuery = NonNullable<v1Operations['GET v1/statistic']['parameters']['query']>;
export type ChartPoint = components['schemas']['ChartPoint'];
export type GrossProfit = components['schemas']['GrossProfit'];

/**
 * Query options of the statistics calls, shared by the statistics and dashboard screens (the only
 * chunks that import this module). Figures change slowly: a minute of freshness is enough.
 */
const STALE = 60_000;
const q = <T>(key: readonly unknown[], fn: (signal: AbortSignal) => Promise<T>) =>
  queryOptions<T, Error, T, readonly unknown[]>({ queryKey: ['statistics', ...key], queryFn: ({ signal }) => fn(signal), staleTime: STALE, placeholderData: keepPreviousData });

export const statisticsQueries = {
  financeStatus: (body: StatsRangeBody) => q(['financeStatus', body], async (signal) => dataOf(await v2Client.POST('/v2/Finance/GetFinanceStatus', { body, signal }))),
  methodsStatus: (body: StatsRangeBody) => q(['methodsStatus', body], async (signal) => dataOf(await v2Client.POST('/v2/Finance/GetTransactionMethodsStatus', { body, signal }))),
  grossProfit: (body: StatsRangeBody) => q(['grossProfit', body], async (signal) => dataOf(await v2Client.POST('/v2/Finance/GetGrossProfit', { body, signal }))),
  grossProfitFull: (body: StatsRangeBody) => q(['grossProfitFull', body], async (signal) => dataOf(await v2Client.POST('/v2/Finance/GetGrossProfitFull', { body, signal }))),
  stakingStats: (body: StatsRangeBody) => q(['stakingStats', body], async (signal) => dataOf(await v2Client.POST('/v2/Finance/GetStakingStats', { body, signal }))),
  stakingChart: (body: ChartBody) => q(['stakingChart', body], async (signal) => dataOf(await v2Client.POST('/v2/Finance/GetStakingStatsChart', { body, signal }))),
  tradingStats: (body: StatsRangeBody) => q(['tradingStats', body], async (signal) => dataOf(await v2Client.POST('/v2/Finance/GetTradingStats', { body, signal }))),
  transactionStats: (body: TransactionStatsBody) => q(['transactionStats', body], async (signal) => dataOf(await v2Client.POST('/v2/Finance/GetTransactionStats', { body, signal }))),
  transactionChart: (body: ChartBody) => q(['transactionChart', body], async (signal) => dataOf(await v2Client.POST('/v2/Finance/GetTransactionStatsChart', { body, signal }))),
  merchantStats: (body: StatsRangeBody) => q(['merchantStats', body], async (signal) => dataOf(await v2Client.POST('/v2/Finance/GetMerchantStats', { body, signal }))),
  merchantChart: (body: ChartBody) => q(['merchantChart', body], async (signal) => dataOf(await v2Client.POST('/v2/Finance/GetMerchantStatsChart', { body, signal }))),
  usersStats: (body: { dateFrom?: number; dateTo?: number }) => q(['usersStats', body], async (signal) => dataOf(await v2Client.POST('/v2/User/GetUsersStats', { body, signal }))),
  usersChart: (body: ChartBody) => q(['usersChart', body], async (signal) => dataOf(await v2Client.POST('/v2/User/GetUsersChart', { body, signal }))),
  verificationsChart: (body: ChartBody) => q(['verificationsChart', body], async (signal) => dataOf(await v2Client.POST('/v2/User/GetUserVerificationsChart', { body, signal }))),
  referralStats: (body: ReferralStatsBody) => q(['referralStats', body], async (signal) => dataOf(await v2Client.POST('/v2/Referral/GetReferralStats', { body, signal }))),
  v1Statistic: (query: V1StatisticQuery) => q(['v1Statistic', query], async (signal) => dataOf(await v1Client.GET('/v1/statistic', { params: { query }, signal }))),
};
