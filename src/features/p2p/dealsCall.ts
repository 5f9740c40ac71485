import { dataOf } from '../../api/client.ts';
import { p2pClient, v1Client } from '../../api/clients.ts';
import type { components as P2pComponents } from '../../api/generated/p2p.ts';
import type { components as V1Components } from '../../api/generated/v1.ts';
import type { DealListCall } from './dealQuery.ts';

// The deal lists' and the period's figures' calls, without TanStack Query: a reload's warm-up asks
// for them before the console's code has arrived (prefetch.ts), under the keys p2pQueries uses.

/** A deal as GET p2p/Admin/Trade answers it. */
export type P2pTrade = P2pComponents['schemas']['P2pTrade'];
/** A deal as the v1 trades list answers it (the traders module's words: trader, flow type). */
export type TraderTrade = V1Components['schemas']['TraderTrade'];
/** The fields every deal list shows; both answers have them. */
export type DealRow = Pick<
  P2pTrade,
  | 'id'
  | 'status'
  | 'dateCreated'
  | 'sellerId'
  | 'sellerUserName'
  | 'buyerId'
  | 'buyerUserName'
  | 'sellerAmount'
  | 'serviceFee'
  | 'cryptoCurrencyTitle'
  | 'fiatAmount'
  | 'fiatCurrencyTitle'
  | 'isInDispute'
  | 'arbitratorUserName'
>;

/** Every query of this feature starts with this key, so a change refreshes them all at once. */
export const P2P_KEY = 'p2p';

/** A page of a deal list: the v1 trades list's rows, or the rows every other list shares. */
export type DealPage = { kind: 'trader'; rows: TraderTrade[]; total: number } | { kind: 'deal'; rows: DealRow[]; total: number };

/** The period's figures asked for: a date range and a crypto currency, each optional. */
export type StatisticQuery = { dateFrom?: number; dateTo?: number; cryptoCurrencyId?: number };

export const dealsKey = (list: DealListCall) => [P2P_KEY, 'deals', list] as const;
export const statisticKey = (query: StatisticQuery) => [P2P_KEY, 'statistic', query] as const;

export async function fetchDeals(list: DealListCall): Promise<DealPage> {
  switch (list.call) {
    case 'GET v1/p2p/trades': {
      const { items, total } = dataOf(await v1Client.GET('/v1/p2p/trades', { params: { query: list.query } }));
      return { kind: 'trader', rows: items, total };
    }
    case 'GET p2p/Admin/Trade':
      return dealPage(dataOf(await p2pClient.GET('/p2p/Admin/Trade', { params: { query: list.query } })));
    case 'GET v1/arbitrator/trades/me':
      return dealPage(dataOf(await v1Client.GET('/v1/arbitrator/trades/me', { params: { query: list.query } })));
    case 'GET v1/arbitrator/trades':
      return dealPage(dataOf(await v1Client.GET('/v1/arbitrator/trades', { params: { query: list.query } })));
  }
}

/** The page of a list answered with the shared deal fields (every list but the v1 trades list). */
const dealPage = ({ data, total }: { data: DealRow[]; total: number }): DealPage => ({ kind: 'deal', rows: data, total });

export async function fetchStatistic(query: StatisticQuery) {
  return dataOf(await p2pClient.GET('/p2p/Admin/Trade/statistic', { params: { query } }));
}
