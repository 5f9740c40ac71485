import { CATALOGUE_MESSAGES } from '../../../src/domain/catalogues.ts';
import { notFound } from '../../http/apiError.ts';
import type { BodyOf, QueryOf, RequestContext } from '../../http/operation.ts';
import type { Executor } from '../../db/database.ts';
import { conflict, invalid, itemReader } from './common.ts';
import * as repo from './countriesRepository.ts';
import { deleteRow, insertRow, updateRow } from './rowsRepository.ts';
import { findPaymentMethodRow } from '../../core/paymentMethods.ts';

export const COUNTRY_NOT_FOUND = 'Country not found';
export const CITY_NOT_FOUND = 'City not found';
export const LINK_NOT_FOUND = 'The payment method is not linked to this country';

const toCountry = (r: { id: number; name: string; iso2: string; iso3: string }) => ({ id: r.id, name: r.name, iso2: r.iso2, iso3: r.iso3 });
const toCity = (r: { id: number; country_id: number; name: string }) => ({ id: r.id, countryId: r.country_id, name: r.name });

const requireCountry = itemReader('countries', toCountry, COUNTRY_NOT_FOUND, 'countryNotFound');
const requireCity = itemReader('cities', toCity, CITY_NOT_FOUND, 'cityNotFound');

const trimmed = (path: string, value: string) => {
  const text = value.trim();
  if (!text) throw invalid(path, CATALOGUE_MESSAGES.required, 'fieldRequired');
  return text;
};

/** ISO codes are unique; the spec's own messages say which one clashes. */
async function assertIsoFree(db: Executor, iso2: string, iso3: string, exceptId?: number) {
  if (await repo.findCountryByIso(db, 'iso2', iso2, exceptId)) throw conflict(CATALOGUE_MESSAGES.iso2Exists, 'iso2Exists');
  if (await repo.findCountryByIso(db, 'iso3', iso3, exceptId)) throw conflict(CATALOGUE_MESSAGES.iso3Exists, 'iso3Exists');
}

export async function listCountries(ctx: RequestContext, q: QueryOf<'GET Transaction/GetCountries'>) {
  const { rows, total } = await repo.listCountries(ctx.db, q.SearchString?.trim() || undefined, q.Offset, q.Limit);
  return { items: rows.map(toCountry), total };
}

export async function createCountry(ctx: RequestContext, body: BodyOf<'POST Transaction/CreateCountry'>) {
  const values = { name: trimmed('/name', body.name), iso2: body.iso2, iso3: body.iso3 };
  await assertIsoFree(ctx.db, values.iso2, values.iso3);
  const id = await insertRow(ctx.db, 'countries', values);
  await ctx.audit({ targetIds: [id], before: null, after: { id, ...values } });
  return { id };
}

export async function editCountry(ctx: RequestContext, body: BodyOf<'PUT Transaction/EditCountry'>) {
  const before = await requireCountry(ctx.db, body.id);
  const values = { name: body.name !== undefined ? trimmed('/name', body.name) : before.name, iso2: body.iso2 ?? before.iso2, iso3: body.iso3 ?? before.iso3 };
  await assertIsoFree(ctx.db, values.iso2, values.iso3, body.id);
  await updateRow(ctx.db, 'countries', body.id, values);
  await ctx.audit({ targetIds: [body.id], before, after: { id: body.id, ...values } });
  return { success: true as const };
}

/** A country that cities or payment methods still name is kept: 'Country is used'. */
export async function deleteCountry(ctx: RequestContext, id: number) {
  const before = await requireCountry(ctx.db, id);
  if (await repo.isCountryUsed(ctx.db, id)) throw conflict(CATALOGUE_MESSAGES.countryUsed, 'countryUsed');
  await deleteRow(ctx.db, 'countries', id);
  await ctx.audit({ targetIds: [id], before, after: null });
  return { success: true as const };
}

export async function listCities(ctx: RequestContext, q: QueryOf<'GET Transaction/GetCities'>) {
  const { rows, total } = await repo.listCities(ctx.db, q.CountryId, q.Offset, q.Limit);
  return { items: rows.map(toCity), total };
}

export async function createCity(ctx: RequestContext, body: BodyOf<'POST Transaction/CreateCity'>) {
  await requireCountry(ctx.db, body.countryId);
  const values = { country_id: body.countryId, name: trimmed('/name', body.name) };
  const id = await insertRow(ctx.db, 'cities', values);
  await ctx.audit({ targetIds: [id], before: null, after: toCity({ id, ...values }) });
  return { id };
}

export async function editCity(ctx: RequestContext, body: BodyOf<'PUT Transaction/EditCity'>) {
  const before = await requireCity(ctx.db, body.id);
  if (body.countryId !== undefined) await requireCountry(ctx.db, body.countryId);
  const values = { country_id: body.countryId ?? before.countryId, name: body.name !== undefined ? trimmed('/name', body.name) : before.name };
  await updateRow(ctx.db, 'cities', body.id, values);
  await ctx.audit({ targetIds: [body.id], before, after: toCity({ id: body.id, ...values }) });
  return { success: true as const };
}

export async function deleteCity(ctx: RequestContext, id: number) {
  const before = await requireCity(ctx.db, id);
  await deleteRow(ctx.db, 'cities', id);
  await ctx.audit({ targetIds: [id], before, after: null });
  return { success: true as const };
}

export async function listLinks(ctx: RequestContext, q: QueryOf<'GET Transaction/GetCountryPaymentMethods'>) {
  const { rows, total } = await repo.listLinks(
    ctx.db,
    { ...(q.CountryId !== undefined ? { countryId: q.CountryId } : {}), ...(q.PaymentMethodId !== undefined ? { paymentMethodId: q.PaymentMethodId } : {}) },
    q.Offset,
    q.Limit,
  );
  return { items: rows.map((r) => ({ id: r.id, countryId: r.country_id, paymentMethodId: r.payment_method_id })), total };
}

export async function createLink(ctx: RequestContext, body: BodyOf<'POST Transaction/CreateCountryPaymentMethod'>) {
  await requireCountry(ctx.db, body.countryId);
  const method = await findPaymentMethodRow(ctx.db, body.paymentMethodId);
  if (!method || method.status === 2) throw notFound('Payment method not found', 'paymentMethodNotFound');
  if (await repo.findLink(ctx.db, body.countryId, body.paymentMethodId)) throw conflict(CATALOGUE_MESSAGES.linkExists, 'linkExists');
  const id = await repo.insertLink(ctx.db, body.countryId, body.paymentMethodId);
  await ctx.audit({ targetIds: [body.countryId, body.paymentMethodId], before: null, after: { id, ...body } });
  return { id };
}

export async function deleteLink(ctx: RequestContext, body: BodyOf<'POST Transaction/DeleteCountryPaymentMethod'>) {
  const link = await repo.findLink(ctx.db, body.countryId, body.paymentMethodId);
  if (!link) throw notFound(LINK_NOT_FOUND, 'paymentMethodNotLinked');
  await repo.deleteLink(ctx.db, link.id);
  await ctx.audit({ targetIds: [body.countryId, body.paymentMethodId], before: { id: link.id, ...body }, after: null });
  return { success: true as const };
}
