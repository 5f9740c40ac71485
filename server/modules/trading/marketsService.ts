import type { Executor } from '../../db/database.ts';
import * as repo from './marketsRepository.ts';

// The spot markets as the market lists and the trading service read them.

/** The cumulative (price-equivalent) currency markets are valued in: USD by default (spec 1 §3). */
const CUMULATIVE_CURRENCY_TITLE = 'USD';

export type MarketQuery = repo.MarketQuery;

/** A page of spot markets with their currencies' titles. */
export function listMarkets(db: Executor, q: MarketQuery) {
  return repo.listMarkets(db, q);
}

/** A page of markets with the currency their cumulative figures are valued in. */
export async function marketsPage(db: Executor, q: MarketQuery) {
  const page = await repo.listMarkets(db, q);
  const usd = await repo.findCurrencyByTitle(db, CUMULATIVE_CURRENCY_TITLE);
  return { ...page, cumulativeCurrencyId: usd?.id ?? 0, cumulativeCurrencyTitle: usd?.title ?? CUMULATIVE_CURRENCY_TITLE };
}
