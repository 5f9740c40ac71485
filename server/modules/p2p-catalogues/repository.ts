import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { countRows, pageWithTotal } from '../../core/countRows.ts';
import { whereInRange } from '../../core/dateRange.ts';
import { whereEquals, whereIn } from '../../core/whereEquals.ts';
import type { P2pCurrencyFeesTable, P2pPersonalFeesTable } from '../../db/schema.ts';

// ---- currencies ----

/** Currencies used in P2P, in the catalogue's order. */
export function p2pCurrencies(db: Executor) {
  return db
    .selectFrom('currencies')
    .select(['id', 'title', 'name', 'currency_type', 'sort_id', 'equivalent_currency_title', 'decimals'])
    .where('use_in_p2p', '=', 1)
    .where('is_in_use', '=', 1)
    .orderBy('sort_id')
    .orderBy('id')
    .execute();
}

export function findCurrency(db: Executor, id: number) {
  return db.selectFrom('currencies').select(['id', 'title', 'name', 'use_in_p2p', 'is_in_use', 'decimals']).where('id', '=', id).executeTakeFirst();
}

export function currenciesByTitle(db: Executor, titles: string[]) {
  if (!titles.length) return Promise.resolve([]);
  return db.selectFrom('currencies').select(['id', 'title', 'use_in_p2p', 'is_in_use']).where('title', 'in', titles).execute();
}

