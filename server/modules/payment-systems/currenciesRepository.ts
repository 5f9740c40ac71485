import type { Executor } from '../../db/database.ts';
import { normalizeDecimal } from '../../money.ts';

export function findCurrencyByTitle(db: Executor, title: string, exceptId?: number) {
  let q = db.selectFrom('currencies').select('id').where((eb) => eb(eb.fn('upper', ['title']), '=', title.toUpperCase()));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export async function existingPaymentMethodIds(db: Executor, ids: number[]) {
  if (!ids.length) return new Set<number>();
  return new Set((await db.selectFrom('payment_methods').select('id').where('id', 'in', ids).where('status', '!=', 2).execute()).map((r) => r.id));
}

export async function replacePaymentMethods(db: Executor, currencyId: number, methodIds: number[]) {
  await db.deleteFrom('currency_payment_methods').where('currency_id', '=', currencyId).execute();
  if (methodIds.length) {
    await db.insertInto('currency_payment_methods').values(methodIds.map((payment_method_id) => ({ currency_id: currencyId, payment_method_id }))).execute();
  }
}

/** The currencies in catalogue order: all of them, those in use (or not), or the one with an id. */
export async function listCurrencies(db: Executor, filter: { isInUse?: boolean; id?: number } = {}) {
  let query = db.selectFrom('currencies').selectAll().orderBy('sort_id').orderBy('id');
  if (filter.isInUse !== undefined) query = query.where('is_in_use', '=', filter.isInUse ? 1 : 0);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  const [rows, links] = await Promise.all([
    query.execute(),
    db.selectFrom('currency_payment_methods').select(['currency_id', 'payment_method_id']).orderBy('payment_method_id').execute(),
  ]);
  const methods = new Map<number, number[]>();
  for (const link of links) {
    const list = methods.get(link.currency_id) ?? [];
    list.push(link.payment_method_id);
    methods.set(link.currency_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    title: r.title,
    symbol: r.symbol,
    decimals: r.decimals,
    currencyType: r.currency_type,
    sortId: r.sort_id,
    isInUse: r.is_in_use === 1,
    serviceFee: normalizeDecimal(r.service_fee),
    urlTx: r.url_tx,
    urlAddress: r.url_address,
    paymentMethods: methods.get(r.id) ?? [],
    icon: r.icon_id === null ? null : `/v2/Catalogue/GetIcon?IconId=${r.icon_id}`,
    iconId: r.icon_id,
    equivalentCurrencyTitle: r.equivalent_currency_title,
    cmcId: r.cmc_id,
    aliases: JSON.parse(r.aliases) as string[],
    isPopular: r.is_popular === 1,
    isCheapFee: r.is_cheap_fee === 1,
    useInWallet: r.use_in_wallet === 1,
    useInP2P: r.use_in_p2p === 1,
  }));
}
