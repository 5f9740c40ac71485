/**
 * What a report filter is chosen from (issue 25 item 13): the codes of an enumeration with their
 * captions' i18n keys, or the currencies or markets of the session's catalogues. A filter without a
 * choice here (user ids, order ids) is typed as ids.
 */
import { P2P_TRADE_STATUSES, P2P_TRADE_STATUS_CAPTION_KEYS } from './p2p.ts';
import { OFFER_STATUS_LABELS } from './p2pOffers.ts';
import { REFERRAL_INCOME_TYPES, STAKING_LOG_TYPES } from './referralStaking.ts';
import type { ReportType } from './reports.ts';
import { ORDER_STATUSES, ORDER_TYPES } from './trading.ts';
import { KYT_STATUSES, OPERATION_TYPES, TRANSACTION_STATUSES } from './transactions.ts';
import { USER_ACTION_CODES, USER_STATUSES, USER_STATUS_CAPTION_KEYS, USER_TYPES } from './users.ts';

export interface ReportCodeChoice {
  value: string | number;
  /** i18n key of the caption (namespace first). */
  label: string;
}

export type ReportFilterChoices =
  | { kind: 'codes'; options: readonly ReportCodeChoice[] }
  | { kind: 'currencies'; currencyType?: 'crypto' | 'fiat' }
  | { kind: 'markets' };

const codes = (values: readonly (string | number)[], key: (value: never) => string): ReportFilterChoices => ({
  kind: 'codes',
  options: values.map((value) => ({ value, label: key(value as never) })),
});
const prefixed = (values: readonly string[], prefix: string) => codes(values, (v: string) => `${prefix}.${v}`);

const BY_TYPE: Partial<Record<ReportType, Record<string, ReportFilterChoices>>> = {
  Transactions: {
    operationTypeList: prefixed(OPERATION_TYPES, 'transactions.type'),
    statusList: prefixed(TRANSACTION_STATUSES, 'transactions.status'),
    kytStatusList: prefixed(KYT_STATUSES, 'transactions.kyt'),
  },
  Users: {
    statusList: codes(USER_STATUSES, (s: 0 | 1 | 2) => USER_STATUS_CAPTION_KEYS[s]),
    userTypeList: codes(USER_TYPES.map((_, i) => i), (i: number) => `userDetail.userType.${USER_TYPES[i]}`),
  },
  Orders: { typeList: prefixed(ORDER_TYPES, 'trading.type'), statusList: prefixed(ORDER_STATUSES, 'trading.status') },
  UserActions: { actionList: prefixed(USER_ACTION_CODES, 'userDetail.userActionCode') },
  ReferralProgramIncomes: { incomeTypeList: prefixed(REFERRAL_INCOME_TYPES, 'referralProgram.incomeType') },
  StakingLogs: { logTypeList: prefixed(STAKING_LOG_TYPES, 'staking.logType') },
  P2pDeals: { statusList: codes(P2P_TRADE_STATUSES, (s: keyof typeof P2P_TRADE_STATUS_CAPTION_KEYS) => P2P_TRADE_STATUS_CAPTION_KEYS[s]) },
  P2pOffers: { offerTypeList: prefixed(['Sell', 'Buy'], 'p2pOffers.type'), statusList: prefixed(OFFER_STATUS_LABELS, 'p2pOffers.status') },
};

/** What a filter of a report type is chosen from; undefined for a filter typed as ids or text. */
export function reportFilterChoices(type: ReportType, filter: string): ReportFilterChoices | undefined {
  const own = BY_TYPE[type]?.[filter];
  if (own) return own;
  if (filter === 'currencyIdList') return { kind: 'currencies' };
  if (filter === 'cryptoCurrencyIdList') return { kind: 'currencies', currencyType: 'crypto' };
  if (filter === 'fiatCurrencyIdList') return { kind: 'currencies', currencyType: 'fiat' };
  if (filter === 'marketIdList') return { kind: 'markets' };
  return undefined;
}
