import { defineOperations } from '../../http/operation.ts';
import * as stats from './service.ts';

/** Statistics and dashboard figures, all answered from the daily aggregates (see refresh.ts). */
export const statisticsOperations = defineOperations({
  'POST v2/Finance/GetFinanceStatus': { kind: 'read', handle: ({ body }, ctx) => stats.financeStatus(ctx, body) },
  'POST v2/Finance/GetTransactionMethodsStatus': { kind: 'read', handle: ({ body }, ctx) => stats.transactionMethodsStatus(ctx, body) },
  'POST v2/Finance/GetGrossProfit': { kind: 'read', handle: ({ body }, ctx) => stats.grossProfit(ctx, body) },
  'POST v2/Finance/GetGrossProfitFull': { kind: 'read', handle: ({ body }, ctx) => stats.grossProfitFull(ctx, body) },
  'POST v2/Finance/GetStakingStats': { kind: 'read', handle: ({ body }, ctx) => stats.stakingStats(ctx, body) },
  'POST v2/Finance/GetStakingStatsChart': { kind: 'read', handle: ({ body }, ctx) => stats.stakingStatsChart(ctx, body) },
  'POST v2/Finance/GetTradingStats': { kind: 'read', handle: ({ body }, ctx) => stats.tradingStats(ctx, body) },
  'POST v2/Finance/GetTransactionStats': { kind: 'read', handle: ({ body }, ctx) => stats.transactionStats(ctx, body) },
  'POST v2/Finance/GetTransactionStatsChart': { kind: 'read', handle: ({ body }, ctx) => stats.transactionStatsChart(ctx, body) },
  'POST v2/Finance/GetMerchantStats': { kind: 'read', handle: ({ body }, ctx) => stats.merchantStats(ctx, body) },
  'POST v2/Finance/GetMerchantStatsChart': { kind: 'read', handle: ({ body }, ctx) => stats.merchantStatsChart(ctx, body) },
  'POST v2/User/GetUsersStats': { kind: 'read', handle: ({ body }, ctx) => stats.usersStats(ctx, body) },
  'POST v2/User/GetUsersChart': { kind: 'read', handle: ({ body }, ctx) => stats.usersChart(ctx, body) },
  'POST v2/User/GetUserVerificationsChart': { kind: 'read', handle: ({ body }, ctx) => stats.userVerificationsChart(ctx, body) },
  'POST v2/Referral/GetReferralStats': { kind: 'read', handle: ({ body }, ctx) => stats.referralStats(ctx, body) },
  'GET v1/statistic': { kind: 'read', handle: ({ query }, ctx) => stats.v1Statistic(ctx, query) },
});
