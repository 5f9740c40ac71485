import type { Executor } from '../../db/database.ts';
import { whereEquals } from '../../core/whereEquals.ts';
import { pageWithTotal } from '../../core/countRows.ts';

export function listCountries(db: Executor, search: string | undefined, offset: number, limit: number) {
  let q = db.selectFrom('countries');
  if (search) {
    const s = search.toLowerCase();
    q = q.where((eb) =>
      eb.or([eb(eb.fn('lower', ['name']), 'like', `%${s}%`), eb(eb.fn('lower', ['iso2']), '=', s), eb(eb.fn('lower', ['iso3']), '=', s)]),
    );
  }
  return pageWithTotal(q, (rows) => rows.selectAll().orderBy('name').orderBy('id').limit(limit).offset(offset).execute());
}

export function findCountryByIso(db: Executor, column: 'iso2' | 'iso3', value: string, exceptId?: number) {
  let q = db.selectFrom('countries').select('id').where(column, '=', value);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export async function existingCountryIds(db: Executor, ids: number[]) {
  if (!ids.length) return new Set<number>();
  return new Set((await db.selectFrom('countries').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
}

/** Whether cities or payment method links still name the country. */
export async function isCountryUsed(db: Executor, id: number) {
  const [city, link] = await Promise.all([
    db.selectFrom('cities').select('id').where('country_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('country_payment_methods').select('id').where('country_id', '=', id).limit(1).executeTakeFirst(),
  ]);
  return Boolean(city || link);
}

export function listCities(db: Executor, countryId: number | undefined, offset: number, limit: number) {
  const q = whereEquals(db.selectFrom('cities'), { country_id: countryId });
  return pageWithTotal(q, (rows) => rows.selectAll().orderBy('country_id').orderBy('name').orderBy('id').limit(limit).offset(offset).execute());
}

export function listLinks(db: Executor, f: { countryId?: number; paymentMethodId?: number }, offset: number, limit: number) {
  const q = whereEquals(db.selectFrom('country_payment_methods'), { country_id: f.countryId, payment_method_id: f.paymentMethodId });
  return pageWithTotal(q, (rows) => rows.selectAll().orderBy('country_id').orderBy('payment_method_id').limit(limit).offset(offset).execute());
}

export function findLink(db: Executor, countryId: number, paymentMethodId: number) {
  return db
    .selectFrom('country_payment_methods')
    .selectAll()
    .where('country_id', '=', countryId)
    .where('payment_method_id', '=', paymentMethodId)
    .executeTakeFirst();
}

export async function insertLink(db: Executor, countryId: number, paymentMethodId: number) {
  return (await db.insertInto('country_payment_methods').values({ country_id: countryId, payment_method_id: paymentMethodId }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function deleteLink(db: Executor, id: number) {
  await db.deleteFrom('country_payment_methods').where('id', '=', id).execute();
}
