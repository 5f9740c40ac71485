import type { Executor } from '../../db/database.ts';
import { pageWithTotal } from '../../core/countRows.ts';
import { whereEquals } from '../../core/whereEquals.ts';

export function listCryptoCurrencies(db: Executor, offset: number, limit: number) {
  const q = db.selectFrom('crypto_currencies');
  return pageWithTotal(q, (rows) => rows.selectAll().orderBy('title').orderBy('id').limit(limit).offset(offset).execute());
}

export function listCryptoTokens(db: Executor, cryptoCurrencyId: number | undefined, offset: number, limit: number) {
  const q = whereEquals(db.selectFrom('crypto_tokens'), { crypto_currency_id: cryptoCurrencyId });
  return pageWithTotal(q, (rows) => rows.selectAll().orderBy('crypto_currency_id').orderBy('id').limit(limit).offset(offset).execute());
}

export function listNetworks(db: Executor, search: string | undefined, offset: number, limit: number) {
  let q = db.selectFrom('networks');
  if (search) q = q.where((eb) => eb(eb.fn('lower', ['unique_id']), 'like', `%${search.toLowerCase()}%`));
  return pageWithTotal(q, (rows) => rows.selectAll().orderBy('unique_id').limit(limit).offset(offset).execute());
}

export function listMultiwalletTokens(db: Executor, offset: number, limit: number) {
  const q = db.selectFrom('multiwallet_tokens');
  return pageWithTotal(q, (rows) => rows.selectAll().orderBy('currency_id').orderBy('network').orderBy('id').limit(limit).offset(offset).execute());
}

export function findCryptoCurrencyByTitle(db: Executor, title: string, exceptId?: number) {
  let q = db.selectFrom('crypto_currencies').select('id').where((eb) => eb(eb.fn('upper', ['title']), '=', title.toUpperCase()));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export function findNetworkByUniqueId(db: Executor, uniqueId: string, exceptId?: number) {
  let q = db.selectFrom('networks').select('id').where((eb) => eb(eb.fn('lower', ['unique_id']), '=', uniqueId.toLowerCase()));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export function findMultiwalletTokenByNetwork(db: Executor, currencyId: number, network: string, exceptId?: number) {
  let q = db.selectFrom('multiwallet_tokens').select('id').where('currency_id', '=', currencyId).where('network', '=', network);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

/** Whether a crypto currency or token names the network. */
export async function isNetworkUsed(db: Executor, uniqueId: string) {
  const [currency, token] = await Promise.all([
    db.selectFrom('crypto_currencies').select('id').where('network', '=', uniqueId).limit(1).executeTakeFirst(),
    db.selectFrom('crypto_tokens').select('id').where('network', '=', uniqueId).limit(1).executeTakeFirst(),
  ]);
  return Boolean(currency || token);
}

export async function hasTokens(db: Executor, cryptoCurrencyId: number) {
  return Boolean(await db.selectFrom('crypto_tokens').select('id').where('crypto_currency_id', '=', cryptoCurrencyId).limit(1).executeTakeFirst());
}

/** Networks renamed: the currencies and tokens that name the old unique id follow. */
export async function renameNetwork(db: Executor, from: string, to: string) {
  await db.updateTable('crypto_currencies').set({ network: to }).where('network', '=', from).execute();
  await db.updateTable('crypto_tokens').set({ network: to }).where('network', '=', from).execute();
}
