import { LIMIT_NEEDS_AMOUNT, type LimitPeriod } from '../../../src/domain/limits.ts';
import { notFound } from '../../http/apiError.ts';
import type { RequestContext } from '../../http/operation.ts';
import type { Executor } from '../../db/database.ts';
import { normalizeDecimal } from '../../money.ts';
import { invalid, requireAdmin, requireUser } from './common.ts';

const CURRENCY_NOT_FOUND = 'Currency not found';

function limitsQuery(db: Executor, userId: number) {
  return db
    .selectFrom('user_transaction_limits as l')
    .innerJoin('currencies as c', 'c.id', 'l.currency_id')
    .select(['l.id', 'l.user_id', 'l.currency_id', 'c.title', 'l.period', 'l.deposit_limit', 'l.withdrawal_limit', 'l.date_updated'])
    .where('l.user_id', '=', userId);
}

type LimitRow = Awaited<ReturnType<ReturnType<typeof limitsQuery>['execute']>>[number];

const PERIOD_ORDER: Record<string, number> = { day: 0, week: 1, month: 2, year: 3 };

/** Amounts leave as canonical decimal strings, computed and compared with Decimal only. */
function toLimit(r: LimitRow) {
  return {
    id: r.id,
    userId: r.user_id,
    currencyId: r.currency_id,
    currencyTitle: r.title,
    period: r.period as LimitPeriod,
    depositLimit: r.deposit_limit === null ? null : normalizeDecimal(r.deposit_limit),
    withdrawalLimit: r.withdrawal_limit === null ? null : normalizeDecimal(r.withdrawal_limit),
    dateUpdated: r.date_updated,
  };
}

export async function userLimits(ctx: RequestContext, body: { userId: number; currencyId?: number }) {
  await requireUser(ctx.db, body.userId);
  let query = limitsQuery(ctx.db, body.userId);
  if (body.currencyId !== undefined) query = query.where('l.currency_id', '=', body.currencyId);
  const rows = await query.execute();
  rows.sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : (PERIOD_ORDER[a.period] ?? 9) - (PERIOD_ORDER[b.period] ?? 9)));
  return { items: rows.map(toLimit) };
}

export interface LimitBody {
  userId: number;
  currencyId: number;
  period: LimitPeriod;
  depositLimit?: string | null;
  withdrawalLimit?: string | null;
}

/** Creates or replaces the limit of a user, currency and period; at least one amount is set. */
export async function setUserLimit(ctx: RequestContext, body: LimitBody) {
  const admin = requireAdmin(ctx);
  const deposit = body.depositLimit == null ? null : normalizeDecimal(body.depositLimit);
  const withdrawal = body.withdrawalLimit == null ? null : normalizeDecimal(body.withdrawalLimit);
  if (deposit === null && withdrawal === null) throw invalid('/depositLimit', LIMIT_NEEDS_AMOUNT, 'limitNeedsAmount');
  await requireUser(ctx.db, body.userId);
  const currency = await ctx.db.selectFrom('currencies').select('id').where('id', '=', body.currencyId).executeTakeFirst();
  if (!currency) throw notFound(CURRENCY_NOT_FOUND);
  const key = (q: ReturnType<typeof limitsQuery>) => q.where('l.currency_id', '=', body.currencyId).where('l.period', '=', body.period);
  const before = await key(limitsQuery(ctx.db, body.userId)).executeTakeFirst();
  const at = ctx.now().toISOString();
  await ctx.db
    .insertInto('user_transaction_limits')
    .values({ user_id: body.userId, currency_id: body.currencyId, period: body.period, deposit_limit: deposit, withdrawal_limit: withdrawal, admin_id: admin.id, date_updated: at })
    .onConflict((oc) =>
      oc.columns(['user_id', 'currency_id', 'period']).doUpdateSet({ deposit_limit: deposit, withdrawal_limit: withdrawal, admin_id: admin.id, date_updated: at }),
    )
    .execute();
  const after = toLimit((await key(limitsQuery(ctx.db, body.userId)).executeTakeFirstOrThrow()));
  await ctx.audit({ targetIds: [body.userId], before: before ? toLimit(before) : null, after });
  return after;
}

/** Deletes the limit of one period, or of every period of the currency; 404 when there is none. */
export async function deleteUserLimit(ctx: RequestContext, body: { userId: number; currencyId: number; period?: LimitPeriod }) {
  await requireUser(ctx.db, body.userId);
  let query = limitsQuery(ctx.db, body.userId).where('l.currency_id', '=', body.currencyId);
  if (body.period) query = query.where('l.period', '=', body.period);
  const existing = await query.execute();
  if (!existing.length) throw notFound('Limit not found');
  await ctx.db.deleteFrom('user_transaction_limits').where('id', 'in', existing.map((r) => r.id)).execute();
  await ctx.audit({ targetIds: [body.userId], before: existing.map(toLimit), after: null });
  return { success: true as const, affected: existing.length };
}
