import type { Executor } from '../../db/database.ts';
import { countRows } from '../../core/countRows.ts';
import { normalizeDecimal } from '../../money.ts';

export interface MarketQuery {
  filters?: { baseCurrencyId?: number; derivedCurrencyId?: number; isEnabled?: boolean };
  sort?: { field: 'id' | 'sortId' | 'dateCreated'; desc: boolean };
  offset: number;
  limit: number;
}

const SORT_COLUMNS = { id: 'm.id', sortId: 'm.sort_id', dateCreated: 'm.date_created' } as const;

export async function listMarkets(db: Executor, q: MarketQuery) {
  let query = db
    .selectFrom('markets as m')
    .innerJoin('currencies as b', 'b.id', 'm.base_currency_id')
    .innerJoin('currencies as d', 'd.id', 'm.derived_currency_id');
  const f = q.filters ?? {};
  if (f.baseCurrencyId !== undefined) query = query.where('m.base_currency_id', '=', f.baseCurrencyId);
  if (f.derivedCurrencyId !== undefined) query = query.where('m.derived_currency_id', '=', f.derivedCurrencyId);
  if (f.isEnabled !== undefined) query = query.where('m.is_enabled', '=', f.isEnabled ? 1 : 0);
  const sort = q.sort ?? { field: 'sortId', desc: false };
  const rows = await query
    .select([
      'm.id', 'm.base_currency_id', 'm.derived_currency_id', 'b.title as base_title', 'd.title as derived_title',
      'm.min_amount', 'm.max_amount', 'm.min_order_price', 'm.sort_id', 'm.is_enabled', 'm.date_created', 'm.individual_limits_type',
    ])
    .orderBy(SORT_COLUMNS[sort.field], sort.desc ? 'desc' : 'asc')
    .orderBy('m.id')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  const total = await countRows(query);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      baseCurrencyId: r.base_currency_id,
      derivedCurrencyId: r.derived_currency_id,
      baseCurrencyTitle: r.base_title,
      derivedCurrencyTitle: r.derived_title,
      orderAmountLimit: { min: normalizeDecimal(r.min_amount), max: normalizeDecimal(r.max_amount) },
      minOrderPrice: normalizeDecimal(r.min_order_price),
      sortId: r.sort_id,
      isEnabled: r.is_enabled === 1,
      dateCreated: r.date_created,
      individualLimitsType: r.individual_limits_type,
    })),
  };
}

/** A currency's id and title by its title (e.g. the cumulative USD), or undefined. */
export function findCurrencyByTitle(db: Executor, title: string) {
  return db.selectFrom('currencies').select(['id', 'title']).where('title', '=', title).executeTakeFirst();
}
