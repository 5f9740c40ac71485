import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { pageWithTotal } from '../../core/countRows.ts';
import { whereEquals } from '../../core/whereEquals.ts';
import type { CryptoCurrenciesTable, CryptoTokensTable, MultiwalletTokensTable, NetworksTable } from '../../db/schema.ts';

type Table = 'crypto_currencies' | 'crypto_tokens' | 'networks' | 'multiwallet_tokens';

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

export const findCryptoCurrency = (db: Executor, id: number) => db.selectFrom('crypto_currencies').selectAll().where('id', '=', id).executeTakeFirst();
export const findCryptoToken = (db: Executor, id: number) => db.selectFrom('crypto_tokens').selectAll().where('id', '=', id).executeTakeFirst();
export const findNetwork = (db: Executor, id: number) => db.selectFrom('networks').selectAll().where('id', '=', id).executeTakeFirst();
export const findMultiwalletToken = (db: Executor, id: number) => db.selectFrom('multiwallet_tokens').selectAll().where('id', '=', id).executeTakeFirst();

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

export async function insertCryptoCurrency(db: Executor, values: Insertable<CryptoCurrenciesTable>) {
  return (await db.insertInto('crypto_currencies').values(values).returning('id').executeTakeFirstOrThrow()).id;
}
export async function insertCryptoToken(db: Executor, values: Insertable<CryptoTokensTable>) {
  return (await db.insertInto('crypto_tokens').values(values).returning('id').executeTakeFirstOrThrow()).id;
}
export async function insertNetwork(db: Executor, values: Insertable<NetworksTable>) {
  return (await db.insertInto('networks').values(values).returning('id').executeTakeFirstOrThrow()).id;
}
export async function insertMultiwalletToken(db: Executor, values: Insertable<MultiwalletTokensTable>) {
  return (await db.insertInto('multiwallet_tokens').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCryptoCurrency(db: Executor, id: number, values: Updateable<CryptoCurrenciesTable>) {
  if (Object.keys(values).length) await db.updateTable('crypto_currencies').set(values).where('id', '=', id).execute();
}
export async function updateCryptoToken(db: Executor, id: number, values: Updateable<CryptoTokensTable>) {
  if (Object.keys(values).length) await db.updateTable('crypto_tokens').set(values).where('id', '=', id).execute();
}
export async function updateNetwork(db: Executor, id: number, values: Updateable<NetworksTable>) {
  if (Object.keys(values).length) await db.updateTable('networks').set(values).where('id', '=', id).execute();
}
export async function updateMultiwalletToken(db: Executor, id: number, values: Updateable<MultiwalletTokensTable>) {
  if (Object.keys(values).length) await db.updateTable('multiwallet_tokens').set(values).where('id', '=', id).execute();
}

/** Networks renamed: the currencies and tokens that name the old unique id follow. */
export async function renameNetwork(db: Executor, from: string, to: string) {
  await db.updateTable('crypto_currencies').set({ network: to }).where('network', '=', from).execute();
  await db.updateTable('crypto_tokens').set({ network: to }).where('network', '=', from).execute();
}

export async function deleteRow(db: Executor, table: Table, id: number) {
  await db.deleteFrom(table).where('id', '=', id).execute();
}
