/**
 * Merchant fees: the general fee (service merchant 0) and each service merchant's own, per
 * currency, method and provider, with a deposit and a withdrawal part (absolute, percent, min,
 * max). Setting a part replaces it; removing one clears it, and a fee with no part left is gone.
 */
import { impossible, invalid, notFound } from '../../http/apiError.ts';
import { requireAdmin, type BodyOf, type QueryOf, type RequestContext } from '../../http/operation.ts';
import { Decimal, normalizeDecimal } from '../../money.ts';
import * as repo from './feeRepository.ts';

export const FEE_NOT_FOUND = 'Merchant fee not found';
export const REQUIRED_EMPTY = 'Required fields are empty!';
export const MAX_BELOW_MIN = "Maximum limit can't be less than minimum amount";
export const NEGATIVE_PART = 'must not be negative';
export const PERCENT_OVER_100 = 'must not be more than 100';
export const PROVIDER_NOT_FOUND = 'Provider not found';
export const CURRENCY_NOT_FOUND = 'Currency not found';

type Part = 'deposit' | 'withdrawal';
type FeeParts = NonNullable<BodyOf<'POST v2/Merchant/fee/{serviceMerchantId}'>['deposit']>;
type FeeRow = Awaited<ReturnType<typeof repo.listFees>>[number];

const ZERO_PARTS = { absolute: '0', percent: '0', min: '0', max: '0' };

function partOf(row: repo.FeePartColumns, part: Part) {
  const absolute = row[`${part}_absolute`];
  if (absolute === null) return null;
  return {
    absolute: normalizeDecimal(absolute),
    percent: normalizeDecimal(row[`${part}_percent`] ?? '0'),
    min: normalizeDecimal(row[`${part}_min`] ?? '0'),
    max: normalizeDecimal(row[`${part}_max`] ?? '0'),
  };
}

function toFee(r: FeeRow) {
  return {
    currencyId: r.currency_id,
    currency: r.currency,
    method: r.method,
    provider: r.provider,
    serviceMerchantId: r.service_merchant_id === repo.GENERAL_FEE ? null : r.service_merchant_id,
    // A part not set reads as zeros (no fee).
    deposit: partOf(r, 'deposit') ?? ZERO_PARTS,
    withdrawal: partOf(r, 'withdrawal') ?? ZERO_PARTS,
  };
}

/** GET v2/Merchant/fee: ignoreIndividual keeps only the general fees; serviceMerchantId one merchant's. */
export async function listFees(ctx: RequestContext, q: QueryOf<'GET v2/Merchant/fee'>) {
  const filter = { serviceMerchantId: q.ignoreIndividual ? repo.GENERAL_FEE : q.serviceMerchantId };
  const [rows, total] = await Promise.all([repo.listFees(ctx.db, filter, q), repo.countFees(ctx.db, filter)]);
  return { items: rows.map(toFee), total };
}

function checkParts(part: Part, p: FeeParts) {
  const values = { absolute: new Decimal(p.absolute), percent: new Decimal(p.percent), min: new Decimal(p.min), max: new Decimal(p.max) };
  for (const [field, value] of Object.entries(values)) if (value.isNegative()) throw invalid(`/${part}/${field}`, NEGATIVE_PART, 'mustNotBeNegative');
  if (values.percent.greaterThan(100)) throw invalid(`/${part}/percent`, PERCENT_OVER_100, 'percentOver100');
  // A max of 0 means no maximum.
  if (!values.max.isZero() && values.max.lessThan(values.min)) throw invalid(`/${part}/max`, MAX_BELOW_MIN, 'maxBelowMin');
  return {
    [`${part}_absolute`]: values.absolute.toFixed(),
    [`${part}_percent`]: values.percent.toFixed(),
    [`${part}_min`]: values.min.toFixed(),
    [`${part}_max`]: values.max.toFixed(),
  };
}

export async function setFee(ctx: RequestContext, serviceMerchantId: number, body: BodyOf<'POST v2/Merchant/fee/{serviceMerchantId}'>) {
  const admin = requireAdmin(ctx);
  const method = body.method.trim();
  const provider = body.provider.trim();
  if (!method || !provider || (!body.deposit && !body.withdrawal)) throw invalid('', REQUIRED_EMPTY, 'requiredFieldsEmpty');
  const parts = { ...(body.deposit ? checkParts('deposit', body.deposit) : {}), ...(body.withdrawal ? checkParts('withdrawal', body.withdrawal) : {}) };
  if (!(await repo.currencyById(ctx.db, body.currencyId))) throw notFound(CURRENCY_NOT_FOUND, 'currencyNotFound');
  if (!(await repo.providerByName(ctx.db, provider))) throw notFound(PROVIDER_NOT_FOUND, 'providerNotFound');
  const key = { serviceMerchantId, currencyId: body.currencyId, method, provider };
  const before = await repo.findFee(ctx.db, key);
  await repo.upsertFee(ctx.db, key, parts, admin.id, ctx.now().toISOString());
  await ctx.audit({
    targetIds: [serviceMerchantId],
    before: before ? { deposit: partOf(before, 'deposit'), withdrawal: partOf(before, 'withdrawal') } : null,
    after: { ...key, deposit: body.deposit ?? (before ? partOf(before, 'deposit') : null), withdrawal: body.withdrawal ?? (before ? partOf(before, 'withdrawal') : null) },
  });
  return { success: true };
}

export async function removeFee(ctx: RequestContext, body: BodyOf<'PUT v2/fee/remove'>) {
  const admin = requireAdmin(ctx);
  const currency = await repo.currencyByTitle(ctx.db, body.currency);
  if (!currency) throw notFound(CURRENCY_NOT_FOUND, 'currencyNotFound');
  const key = { serviceMerchantId: body.serviceMerchantId ?? repo.GENERAL_FEE, currencyId: currency.id, method: body.Method.trim(), provider: body.Provider.trim() };
  const fee = await repo.findFee(ctx.db, key);
  if (!fee) throw notFound(FEE_NOT_FOUND, 'merchantFeeNotFound');
  const part: Part = body.deposit ? 'deposit' : 'withdrawal';
  const other: Part = body.deposit ? 'withdrawal' : 'deposit';
  const removed = partOf(fee, part);
  if (!removed) throw impossible(`The ${part} fee is not set`, part === 'deposit' ? 'depositFeeNotSet' : 'withdrawalFeeNotSet');
  if (partOf(fee, other)) {
    await repo.setFeeParts(ctx.db, fee.id, { [`${part}_absolute`]: null, [`${part}_percent`]: null, [`${part}_min`]: null, [`${part}_max`]: null }, admin.id, ctx.now().toISOString());
  } else {
    await repo.deleteFee(ctx.db, fee.id);
  }
  await ctx.audit({ targetIds: [key.serviceMerchantId], before: { ...key, [part]: removed }, after: { ...key, [part]: null } });
  return { success: true };
}

export async function listProviders(ctx: RequestContext) {
  return { items: await repo.providers(ctx.db) };
}

export async function listCurrencies(ctx: RequestContext) {
  return { items: await repo.currencies(ctx.db) };
}