export async function existingCurrencyIds(db: Executor, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db.selectFrom('currencies').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

// ---- fees ----

export function allCurrencyFees(db: Executor) {
  return db.selectFrom('p2p_currency_fees').selectAll().execute();
}

export function findCurrencyFee(db: Executor, currencyId: number) {
  return db.selectFrom('p2p_currency_fees').selectAll().where('currency_id', '=', currencyId).executeTakeFirst();
}

export async function insertCurrencyFee(db: Executor, values: Insertable<P2pCurrencyFeesTable>) {
  await db.insertInto('p2p_currency_fees').values(values).execute();
}

export async function upsertCurrencyFee(db: Executor, values: Insertable<P2pCurrencyFeesTable>) {
  const { currency_id: _, ...rest } = values;
  await db.insertInto('p2p_currency_fees').values(values).onConflict((oc) => oc.column('currency_id').doUpdateSet(rest)).execute();
}

export function personalFees(db: Executor, userId: number) {
  return db.selectFrom('p2p_personal_fees').selectAll().where('user_id', '=', userId).orderBy('currency_id').execute();
}

/** Replaces a user's whole set of personal fees. */
export async function replacePersonalFees(db: Executor, userId: number, rows: Insertable<P2pPersonalFeesTable>[]) {
  await db.deleteFrom('p2p_personal_fees').where('user_id', '=', userId).execute();
  if (rows.length) await db.insertInto('p2p_personal_fees').values(rows).execute();
}

export function findUser(db: Executor, id: number) {
  return db.selectFrom('users').select(['id', 'user_name']).where('id', '=', id).executeTakeFirst();
}

// ---- limits ----

export async function listLimits(db: Executor, offset: number, limit: number) {
  const base = db.selectFrom('p2p_limits as l').innerJoin('currencies as c', 'c.id', 'l.currency_id');
  const [rows, total] = await Promise.all([
    base.select(['l.id', 'l.currency_id', 'c.title', 'l.min_amount', 'l.max_amount']).orderBy('c.sort_id').orderBy('l.id').limit(limit).offset(offset).execute(),
    countRows(db.selectFrom('p2p_limits')),
  ]);
  return { rows, total };
}

export function limitsOf(db: Executor, currencyIds: number[]) {
  if (!currencyIds.length) return Promise.resolve([]);
  return db.selectFrom('p2p_limits').selectAll().where('currency_id', 'in', currencyIds).execute();
}

export async function upsertLimit(db: Executor, currencyId: number, minAmount: string, maxAmount: string, at: string) {
  await db
    .insertInto('p2p_limits')
    .values({ currency_id: currencyId, min_amount: minAmount, max_amount: maxAmount, date_updated: at })
    .onConflict((oc) => oc.column('currency_id').doUpdateSet({ min_amount: minAmount, max_amount: maxAmount, date_updated: at }))
    .execute();
}

// ---- rates ----

export function rateSources(db: Executor) {
  return db.selectFrom('p2p_rate_sources').selectAll().orderBy('id').execute();
}

export function rateSourceMethods(db: Executor, sourceId?: number) {
  return whereEquals(db.selectFrom('p2p_rate_source_methods'), { source_id: sourceId }).selectAll().orderBy('source_id').orderBy('id').execute();
}

export function rateSettings(db: Executor) {
  return db.selectFrom('p2p_rate_settings').selectAll().orderBy('base_currency').orderBy('quote_currency').execute();
}

export function findRateSetting(db: Executor, base: string, quote: string) {
  return db.selectFrom('p2p_rate_settings').selectAll().where('base_currency', '=', base).where('quote_currency', '=', quote).executeTakeFirst();
}

export async function upsertRateSetting(db: Executor, base: string, quote: string, sources: string, rate: string | null, at: string) {
  await db
    .insertInto('p2p_rate_settings')
    .values({ base_currency: base, quote_currency: quote, sources, rate, date_updated: at })
    .onConflict((oc) => oc.columns(['base_currency', 'quote_currency']).doUpdateSet({ sources, rate, date_updated: at }))
    .execute();
}

export async function deleteRateSetting(db: Executor, id: number) {
  await db.deleteFrom('p2p_rate_settings').where('id', '=', id).execute();
}

// ---- groups ----

export async function listGroups(db: Executor, offset: number, limit: number) {
  return pageWithTotal(db.selectFrom('p2p_groups'), (page) => page.selectAll().orderBy('is_default', 'desc').orderBy('id').limit(limit).offset(offset).execute());
}

export function groupProfiles(db: Executor, groupIds: number[]) {
  if (!groupIds.length) return Promise.resolve([]);
  return db
    .selectFrom('p2p_group_profiles as gp')
    .innerJoin('users as u', 'u.id', 'gp.user_id')
    .select(['gp.group_id', 'gp.user_id', 'u.user_name'])
    .select((eb) =>
      eb
        .selectFrom('user_roles as r')
        .select('r.role')
        .whereRef('r.user_id', '=', 'gp.user_id')
        .where('r.role', 'in', ['trader', 'merchant'])
        .orderBy('r.role', 'desc')
        .limit(1)
        .as('role'),
    )
    .where('gp.group_id', 'in', groupIds)
    .orderBy('gp.group_id')
    .orderBy('gp.user_id')
    .execute();
}

export function findGroup(db: Executor, id: number) {
  return db.selectFrom('p2p_groups').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findGroupByKey(db: Executor, nameKey: string) {
  return db.selectFrom('p2p_groups').select('id').where('name_key', '=', nameKey).executeTakeFirst();
}

export async function groupNames(db: Executor) {
  return (await db.selectFrom('p2p_groups').select('name').execute()).map((r) => r.name);
}

export async function insertGroup(db: Executor, name: string, nameKey: string, at: string) {
  return (await db.insertInto('p2p_groups').values({ name, name_key: nameKey, is_default: 0, date_created: at }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function deleteGroup(db: Executor, id: number) {
  await db.deleteFrom('p2p_group_profiles').where('group_id', '=', id).execute();
  await db.deleteFrom('p2p_groups').where('id', '=', id).execute();
}

/** Of the given users, those that exist, with whether each is a trader or a merchant. */
export async function usersWithRoles(db: Executor, userIds: number[]) {
  if (!userIds.length) return [];
  const [users, roles] = await Promise.all([
    db.selectFrom('users').select('id').where('id', 'in', userIds).execute(),
    db.selectFrom('user_roles').select(['user_id', 'role']).where('user_id', 'in', userIds).where('role', 'in', ['trader', 'merchant']).execute(),
  ]);
  const eligible = new Set(roles.map((r) => r.user_id));
  return users.map((u) => ({ id: u.id, eligible: eligible.has(u.id) }));
}

export async function addGroupProfiles(db: Executor, groupId: number, userIds: number[], at: string) {
  if (!userIds.length) return;
  await db
    .insertInto('p2p_group_profiles')
    .values(userIds.map((user_id) => ({ group_id: groupId, user_id, date_created: at })))
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .execute();
}

export async function removeGroupProfiles(db: Executor, groupId: number, userIds: number[]) {
  const rows = await db.deleteFrom('p2p_group_profiles').where('group_id', '=', groupId).where('user_id', 'in', userIds).returning('user_id').execute();
  return rows.length;
}

// ---- payment methods and templates ----

export async function insertMethod(
  db: Executor,
  values: { name: string; category: number; method_type: number; status: number; sort_id: number; template_id: number | null },
) {
  return (await db.insertInto('payment_methods').values({ ...values, is_enabled_for_p2p: 1 }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateMethod(
  db: Executor,
  id: number,
  values: Partial<{ name: string; category: number; method_type: number; status: number; sort_id: number; template_id: number | null }>,
) {
  if (Object.keys(values).length) await db.updateTable('payment_methods').set(values).where('id', '=', id).execute();
}

export function methodCurrencies(db: Executor, methodIds: number[]) {
  if (!methodIds.length) return Promise.resolve([] as { payment_method_id: number; currency_id: number }[]);
  return db.selectFrom('currency_payment_methods').select(['payment_method_id', 'currency_id']).where('payment_method_id', 'in', methodIds).orderBy('currency_id').execute();
}

export async function replaceMethodCurrencies(db: Executor, methodId: number, currencyIds: number[]) {
  await db.deleteFrom('currency_payment_methods').where('payment_method_id', '=', methodId).execute();
  if (currencyIds.length) {
    await db.insertInto('currency_payment_methods').values(currencyIds.map((currency_id) => ({ currency_id, payment_method_id: methodId }))).execute();
  }
}

export function templates(db: Executor) {
  return db.selectFrom('p2p_payment_method_templates').selectAll().orderBy('id').execute();
}

export function findTemplate(db: Executor, id: number) {
  return db.selectFrom('p2p_payment_method_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertTemplate(db: Executor, name: string, fields: string, at: string) {
  return (await db.insertInto('p2p_payment_method_templates').values({ name, fields, date_created: at }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateTemplate(db: Executor, id: number, name: string, fields: string) {
  await db.updateTable('p2p_payment_method_templates').set({ name, fields }).where('id', '=', id).execute();
}

export async function deleteTemplate(db: Executor, id: number) {
  await db.deleteFrom('p2p_payment_method_templates').where('id', '=', id).execute();
}

/** How many live payment methods use a template. */
export async function templateUseCount(db: Executor, id: number) {
  return countRows(db.selectFrom('payment_methods').where('template_id', '=', id).where('status', '!=', 2));
}

// ---- localisation ----

export function localisation(db: Executor, language?: string) {
  return whereEquals(db.selectFrom('p2p_localisation'), { language }).selectAll().orderBy('key').orderBy('language').execute();
}

export function findLocalisation(db: Executor, id: number) {
  return db.selectFrom('p2p_localisation').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateLocalisation(db: Executor, id: number, value: string) {
  await db.updateTable('p2p_localisation').set({ value }).where('id', '=', id).execute();
}

// ---- turnover ----

/**
 * Completed deals closed in a period, summed per crypto currency. The amounts are decimal strings
 * (TEXT on SQLite), so they are added up exactly by the service, not by SQL.
 */
export function completedTradeAmounts(db: Executor, completedStatus: number, from: string | null, to: string | null, currencyIds?: number[]) {
  const q = db
    .selectFrom('p2p_trades as t')
    .innerJoin('currencies as c', 'c.id', 't.crypto_currency_id')
    .select(['t.crypto_currency_id', 'c.title', 'c.decimals', 't.amount'])
    .where('t.status', '=', completedStatus);
  return whereIn(whereInRange(q, 't.date_closed', from ?? undefined, to ?? undefined), { 't.crypto_currency_id': currencyIds }).execute();
}
