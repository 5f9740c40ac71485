/**
 * Traders' requisites and devices. Marking a requisite approved, problematic or unmarked (new)
 * keeps who and when; a requisite an open deal pays to cannot be deleted (deletion marks it
 * deleted, so closed deals keep pointing at it). A device is deleted by its status.
 */
import { PAYMENT_METHOD_STATUSES } from '../../../src/domain/catalogues.ts';
import { requisiteFieldMessage, requisiteFieldProblems, type RequisiteFieldProblem, type RequisiteReason, type TemplateField } from '../../../src/domain/requisites.ts';
import { impossible, invalid, notFound } from '../../http/apiError.ts';
import { requireAdmin, type BodyOf, type QueryOf, type RequestContext } from '../../http/operation.ts';
import * as repo from './requisitesRepository.ts';

export const REQUISITE_NOT_FOUND = 'Requisite not found';
export const REQUISITE_IN_USE = 'The requisite is used by an open deal and cannot be deleted';
export const REQUISITE_ALREADY_DELETED = 'The requisite is already deleted';
export const DEVICE_NOT_FOUND = 'Device not found';
export const DEVICE_ALREADY_DELETED = 'The device is already deleted';
export const DEVICE_DELETED = 'The device is deleted and cannot be changed';
export const NOTHING_TO_CHANGE = 'Nothing to change';
export const REQUISITE_DELETED = 'The requisite is deleted and cannot be changed';
export const METHOD_NOT_FOR_CURRENCY = 'The payment method does not accept this currency';
export const METHOD_DELETED = 'The payment method is deleted';
export const REQUISITE_DELETE_BY_EDIT = 'A requisite is deleted with Delete, not by an edit';

/** The reason of each field problem (the console translates by it, naming the field). */
const FIELD_REASONS: Record<RequisiteFieldProblem, RequisiteReason> = {
  required: 'requisiteFieldRequired',
  unknown: 'requisiteFieldUnknown',
  tooLong: 'requisiteFieldTooLong',
  boolean: 'requisiteFieldType',
  integer: 'requisiteFieldType',
  text: 'requisiteFieldType',
};

function templateOf(json: string | null): TemplateField[] | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as TemplateField[]) : null;
  } catch {
    return null;
  }
}

/** Refuses field values the method's template does not allow (400, the first problem, path /fields/<name>). */
function checkFields(template: TemplateField[] | null, fields: Record<string, unknown>) {
  const [first] = Object.entries(requisiteFieldProblems(template, fields));
  if (first) {
    const [name, problem] = first;
    throw invalid(`/fields/${name}`, requisiteFieldMessage(name, problem), FIELD_REASONS[problem]);
  }
}

function parseFields(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
  } catch {
    return {};
  }
}

function toRequisite(r: repo.RequisiteRow, inUse: Set<number>) {
  return {
    requisitesId: r.id,
    userId: r.user_id,
    currency: r.currency,
    currencyId: r.currency_id,
    status: r.status,
    state: r.state,
    name: r.name,
    paymentMethodId: r.payment_method_id,
    paymentMethodName: r.payment_method_name,
    fields: parseFields(r.fields),
    statusAdminName: r.status_admin_name,
    statusDate: r.status_date,
    isInUse: inUse.has(r.id),
    dateCreated: r.date_created,
  };
}

async function page(ctx: RequestContext, filter: repo.RequisiteFilter, paging: { offset: number; limit: number }) {
  const { rows, total } = await repo.pageRequisites(ctx.db, filter, paging);
  const inUse = await repo.requisitesInUse(ctx.db, rows.map((r) => r.id));
  return { items: rows.map((r) => toRequisite(r, inUse)), total };
}

/** GET v1/p2p/requisites (a user's: limit 1000). */
export function listRequisites(ctx: RequestContext, q: QueryOf<'GET v1/p2p/requisites'>) {
  return page(ctx, { userId: q.userId, currency: q.currency, status: q.status, state: q.state }, q);
}

/** POST p2p/Admin/requisites/search. */
export function searchRequisites(ctx: RequestContext, body: BodyOf<'POST p2p/Admin/requisites/search'>) {
  const search = body.searchString?.trim();
  return page(ctx, { userId: body.userId, currencyId: body.currencyId, status: body.status, state: body.state, search: search || undefined }, body);
}

export async function createRequisite(ctx: RequestContext, body: BodyOf<'POST v1/p2p/requisites'>) {
  const admin = requireAdmin(ctx);
  const name = body.name.trim();
  if (!name) throw invalid('/name', 'Name is required', 'nameRequired');
  if (!(await repo.userExists(ctx.db, body.userId))) throw notFound('User not found', 'userNotFound');
  if (!(await repo.currencyExists(ctx.db, body.currencyId))) throw notFound('Currency not found', 'currencyNotFound');
  const method = await repo.paymentMethodWithTemplate(ctx.db, body.paymentMethodId);
  if (!method) throw notFound('Payment method not found', 'paymentMethodNotFound');
  if (PAYMENT_METHOD_STATUSES[method.status] === 'deleted') throw invalid('/paymentMethodId', METHOD_DELETED, 'paymentMethodDeleted');
  if (!(await repo.methodAcceptsCurrency(ctx.db, body.paymentMethodId, body.currencyId))) {
    throw invalid('/paymentMethodId', METHOD_NOT_FOR_CURRENCY, 'paymentMethodNotForCurrency');
  }
  checkFields(templateOf(method.template_fields), body.fields ?? {});
  const at = ctx.now().toISOString();
  const fields = JSON.stringify(body.fields ?? {});
  const id = await repo.insertRequisite(ctx.db, {
    user_id: body.userId, currency_id: body.currencyId, payment_method_id: body.paymentMethodId, name, fields, state: 'enabled', status: 'new',
    status_admin_id: null, status_date: null, date_created: at,
  });
  await ctx.audit({ targetIds: [id], after: { userId: body.userId, currencyId: body.currencyId, paymentMethodId: body.paymentMethodId, name, adminId: admin.id } });
  return { requisitesId: id };
}

