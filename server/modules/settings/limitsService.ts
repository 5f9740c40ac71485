import { guardAction } from '../../core/approvals.ts';
import { PLATFORM_LIMIT_FIELDS, platformLimitProblem, type PlatformLimitField } from '../../../src/domain/platformLimits.ts';
import { invalid, notFound } from '../../http/apiError.ts';
import { requireAdmin, type BodyOf, type RequestContext } from '../../http/operation.ts';
import { normalizeDecimal, normalizeOptionalDecimal } from '../../money.ts';
import * as repo from './repository.ts';

const LEVEL_ORDER: Record<string, number> = { notVerified: 0, verified: 1, vip: 2, individual: 3 };
const COLUMN: Record<PlatformLimitField, 'min_amount' | 'max_amount' | 'daily_limit' | 'monthly_limit'> = {
  minAmount: 'min_amount',
  maxAmount: 'max_amount',
  dailyLimit: 'daily_limit',
  monthlyLimit: 'monthly_limit',
};


function toLimit(r: repo.LimitRow) {
  return {
    id: r.id,
    currencyId: r.currency_id,
    currencyTitle: r.title,
    verificationLevel: r.verification_level,
    operationType: r.operation_type,
    minAmount: normalizeOptionalDecimal(r.min_amount),
    maxAmount: normalizeOptionalDecimal(r.max_amount),
    dailyLimit: normalizeOptionalDecimal(r.daily_limit),
    monthlyLimit: normalizeOptionalDecimal(r.monthly_limit),
    dateUpdated: r.date_updated,
  };
}

/** Every platform limit (or those of one currency or level), by currency, level, then deposit before withdrawal. */
export async function listLimits(ctx: RequestContext, body: BodyOf<'POST v2/Transaction/GetTransactionLimits'>) {
  const rows = await repo.findLimits(ctx.db, { currencyId: body.currencyId, verificationLevel: body.verificationLevel });
  rows.sort(
    (a, b) =>
      (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) ||
      (LEVEL_ORDER[a.verification_level] ?? 9) - (LEVEL_ORDER[b.verification_level] ?? 9) ||
      a.operation_type.localeCompare(b.operation_type),
  );
  return { items: rows.map(toLimit) };
}

/**
 * Creates or replaces the limit of a currency, level and operation: no amount may equal zero
 * ('Limits can not equals zero'), the maximum may not be below the minimum, at least one is set.
 */
export async function setLimit(ctx: RequestContext, body: BodyOf<'PUT v2/Transaction/UpdateTransactionLimit'>) {
  const admin = requireAdmin(ctx);
  const problem = platformLimitProblem(body);
  if (problem) throw invalid(`/${problem.field}`, problem.message, problem.reason);
  if (!(await repo.currencyExists(ctx.db, body.currencyId))) throw notFound('Currency not found', 'currencyNotFound');
  const key = { currencyId: body.currencyId, verificationLevel: body.verificationLevel, operationType: body.operationType };
  const [before] = await repo.findLimits(ctx.db, key);
  const amounts = Object.fromEntries(PLATFORM_LIMIT_FIELDS.map((f) => [COLUMN[f], body[f] == null || body[f] === '' ? null : normalizeDecimal(body[f])])) as Record<
    (typeof COLUMN)[PlatformLimitField],
    string | null
  >;
  // Four-eyes policy (issue 29): a platform limit changes only with a second admin when the policy says so.
  const held = await guardAction(ctx, { parameters: { body }, targetId: before?.id ?? null, currencyId: body.currencyId, before: before ? toLimit(before) : null });
  if (held) return held;
  await repo.upsertLimit(ctx.db, {
    currency_id: body.currencyId,
    verification_level: body.verificationLevel,
    operation_type: body.operationType,
    ...amounts,
    admin_id: admin.id,
    date_updated: ctx.now().toISOString(),
  });
  const [stored] = await repo.findLimits(ctx.db, key);
  const after = toLimit(stored!);
  await ctx.audit({ targetIds: [after.id], before: before ? toLimit(before) : null, after });
  return after;
}

export async function deleteLimit(ctx: RequestContext, body: BodyOf<'PUT v2/Transaction/DeleteTransactionLimit'>) {
  const [existing] = await repo.findLimits(ctx.db, { id: body.id });
  if (!existing) throw notFound('Limit not found', 'limitNotFound');
  const held = await guardAction(ctx, { parameters: { body }, targetId: body.id, currencyId: existing.currency_id, before: toLimit(existing) });
  if (held) return held;
  await repo.deleteLimit(ctx.db, body.id);
  await ctx.audit({ targetIds: [body.id], before: toLimit(existing), after: null });
  return { success: true as const };
}
