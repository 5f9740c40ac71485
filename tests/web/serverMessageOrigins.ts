import type { Origin } from './serverMessageScan.ts';

/**
 * Where the server's pass-through messages come from (see `Origin`): each site hands on a text that
 * a domain rule or a table built, so the scan reads that rule or table instead. A site missing here
 * fails the coverage test as unresolved; an entry matching no site fails it as stale.
 */
export const SERVER_MESSAGE_ORIGINS: Record<string, Origin[]> = {
  // the contract's x-error-message texts, which the scan reads from openapi/*.yaml
  'server/http/errorHandler.ts  own': [],
  'server/modules/settings/emailTemplatesService.ts  problems[0]!.message': [{ file: 'src/domain/emailTemplates.ts', within: 'templateProblems', property: 'message' }],
  'server/modules/p2p-trades/common.ts  message': [{ file: 'src/domain/p2p.ts', within: 'ARBITRATION_REFUSALS', property: 'message' }],
  'server/modules/p2p-trades/traderTradesService.ts  TRADE_NOT_FOUND': [{ file: 'src/domain/p2p.ts', within: 'ARBITRATION_REFUSALS', property: 'message' }],
  'server/modules/referral-staking/referralService.ts  error.message': [{ file: 'src/domain/referralStaking.ts', within: 'levelFeesError', property: 'message' }],
  'server/modules/referral-staking/stakingService.ts  error.message': [
    { file: 'src/domain/referralStaking.ts', within: 'stakingSettingsError', property: 'message' },
    { file: 'src/domain/referralStaking.ts', within: 'levelFeesError', property: 'message' },
  ],
  'server/modules/reports/service.ts  checked.message': [{ file: 'src/domain/reports.ts', within: 'checkReportFilters', property: 'message' }],
  'server/modules/settings/limitsService.ts  problem.message': [{ file: 'src/domain/platformLimits.ts', within: 'platformLimitProblem', property: 'message' }],
  'server/modules/traders/requisitesService.ts  requisiteFieldMessage(name, problem)': [{ file: 'src/domain/requisites.ts', returnOf: 'requisiteFieldMessage' }],
  'server/modules/traders/service.ts  statusRefusal(subject, action, status)': [{ file: 'src/domain/traders.ts', returnOf: 'statusRefusal' }],
  'server/modules/transactions/actionsService.ts  message': [{ file: 'src/domain/transactions.ts', within: 'ACTION_REFUSALS', property: 'message' }],
  // the v1 answer of an admin deposit or withdrawal: the texts its `refuse(…)` calls give
  'server/modules/transactions/actionsService.ts  outcome.error': [{ call: 'refuse', index: 0 }],
};
