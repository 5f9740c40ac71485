import type { Insertable } from 'kysely';
import { DEFAULT_APPROVAL_POLICY } from '../../../src/domain/approvals.ts';
import { approvalHoldRef } from '../../core/approvals.ts';
import { usdValue } from '../../core/pricing.ts';
import { Decimal } from '../../money.ts';
import { holdForApproval } from '../../modules/ledger/service.ts';
import type { Db } from '../database.ts';
import type { ApprovalRequestsTable } from '../schema.ts';

const HOUR = 3600_000;

/**
 * Four-eyes approval (issue 29): a few requests for the Approvals screen, all made by admin@demo.local
 * so super@demo.local can decide them: a pending 50,000 USDT admin deposit, a pending BTC withdrawal
 * whose amount is held on the user's balance, a pending status change of arbitrator2, and two decided
 * ones (rejected, expired) for the Decided tab. The policy itself is left to the default (no row).
 */
export async function seedApprovals(db: Db, now: Date) {
  const k = db.kysely;
  const admin = await k.selectFrom('admins').select('id').where('email', '=', 'admin@demo.local').executeTakeFirst();
  const superAdmin = await k.selectFrom('admins').select('id').where('email', '=', 'super@demo.local').executeTakeFirst();
  const arbitrator2 = await k.selectFrom('admins').select(['id', 'admin_status']).where('email', '=', 'arbitrator2@demo.local').executeTakeFirst();
  const usdt = await k.selectFrom('currencies').select(['id', 'title']).where('title', '=', 'USDT').executeTakeFirst();
  const btc = await k.selectFrom('currencies').select(['id', 'title']).where('title', '=', 'BTC').executeTakeFirst();
  const firstUser = await k.selectFrom('users').select('id').where('is_deleted', '=', 0).orderBy('id').executeTakeFirst();
  if (!admin || !superAdmin || !arbitrator2 || !usdt || !btc || !firstUser) return { approvals: 0 };
  // the richest BTC holder gives the withdrawal something to hold
  const holder = await k.selectFrom('balances').select(['user_id', 'available']).where('currency_id', '=', btc.id).orderBy('available', 'desc').executeTakeFirst();
  const threshold = (action: string) => DEFAULT_APPROVAL_POLICY.rules.find((r) => r.action === action)!.thresholdUsd;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();
  const expires = (hoursAgo: number) => new Date(now.getTime() + (DEFAULT_APPROVAL_POLICY.expiryHours - hoursAgo) * HOUR).toISOString();
  const base = { maker_id: admin.id, checker_id: null, decision_comment: null, failure_reason: null, failure_message: null, result: null, decided_at: null, hold_amount: null, target_id: null };
  const money = (amount: string, title: string) => {
    const usd = usdValue(amount, title);
    return { amount, amount_usd: usd.toFixed(), amount_usd_sort: usd.toNumber() };
  };

  const rows: Insertable<ApprovalRequestsTable>[] = [
    {
      ...base, action: 'adminDeposit', operation_id: 'POST Transaction/AdminDeposit', status: 'pending',
      parameters: JSON.stringify({ body: { userId: firstUser.id, currencyId: usdt.id, amount: '50000', comment: 'OTC settlement, ticket #4411' }, params: {}, query: {} }),
      user_id: firstUser.id, currency_id: usdt.id, ...money('50000', usdt.title), threshold_usd: threshold('adminDeposit'),
      maker_comment: 'OTC settlement, ticket #4411', before_state: JSON.stringify({ balance: '0', available: '0', currencyId: usdt.id }),
      created_at: at(2), expires_at: expires(2),
    },
    {
      ...base, action: 'changeAdminStatus', operation_id: 'PUT User/ChangeAdminStatus', status: 'pending',
      parameters: JSON.stringify({ body: null, params: {}, query: { AdminId: arbitrator2.id, AdminStatus: 2 } }),
      target_id: arbitrator2.id, user_id: null, currency_id: null, amount: null, amount_usd: null, amount_usd_sort: null, threshold_usd: threshold('changeAdminStatus'),
      maker_comment: null, before_state: JSON.stringify({ adminStatus: arbitrator2.admin_status }), created_at: at(5), expires_at: expires(5),
    },
    {
      ...base, action: 'adminDeposit', operation_id: 'POST Transaction/AdminDeposit', status: 'rejected', checker_id: superAdmin.id,
      parameters: JSON.stringify({ body: { userId: firstUser.id, currencyId: usdt.id, amount: '120000' }, params: {}, query: {} }),
      user_id: firstUser.id, currency_id: usdt.id, ...money('120000', usdt.title), threshold_usd: threshold('adminDeposit'),
      maker_comment: 'Bonus campaign', decision_comment: 'No such campaign was approved', before_state: JSON.stringify({ balance: '0', available: '0', currencyId: usdt.id }),
      created_at: at(30), expires_at: expires(30), decided_at: at(28),
    },
    {
      ...base, action: 'adminDeposit', operation_id: 'POST Transaction/AdminDeposit', status: 'expired',
      parameters: JSON.stringify({ body: { userId: firstUser.id, currencyId: usdt.id, amount: '15000' }, params: {}, query: {} }),
      user_id: firstUser.id, currency_id: usdt.id, ...money('15000', usdt.title), threshold_usd: threshold('adminDeposit'),
      maker_comment: null, before_state: JSON.stringify({ balance: '0', available: '0', currencyId: usdt.id }),
      created_at: at(50), expires_at: expires(50), decided_at: expires(50),
    },
  ];
  for (const row of rows) await k.insertInto('approval_requests').values(row).execute();

  let count = rows.length;
  if (holder && new Decimal(holder.available).greaterThanOrEqualTo('0.2')) {
    const amount = '0.2';
    const created = at(1);
    const { id } = await k
      .insertInto('approval_requests')
      .values({
        ...base, action: 'adminWithdrawal', operation_id: 'POST Transaction/AdminWithdrawal', status: 'pending',
        parameters: JSON.stringify({ body: { userId: holder.user_id, currencyId: btc.id, amount, comment: 'Court order 77/2026' }, params: {}, query: {} }),
        user_id: holder.user_id, currency_id: btc.id, ...money(amount, btc.title), threshold_usd: threshold('adminWithdrawal'), hold_amount: amount,
        maker_comment: 'Court order 77/2026', before_state: JSON.stringify({ available: new Decimal(holder.available).toFixed(), currencyId: btc.id }),
        created_at: created, expires_at: expires(1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await holdForApproval(k, { userId: holder.user_id, currencyId: btc.id, amount, at: created, adminId: admin.id, ref: approvalHoldRef(id) });
    count++;
  }
  return { approvals: count };
}
