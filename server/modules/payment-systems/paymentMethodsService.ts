import {
  CATALOGUE_MESSAGES,
  PAYMENT_CATEGORIES,
  PAYMENT_FIELD_TYPES,
  PAYMENT_METHOD_STATUSES,
  PAYMENT_METHOD_TYPES,
} from '../../../src/domain/catalogues.ts';
import { notFound } from '../../http/apiError.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { BodyOf, QueryOf, RequestContext } from '../../http/operation.ts';
import type { Executor } from '../../db/database.ts';
import { assertRegex, conflict, flag, iconPath, invalid } from './common.ts';
import { existingCountryIds } from './countriesRepository.ts';
import { replaceIcon, type IconHolder } from './iconsService.ts';
import * as repo from './paymentMethodsRepository.ts';
import { deleteRow, findRow, insertRow, updateRow } from './rowsRepository.ts';
import { at, indexOf } from '../../core/paymentMethods.ts';
import { changedMethodColumns, findPaymentMethodRow, listPaymentMethodRows, methodFilter, newMethodColumns, paymentMethodNameTaken, type PaymentMethodRow } from '../../core/paymentMethods.ts';

export const PAYMENT_METHOD_NOT_FOUND = 'Payment method not found';
export const FIELD_NOT_FOUND = 'Field not found';


function toField(r: repo.FieldRow) {
  return {
    id: r.id,
    paymentMethodId: r.payment_method_id,
    name: r.name,
    target: r.target,
    regex: r.regex,
    isRequired: r.is_required === 1,
    isMultiline: r.is_multiline === 1,
    isUniqueRequired: r.is_unique_required === 1,
    fieldType: at(PAYMENT_FIELD_TYPES, Math.max(0, PAYMENT_FIELD_TYPES.indexOf(r.field_type as never))),
  };
}

/** Methods with their fields and countries, in the order given. */
async function withDetails(db: Executor, rows: PaymentMethodRow[]) {
  const ids = rows.map((r) => r.id);
  const [fields, links] = await Promise.all([repo.fieldsOf(db, ids), repo.countryLinksOf(db, ids)]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    icon: iconPath(r.icon_id),
    iconId: r.icon_id,
    category: at(PAYMENT_CATEGORIES, r.category),
    methodType: at(PAYMENT_METHOD_TYPES, r.method_type),
    status: at(PAYMENT_METHOD_STATUSES, r.status),
    isEnabledForP2p: r.is_enabled_for_p2p === 1,
    isEnabledForWallets: r.is_enabled_for_wallets === 1,
    sortId: r.sort_id,
    countries: links.filter((l) => l.payment_method_id === r.id).map((l) => l.country_id),
    fields: fields.filter((f) => f.payment_method_id === r.id).map(toField),
  }));
}

async function readMethod(db: Executor, id: number) {
  const row = await findPaymentMethodRow(db, id);
  if (!row) throw notFound(PAYMENT_METHOD_NOT_FOUND, 'paymentMethodNotFound');
  return (await withDetails(db, [row]))[0]!;
}

export async function listPaymentMethods(ctx: RequestContext, q: QueryOf<'GET Transaction/GetPaymentMethods'>) {
  const filter = { ...methodFilter(q.Category, q.Status), ...(q.CountryId !== undefined ? { countryId: q.CountryId } : {}) };
  const { rows, total } = await listPaymentMethodRows(ctx.db, filter, q.Offset, q.Limit);
  return { items: await withDetails(ctx.db, rows), total };
}

async function checkCountries(db: Executor, ids: number[] | undefined) {
  if (!ids) return undefined;
  const unique = [...new Set(ids)];
  const found = await existingCountryIds(db, unique);
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length) throw notFound(`Country not found: ${missing.join(', ')}`, 'countryNotFound', { ids: missing.join(', ') });
  return unique;
}

async function assertNameFree(db: Executor, name: string, exceptId?: number) {
  if (await paymentMethodNameTaken(db, name, exceptId)) throw conflict(CATALOGUE_MESSAGES.paymentMethodExists, 'paymentMethodExists');
}

export async function createPaymentMethod(ctx: RequestContext, body: BodyOf<'POST Transaction/CreatePaymentMethod'>) {
  const name = body.name.trim();
  if (!name) throw invalid('/name', CATALOGUE_MESSAGES.required, 'fieldRequired');
  await assertNameFree(ctx.db, name);
  const countries = await checkCountries(ctx.db, body.countries);
  const id = await insertRow(ctx.db, 'payment_methods', {
    name,
    ...(await newMethodColumns(ctx.db, body)),
    is_enabled_for_p2p: flag(body.isEnabledForP2p, 1),
    is_enabled_for_wallets: flag(body.isEnabledForWallets, 1),
  });
  if (countries) await repo.replaceCountryLinks(ctx.db, id, countries);
  const after = await readMethod(ctx.db, id);
  await ctx.audit({ targetIds: [id], before: null, after });
  return after;
}