async function ownRequisite(ctx: RequestContext, id: number, userId: number | undefined) {
  const row = await repo.findRequisite(ctx.db, id);
  // A requisite of another user than the one named is as good as missing: the console always sends the owner.
  if (!row || (userId !== undefined && row.user_id !== userId)) throw notFound(REQUISITE_NOT_FOUND, 'requisiteNotFound');
  return row;
}

export async function editRequisite(ctx: RequestContext, id: number, body: BodyOf<'PUT v1/p2p/requisites/{requisitesId}'>) {
  const admin = requireAdmin(ctx);
  if (body.name === undefined && body.fields === undefined && body.status === undefined && body.state === undefined) throw invalid('', NOTHING_TO_CHANGE, 'nothingToChange');
  const name = body.name?.trim();
  if (body.name !== undefined && !name) throw invalid('/name', 'Name is required', 'nameRequired');
  const row = await ownRequisite(ctx, id, body.userId);
  // Deletion is final (closed deals keep pointing at it), and it goes through DELETE, which checks open deals.
  if (row.state === 'deleted') throw impossible(REQUISITE_DELETED, 'requisiteDeleted');
  if (body.state === 'deleted') throw invalid('/state', REQUISITE_DELETE_BY_EDIT, 'requisiteDeleteByEdit');
  if (body.fields !== undefined && row.payment_method_id !== null) {
    const method = await repo.paymentMethodWithTemplate(ctx.db, row.payment_method_id);
    checkFields(templateOf(method?.template_fields ?? null), body.fields);
  } else if (body.fields !== undefined) checkFields(null, body.fields);
  const at = ctx.now().toISOString();
  const marking = body.status !== undefined && body.status !== row.status;
  await repo.updateRequisite(ctx.db, id, {
    ...(name !== undefined ? { name } : {}),
    ...(body.fields !== undefined ? { fields: JSON.stringify(body.fields) } : {}),
    ...(body.state !== undefined ? { state: body.state } : {}),
    ...(marking ? { status: body.status, status_admin_id: admin.id, status_date: at } : {}),
    date_updated: at,
  });
  await ctx.audit({
    targetIds: [id],
    before: { name: row.name, status: row.status, state: row.state, fields: parseFields(row.fields) },
    after: {
      name: name ?? row.name, status: body.status ?? row.status, state: body.state ?? row.state, fields: body.fields ?? parseFields(row.fields),
      ...(marking ? { statusAdminId: admin.id, statusDate: at } : {}),
    },
  });
  return {};
}

export async function deleteRequisite(ctx: RequestContext, id: number, userId: number) {
  const row = await ownRequisite(ctx, id, userId);
  if (row.state === 'deleted') throw impossible(REQUISITE_ALREADY_DELETED, 'requisiteAlreadyDeleted');
  if (!(await repo.deleteRequisiteIfUnused(ctx.db, id, ctx.now().toISOString()))) throw impossible(REQUISITE_IN_USE, 'requisiteInUse');
  await ctx.audit({ targetIds: [id], before: { state: row.state, userId: row.user_id }, after: { state: 'deleted' } });
  return {};
}

// ── Devices ─────────────────────────────────────────────────────────────────

export async function searchDevices(ctx: RequestContext, q: QueryOf<'GET v1/devices/search'>) {
  const filter = { userId: q.userId, status: q.status, type: q.type };
  const { rows, total } = await repo.pageDevices(ctx.db, filter, q);
  return {
    items: rows.map((d) => ({
      id: d.id, userId: d.user_id, name: d.name, type: d.device_type, status: d.status, dateCreated: d.date_created, lastActivityDate: d.last_activity_date,
    })),
    total,
  };
}

export async function editDevice(ctx: RequestContext, id: number, body: BodyOf<'PUT v1/devices/{id}'>) {
  if (body.name === undefined && body.status === undefined) throw invalid('', NOTHING_TO_CHANGE, 'nothingToChange');
  const device = await repo.findDevice(ctx.db, id);
  if (!device) throw notFound(DEVICE_NOT_FOUND, 'deviceNotFound');
  // Deletion is final: neither a status nor a name brings a deleted device back or changes it.
  if (device.status === 'deleted') throw impossible(DEVICE_DELETED, 'deviceDeleted');
  const name = body.name === undefined ? undefined : body.name?.trim() || null;
  await repo.updateDevice(ctx.db, id, { ...(name !== undefined ? { name } : {}), ...(body.status !== undefined ? { status: body.status } : {}) });
  await ctx.audit({ targetIds: [id], before: { name: device.name, status: device.status }, after: { name: name ?? device.name, status: body.status ?? device.status } });
  return {};
}

export async function deleteDevice(ctx: RequestContext, id: number) {
  const device = await repo.findDevice(ctx.db, id);
  if (!device) throw notFound(DEVICE_NOT_FOUND, 'deviceNotFound');
  if (device.status === 'deleted') throw impossible(DEVICE_ALREADY_DELETED, 'deviceAlreadyDeleted');
  await repo.updateDevice(ctx.db, id, { status: 'deleted' });
  await ctx.audit({ targetIds: [id], before: { status: device.status }, after: { status: 'deleted' } });
  return {};
}
