import { CATALOGUE_MESSAGES } from '../../../src/domain/catalogues.ts';
import { notFound } from '../../http/apiError.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { BodyOf, RequestContext } from '../../http/operation.ts';
import type { Executor } from '../../db/database.ts';
import { normalizeDecimal, normalizeOptionalDecimal } from '../../money.ts';
import { assertMinMax, flag, givenColumns, givenFlag, iconPath, itemReader, readBackAndLog } from './common.ts';
import { dropIcon, replaceIcon, type IconHolder } from './iconsService.ts';
import * as repo from './transactionMethodsRepository.ts';
import { deleteRow, insertRow, updateRow } from './rowsRepository.ts';
import { nextSortId } from '../../core/sortOrder.ts';

export const TRANSACTION_METHOD_NOT_FOUND = 'Transaction method not found';
export const CURRENCY_NOT_FOUND = 'Currency not found';

interface Limits {
  amountMin: string;
  amountMax: string;
  feePercent: string;
  feeAbsolute: string;
  feeMin: string;
  feeMax: string;
}

function parseLimits(json: string | null): Limits | null {
  return json ? (JSON.parse(json) as Limits) : null;
}

function normalizeLimits(limits: Limits): Limits {
  return {
    amountMin: normalizeDecimal(limits.amountMin),
    amountMax: normalizeDecimal(limits.amountMax),
    feePercent: normalizeDecimal(limits.feePercent),
    feeAbsolute: normalizeDecimal(limits.feeAbsolute),
    feeMin: normalizeDecimal(limits.feeMin),
    feeMax: normalizeDecimal(limits.feeMax),
  };
}

export function toTransactionMethod(r: repo.TransactionMethodRow) {
  return {
    id: r.id,
    icon: iconPath(r.icon_id),
    iconId: r.icon_id,
    type: r.type,
    provider: r.provider,
    method: r.method,
    currencyId: r.currency_id,
    blockchain: r.blockchain,
    token: r.token,
    amountMin: normalizeDecimal(r.amount_min),
    amountMax: normalizeDecimal(r.amount_max),
    feePercent: normalizeDecimal(r.fee_percent),
    feeAbsolute: normalizeDecimal(r.fee_absolute),
    feeMin: normalizeDecimal(r.fee_min),
    feeMax: normalizeDecimal(r.fee_max),
    specialDecimals: r.special_decimals,
    defaultDecimals: r.default_decimals,
    rounding: r.rounding,
    additionalField: r.additional_field,
    manualLimit: normalizeOptionalDecimal(r.manual_limit),
    isEnabled: r.is_enabled === 1,
    sortId: r.sort_id,
    payIn: parseLimits(r.pay_in),
    payOut: parseLimits(r.pay_out),
  };
}

type Method = ReturnType<typeof toTransactionMethod>;

const requireMethod = itemReader('transaction_methods', toTransactionMethod, TRANSACTION_METHOD_NOT_FOUND, 'transactionMethodNotFound');

export const getTransactionMethod = (ctx: RequestContext, id: number) => requireMethod(ctx.db, id);

export async function listTransactionMethods(ctx: RequestContext, body: BodyOf<'POST Transaction/GetTransactionMethods'>) {
  const { rows, total } = await repo.listTransactionMethods(
    ctx.db,
    {
      ...(body.type !== undefined ? { type: body.type } : {}),
      ...(body.currencyId !== undefined ? { currencyId: body.currencyId } : {}),
      ...(body.method !== undefined ? { method: body.method } : {}),
    },
    // Spec 3 §9: transaction methods sort by sortId descending by default.
    { field: body.sort?.field ?? 'sortId', desc: body.sort?.desc ?? true },
    body.offset,
    body.limit,
  );
  return { items: rows.map(toTransactionMethod), total };
}

/** The rules on the merged result: amount min <= max, fee min <= max, for the method and its payIn and payOut parts. */
function checkBounds(m: Pick<Method, 'amountMin' | 'amountMax' | 'feeMin' | 'feeMax' | 'payIn' | 'payOut'>) {
  assertMinMax('/amountMax', m.amountMin, m.amountMax, CATALOGUE_MESSAGES.amountMinMax, 'amountMinMax');
  assertMinMax('/feeMax', m.feeMin, m.feeMax, CATALOGUE_MESSAGES.feeMinMax, 'feeMinMax');
  for (const part of ['payIn', 'payOut'] as const) {
    const limits = m[part];
    if (!limits) continue;
    assertMinMax(`/${part}/amountMax`, limits.amountMin, limits.amountMax, CATALOGUE_MESSAGES.amountMinMax, 'amountMinMax');
    assertMinMax(`/${part}/feeMax`, limits.feeMin, limits.feeMax, CATALOGUE_MESSAGES.feeMinMax, 'feeMinMax');
  }
}