export async function editPaymentMethod(ctx: RequestContext, body: BodyOf<'POST Transaction/EditPaymentMethod'>) {
  const before = await readMethod(ctx.db, body.id);
  const name = body.name?.trim() ?? before.name;
  if (!name) throw invalid('/name', CATALOGUE_MESSAGES.required, 'fieldRequired');
  if (name !== before.name) await assertNameFree(ctx.db, name, body.id);
  const countries = await checkCountries(ctx.db, body.countries);
  await updateRow(ctx.db, 'payment_methods', body.id, {
    name,
    ...changedMethodColumns(body),
    ...(body.isEnabledForP2p !== undefined ? { is_enabled_for_p2p: flag(body.isEnabledForP2p, 1) } : {}),
    ...(body.isEnabledForWallets !== undefined ? { is_enabled_for_wallets: flag(body.isEnabledForWallets, 1) } : {}),
  });
  if (countries) await repo.replaceCountryLinks(ctx.db, body.id, countries);
  const after = await readMethod(ctx.db, body.id);
  await ctx.audit({ targetIds: [body.id], before, after });
  return after;
}

/** Deleting marks the method deleted: trades, requisites and currencies that name it keep their history. */
export async function deletePaymentMethod(ctx: RequestContext, id: number) {
  const before = await readMethod(ctx.db, id);
  if (before.status === 'deleted') throw notFound(PAYMENT_METHOD_NOT_FOUND, 'paymentMethodNotFound');
  await updateRow(ctx.db, 'payment_methods', id, { status: indexOf(PAYMENT_METHOD_STATUSES, 'deleted') });
  await ctx.audit({ targetIds: [id], before, after: { ...before, status: 'deleted' } });
  return { success: true as const };
}

const methodIcon: IconHolder = { read: readMethod, write: (db, id, iconId) => updateRow(db, 'payment_methods', id, { icon_id: iconId }) };

export const setPaymentMethodIcon = (ctx: RequestContext, id: number, files: UploadedFile[]) => replaceIcon(ctx, methodIcon, id, files);

type FieldBody = BodyOf<'POST Transaction/CreatePaymentMethodField'>;

export async function createField(ctx: RequestContext, body: FieldBody) {
  await readMethod(ctx.db, body.paymentMethodId);
  assertRegex('/regex', body.regex);
  const name = body.name.trim();
  if (!name) throw invalid('/name', CATALOGUE_MESSAGES.required, 'fieldRequired');
  const id = await insertRow(ctx.db, 'payment_method_fields', {
    payment_method_id: body.paymentMethodId,
    name,
    target: body.target ?? null,
    regex: body.regex || null,
    is_required: flag(body.isRequired, 0),
    // A multiline text field is multiline whatever the flag says.
    is_multiline: body.fieldType === 'multilineText' ? 1 : flag(body.isMultiline, 0),
    is_unique_required: flag(body.isUniqueRequired, 0),
    field_type: body.fieldType,
  });
  const after = toField((await findRow(ctx.db, 'payment_method_fields', id))!);
  await ctx.audit({ targetIds: [body.paymentMethodId, id], before: null, after });
  return { id };
}

export async function editField(ctx: RequestContext, body: BodyOf<'PUT Transaction/EditPaymentMethodField'>) {
  const row = await findRow(ctx.db, 'payment_method_fields', body.id);
  if (!row) throw notFound(FIELD_NOT_FOUND, 'fieldNotFound');
  const before = toField(row);
  assertRegex('/regex', body.regex);
  const name = body.name?.trim() ?? row.name;
  if (!name) throw invalid('/name', CATALOGUE_MESSAGES.required, 'fieldRequired');
  const fieldType = body.fieldType ?? before.fieldType;
  await updateRow(ctx.db, 'payment_method_fields', body.id, {
    name,
    ...(body.target !== undefined ? { target: body.target } : {}),
    ...(body.regex !== undefined ? { regex: body.regex || null } : {}),
    ...(body.isRequired !== undefined ? { is_required: flag(body.isRequired, 0) } : {}),
    is_multiline: fieldType === 'multilineText' ? 1 : flag(body.isMultiline, row.is_multiline),
    ...(body.isUniqueRequired !== undefined ? { is_unique_required: flag(body.isUniqueRequired, 0) } : {}),
    field_type: fieldType,
  });
  const after = toField((await findRow(ctx.db, 'payment_method_fields', body.id))!);
  await ctx.audit({ targetIds: [row.payment_method_id, body.id], before, after });
  return { success: true as const };
}

export async function deleteField(ctx: RequestContext, id: number) {
  const row = await findRow(ctx.db, 'payment_method_fields', id);
  if (!row) throw notFound(FIELD_NOT_FOUND, 'fieldNotFound');
  await deleteRow(ctx.db, 'payment_method_fields', id);
  await ctx.audit({ targetIds: [row.payment_method_id, id], before: toField(row), after: null });
  return { success: true as const };
}
