import { LIMIT_NEEDS_AMOUNT, type LimitPeriod } from '../../../src/domain/limits.ts';
import { notFound, invalid } from '../../http/apiError.ts';
import * as repo from './limitsRepository.ts';
import { normalizeOptionalDecimal } from '../../money.ts';
import { requireUser } from './common.ts';
import { requireAdmin, type BodyOf, type RequestContext } from '../../http/operation.ts';

const CURRENCY_NOT_FOUND = 'Currency not found';

const PERIOD_ORDER: Record<string, number> = { day: 0, week: 1, month: 2, year: 3 };

/** Amounts leave as canonical decimal strings, computed and compared with Decimal only. */
function toLimit(r: repo.LimitRow) {
  return {
    id: r.id,
    userId: r.user_id,
    currencyId: r.currency_id,
    currencyTitle: r.title,
    period: r.period as LimitPeriod,
    depositLimit: normalizeOptionalDecimal(r.deposit_limit),
    withdrawalLimit: normalizeOptionalDecimal(r.withdrawal_limit),
    dateUpdated: r.date_updated,
  };
}

export async function userLimits(ctx: RequestContext, body: BodyOf<'POST v2/Transaction/GetUserTransactionLimits'>) {
  await requireUser(ctx.db, body.userId);
  const rows = await repo.findLimits(ctx.db, body.userId, { currencyId: body.currencyId });
  rows.sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : (PERIOD_ORDER[a.period] ?? 9) - (PERIOD_ORDER[b.period] ?? 9)));
  return { items: rows.map(toLimit) };
}

export type LimitBody = BodyOf<'PUT v2/Transaction/UpdateUserTransactionLimit'>;

/** Creates or replaces the limit of a user, currency and period; at least one amount is set. */
export async function setUserLimit(ctx: RequestContext, body: LimitBody) {
  const admin = requireAdmin(ctx);
  const deposit = normalizeOptionalDecimal(body.depositLimit);
  const withdrawal = normalizeOptionalDecimal(body.withdrawalLimit);
  if (deposit === null && withdrawal === null) throw invalid('/depositLimit', LIMIT_NEEDS_AMOUNT, 'limitNeedsAmount');
  await requireUser(ctx.db, body.userId);
  if (!(await repo.currencyExists(ctx.db, body.currencyId))) throw notFound(CURRENCY_NOT_FOUND, 'currencyNotFound');
  const key = { currencyId: body.currencyId, period: body.period };
  const [before] = await repo.findLimits(ctx.db, body.userId, key);
  const at = ctx.now().toISOString();
  await repo.upsertLimit(ctx.db, { userId: body.userId, currencyId: body.currencyId, period: body.period, deposit, withdrawal, adminId: admin.id, at });
  const [stored] = await repo.findLimits(ctx.db, body.userId, key);
  const after = toLimit(stored!);
  await ctx.audit({ targetIds: [body.userId], before: before ? toLimit(before) : null, after });
  return after;
}

/** Deletes the limit of one period, or of every period of the currency; 404 when there is none. */
export async function deleteUserLimit(ctx: RequestContext, body: BodyOf<'PUT v2/Transaction/DeleteUserTransactionLimit'>) {
  await requireUser(ctx.db, body.userId);
  const existing = await repo.findLimits(ctx.db, body.userId, { currencyId: body.currencyId, period: body.period || undefined });
  if (!existing.length) throw notFound('Limit not found', 'limitNotFound');
  await repo.deleteLimits(ctx.db, existing.map((r) => r.id));
  await ctx.audit({ targetIds: [body.userId], before: existing.map(toLimit), after: null });
  return { success: true as const, affected: existing.length };
}