async function requireCurrency(db: Executor, id: number) {
  if (!(await repo.currencyExists(db, id))) throw notFound(CURRENCY_NOT_FOUND, 'currencyNotFound');
}

type Input = BodyOf<'POST Transaction/EditTransactionMethod'>;

/** The columns a body sets (absent fields keep their stored value). */
function columnsOf(body: Partial<Input>) {
  const limitsJson = (v: Limits | null | undefined) => (v === undefined ? undefined : v === null ? null : JSON.stringify(normalizeLimits(v)));
  return givenColumns({
    type: body.type,
    provider: body.provider,
    method: body.method,
    currency_id: body.currencyId,
    blockchain: body.blockchain,
    token: body.token,
    amount_min: body.amountMin,
    amount_max: body.amountMax,
    fee_percent: body.feePercent,
    fee_absolute: body.feeAbsolute,
    fee_min: body.feeMin,
    fee_max: body.feeMax,
    special_decimals: body.specialDecimals,
    default_decimals: body.defaultDecimals,
    rounding: body.rounding,
    additional_field: body.additionalField,
    manual_limit: body.manualLimit,
    is_enabled: givenFlag(body.isEnabled),
    sort_id: body.sortId,
    pay_in: limitsJson(body.payIn),
    pay_out: limitsJson(body.payOut),
  });
}

export async function createTransactionMethod(ctx: RequestContext, body: BodyOf<'POST Transaction/CreateTransactionMethod'>) {
  await requireCurrency(ctx.db, body.currencyId);
  const draft = {
    amountMin: body.amountMin ?? '0', amountMax: body.amountMax ?? '0', feeMin: body.feeMin ?? '0', feeMax: body.feeMax ?? '0',
    payIn: body.payIn ?? null, payOut: body.payOut ?? null,
  };
  checkBounds(draft);
  const id = await insertRow(ctx.db, 'transaction_methods', {
    type: body.type,
    provider: body.provider,
    method: body.method,
    currency_id: body.currencyId,
    amount_min: '0', amount_max: '0', fee_percent: '0', fee_absolute: '0', fee_min: '0', fee_max: '0',
    default_decimals: body.defaultDecimals ?? 8,
    sort_id: body.sortId ?? (await nextSortId(ctx.db, 'transaction_methods')),
    is_enabled: flag(body.isEnabled, 1),
    ...columnsOf(body),
  });
  return readBackAndLog(ctx, id, null, requireMethod);
}

export async function editTransactionMethod(ctx: RequestContext, body: Input) {
  const before = await requireMethod(ctx.db, body.id);
  if (body.currencyId !== undefined) await requireCurrency(ctx.db, body.currencyId);
  checkBounds({
    amountMin: body.amountMin ?? before.amountMin,
    amountMax: body.amountMax ?? before.amountMax,
    feeMin: body.feeMin ?? before.feeMin,
    feeMax: body.feeMax ?? before.feeMax,
    payIn: body.payIn === undefined ? before.payIn : body.payIn,
    payOut: body.payOut === undefined ? before.payOut : body.payOut,
  });
  const { id, ...rest } = body;
  const columns = columnsOf(rest);
  await updateRow(ctx.db, 'transaction_methods', id, columns);
  return readBackAndLog(ctx, id, before, requireMethod);
}

export async function deleteTransactionMethod(ctx: RequestContext, id: number) {
  const before = await requireMethod(ctx.db, id);
  await deleteRow(ctx.db, 'transaction_methods', id);
  await dropIcon(ctx, before.iconId);
  await ctx.audit({ targetIds: [id], before, after: null });
  return { success: true as const };
}

const methodIcon: IconHolder = { read: requireMethod, write: (db, id, iconId) => updateRow(db, 'transaction_methods', id, { icon_id: iconId }) };

export const setTransactionMethodIcon = (ctx: RequestContext, id: number, files: UploadedFile[]) => replaceIcon(ctx, methodIcon, id, files);

export const deleteTransactionMethodIcon = (ctx: RequestContext, id: number) => replaceIcon(ctx, methodIcon, id, null);
