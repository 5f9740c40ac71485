/**
 * The seed's daily staking incomes, as accrueIncome credits them one by one, worked out in memory
 * (ledgerBook.ts) and written in batches: the log rows accrueIncome would write, in its order.
 */
import type { Insertable } from 'kysely';
import type { Database } from '../schema.ts';
import type { Executor } from '../database.ts';
import { LedgerEntryType } from '../../modules/ledger/service.ts';
import { INSERT_BATCH, openLedgerBook } from './ledgerBook.ts';
import * as stakingRepo from '../../modules/referral-staking/stakingRepository.ts';
import { dailyIncome, stakingSwitchedOn, STAKING_REWARDS_ACCOUNT, STAKING_TAX_ACCOUNT, tierFor } from '../../modules/referral-staking/stakingService.ts';

export interface Accrual {
  userId: number;
  currencyId: number;
  at: Date;
}

/** Credits the accruals in order, as accrueIncome one after another would. */
export async function accrueIncomes(db: Executor, accruals: Accrual[]) {
  if (!accruals.length) return;
  const userIds = [...new Set(accruals.map((a) => a.userId))];
  const currencyIds = [...new Set(accruals.map((a) => a.currencyId))];
  const decimals = new Map((await stakingRepo.currencies(db)).map((c) => [c.id, Math.min(c.decimals, 8)]));
  const settings = new Map<number, Awaited<ReturnType<typeof stakingRepo.listSettings>>>();
  for (const id of currencyIds) settings.set(id, await stakingRepo.listSettings(db, { onlyEnabled: true, currencyId: id }));
  const switches = new Map<number, { currency_id: number; is_enabled: number }[]>(userIds.map((id) => [id, []]));
  for (const row of await db.selectFrom('user_staking').select(['user_id', 'currency_id', 'is_enabled']).where('user_id', 'in', userIds).execute()) switches.get(row.user_id)!.push(row);

  const book = await openLedgerBook(db, { userIds, currencyIds, accounts: [STAKING_REWARDS_ACCOUNT, STAKING_TAX_ACCOUNT] });
  const logs: Insertable<Database['staking_logs']>[] = [];

  for (const { userId, currencyId, at: date } of accruals) {
    if (!stakingSwitchedOn(switches.get(userId)!, currencyId)) continue;
    const balance = book.available(userId, currencyId);
    const tier = tierFor(settings.get(currencyId)!, balance, date);
    if (!tier) continue;
    const income = dailyIncome(balance, tier, decimals.get(currencyId) ?? 8);
    if (income.net.lte(0)) continue;
    const ctx = { currencyId, at: date.toISOString(), ref: `staking:${tier.id}` };
    const credited = tier.tax_mode === 'balance' ? income.gross : income.net;
    book.move(ctx, [
      { entryType: LedgerEntryType.StakingIncome, userId, amount: credited },
      { entryType: LedgerEntryType.StakingIncome, userId: null, platformAccount: STAKING_REWARDS_ACCOUNT, amount: credited.neg() },
    ]);
    if (tier.tax_mode === 'balance' && income.tax.gt(0)) {
      book.move(ctx, [
        { entryType: LedgerEntryType.StakingTax, userId, amount: income.tax.neg() },
        { entryType: LedgerEntryType.StakingTax, userId: null, platformAccount: STAKING_TAX_ACCOUNT, amount: income.tax },
      ]);
    }
    logs.push({ user_id: userId, currency_id: currencyId, log_type: 'income', settings_id: tier.id, previous_percent: null, amount: income.net.toFixed(), percent: income.percent.toFixed(), admin_id: null, date_created: ctx.at });
  }

  await book.write();
  for (let i = 0; i < logs.length; i += INSERT_BATCH) await db.insertInto('staking_logs').values(logs.slice(i, i + INSERT_BATCH)).execute();
}
