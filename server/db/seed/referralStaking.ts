/**
 * Referral programs and staking demo data (issue 13b). Programs with four fee levels, members on
 * every level and incomes paid through the ledger (as the server pays them), then a few programs
 * blocked or disabled; staking tiers for the main crypto currencies with their add and
 * percent-change log rows, users with staking switched off, and daily incomes credited through
 * the ledger: a year of them for the first stakers, the last two weeks for the rest.
 */
import { REFERRAL_INCOME_TYPES } from '../../../src/domain/referralStaking.ts';
import { Decimal } from '../../money.ts';
import type { Insertable } from 'kysely';
import { convert } from '../../core/pricing.ts';
import { deposit, LedgerEntryType } from '../../modules/ledger/service.ts';
import { DEFAULT_REFERRAL_LEVELS, REFERRAL_EQUIVALENT, REFERRAL_PAYOUT_ACCOUNT } from '../../modules/referral-staking/referralService.ts';
import type { Db } from '../database.ts';
import type { Database } from '../schema.ts';
import { INSERT_BATCH, openLedgerBook } from './ledgerBook.ts';
import { createRandom } from './random.ts';
import { accrueIncomes, type Accrual } from './stakingIncomes.ts';

export interface ReferralStakingSeedOptions {
  users: number;
  now: Date;
  seed: number;
}

const DAY = 86_400_000;
/** Days of staking incomes the first stakers have (the statistics' staking charts cover a year). */
const STAKING_HISTORY_DAYS = 365;
const LONG_STAKERS = 4;
/** Staking tiers: [currency, balance from, percent per day, max percent per day, tax percent, tax mode]. */
const TIERS: [string, string, string, string, string, 'income' | 'balance'][] = [
  ['USDT', '10', '0.03', '0.05', '10', 'income'],
  ['USDT', '1000', '0.05', '0.08', '10', 'income'],
  ['BTC', '0.001', '0.01', '0.02', '5', 'balance'],
  ['ETH', '0.01', '0.02', '0.03', '5', 'income'],
  ['TRX', '100', '0.04', '0.06', '0', 'income'],
];
const BASE_FEES: Record<string, [number, number]> = { USDT: [0.5, 40], BTC: [0.00001, 0.0005], ETH: [0.0001, 0.01], TRX: [2, 150] };

export async function seedReferralStaking(db: Db, options: ReferralStakingSeedOptions) {
  const { users, now } = options;
  if (users < 10) return { programs: 0 };
  const rnd = createRandom(options.seed ^ 0x13b);
  const userIds = (await db.kysely.selectFrom('users').select('id').where('is_deleted', '=', 0).orderBy('id').limit(Math.min(users, 5000)).execute()).map((u) => u.id);
  const currencies = new Map((await db.kysely.selectFrom('currencies').select(['id', 'title', 'decimals']).execute()).map((c) => [c.title, c]));
  const programCount = Math.max(3, Math.min(120, Math.floor(userIds.length / 25)));
  const owners = userIds.slice(0, programCount);
  const pool = userIds.slice(programCount);
  const incomeTitles = Object.keys(BASE_FEES).filter((t) => currencies.has(t));

  await db.kysely.transaction().execute(async (trx) => {
    const programIds: number[] = [];
    /** What payReferralIncome reads of a program, kept here (levels in level order). */
    const programs: { ownerId: number; levels: { buy: string; sell: string; p2p: string; trade: string; staking: string }[]; incomeSum: Decimal; paid: boolean }[] = [];
    for (const [i, ownerId] of owners.entries()) {
      const referralId = 100_000 + ownerId * 7 + i;
      const created = new Date(now.getTime() - (programCount - i) * 2 * DAY - rnd.int(0, DAY)).toISOString();
      const program = await trx
        .insertInto('referral_programs')
        .values({ referral_id: referralId, user_id: ownerId, link: `https://exchange.example/register?r=${referralId}`, is_active: 1, is_blocked: 0, users_count: 0, income_sum: '0', date_created: created })
        .returning('id')
        .executeTakeFirstOrThrow();
      programIds.push(program.id);
      // Most programs keep the platform's defaults; every fifth has its own, higher first level.
      const boost = i % 5 === 0 ? rnd.int(1, 10) : 0;
      const levels = DEFAULT_REFERRAL_LEVELS.map((l) => ({ program_id: program.id, level: l.level, buy: new Decimal(l.buy).plus(l.level === 1 ? boost : 0).toFixed(), sell: l.sell, p2p: l.p2p, trade: l.trade, staking: l.staking }));
      await trx.insertInto('referral_levels').values(levels).execute();
      programs.push({ ownerId, levels, incomeSum: new Decimal(0), paid: false });
    }
    // Members: each program gets a handful, on every level; a user joins at most one program.
    let next = 0;
    const members: { userId: number; programId: number; level: number }[] = [];
    for (const [i, programId] of programIds.entries()) {
      const count = i === 0 ? 30 : rnd.int(0, 12);
      const rows = [];
      for (let k = 0; k < count && next < pool.length; k++, next++) {
        const userId = pool[next]!;
        rows.push({ user_id: userId, program_id: programId, level: (k % 4) + 1, date_created: new Date(now.getTime() - rnd.int(1, 90) * DAY).toISOString() });
        members.push({ userId, programId, level: (k % 4) + 1 });
      }
      if (rows.length) {
        await trx.insertInto('referral_members').values(rows).execute();
        await trx.updateTable('referral_programs').set({ users_count: rows.length }).where('id', '=', programId).execute();
      }
    }
    // Incomes, paid as payReferralIncome pays them (through the ledger), worked out in memory and
    // written at once (ledgerBook.ts); oldest first so the list reads as history.
    const incomeCount = Math.min(members.length * 3, 900);
    const book = await openLedgerBook(trx, { userIds: owners, currencyIds: incomeTitles.map((t) => currencies.get(t)!.id), accounts: [REFERRAL_PAYOUT_ACCOUNT] });
    const incomes: Insertable<Database['referral_incomes']>[] = [];
    for (let k = 0; k < incomeCount && members.length && incomeTitles.length; k++) {
      const member = members[rnd.int(0, members.length - 1)]!;
      const title = rnd.pick(incomeTitles);
      const [min, max] = BASE_FEES[title]!;
      const currency = currencies.get(title)!;
      const base = new Decimal(min + rnd.next() * (max - min)).toDecimalPlaces(Math.min(currency.decimals, 8), Decimal.ROUND_DOWN);
      const at = new Date(now.getTime() - Math.round(((incomeCount - k) / incomeCount) * 60 * DAY)).toISOString();
      const incomeType = rnd.pick(REFERRAL_INCOME_TYPES);
      const program = programs[programIds.indexOf(member.programId)]!;
      const amount = base.times(program.levels[member.level - 1]![incomeType]).dividedBy(100).toDecimalPlaces(currency.decimals, Decimal.ROUND_DOWN);
      if (amount.lte(0)) continue;
      book.move({ currencyId: currency.id, at, ref: `ref:${member.programId}` }, [
        { entryType: LedgerEntryType.ReferralIncome, userId: program.ownerId, amount },
        { entryType: LedgerEntryType.ReferralIncome, userId: null, platformAccount: REFERRAL_PAYOUT_ACCOUNT, amount: amount.neg() },
      ]);
      incomes.push({ program_id: member.programId, user_id: program.ownerId, referral_user_id: member.userId, level: member.level, income_type: incomeType, currency_id: currency.id, amount: amount.toFixed(), date_created: at });
      program.incomeSum = program.incomeSum.plus(convert(amount, title, REFERRAL_EQUIVALENT)).toDecimalPlaces(8);
      program.paid = true;
    }
    await book.write();
    for (let i = 0; i < incomes.length; i += INSERT_BATCH) await trx.insertInto('referral_incomes').values(incomes.slice(i, i + INSERT_BATCH)).execute();
    for (const [i, program] of programs.entries()) {
      if (program.paid) await trx.updateTable('referral_programs').set({ income_sum: program.incomeSum.toFixed() }).where('id', '=', programIds[i]!).execute();
    }
    // Then a few programs blocked, and a few disabled.
    for (const [i, programId] of programIds.entries()) {
      if (i > 0 && i % 9 === 4) await trx.updateTable('referral_programs').set({ is_blocked: 1, is_active: 0 }).where('id', '=', programId).execute();
      else if (i > 0 && i % 7 === 3) await trx.updateTable('referral_programs').set({ is_active: 0 }).where('id', '=', programId).execute();
    }

    // Staking tiers, each added a year ago with its log row (the statistics' year of staking rewards
    // comes from the incomes below); USDT's first tier had its percent raised once.
    const begin = new Date(now.getTime() - (STAKING_HISTORY_DAYS + 1) * DAY);
    for (const [title, balanceFrom, percent, max, tax, mode] of TIERS) {
      const currency = currencies.get(title);
      if (!currency) continue;
      const first = title === 'USDT' && balanceFrom === '10';
      const base = { currency_id: currency.id, balance_from: balanceFrom, tax_percent: tax, consider_tax: tax === '0' ? 0 : 1, begin_time: begin.toISOString(), max_percent_per_day: max, tax_mode: mode };
      const added = await trx.insertInto('staking_settings').values({ ...base, percent_per_day: first ? '0.02' : percent, is_enabled: first ? 0 : 1, date_created: begin.toISOString(), date_removed: first ? new Date(begin.getTime() + 10 * DAY).toISOString() : null }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('staking_logs').values({ user_id: null, currency_id: currency.id, log_type: 'settingsAdd', settings_id: added.id, previous_percent: null, amount: null, percent: first ? '0.02' : percent, admin_id: 1, date_created: begin.toISOString() }).execute();
      if (first) {
        const at = new Date(begin.getTime() + 10 * DAY).toISOString();
        const raised = await trx.insertInto('staking_settings').values({ ...base, percent_per_day: percent, is_enabled: 1, date_created: at, date_removed: null }).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('staking_logs').values({ user_id: null, currency_id: currency.id, log_type: 'percentChange', settings_id: raised.id, previous_percent: '0.02', amount: null, percent, admin_id: 1, date_created: at }).execute();
      }
    }
    // A removed tier, so the list and the log show one.
    const ton = currencies.get('TON');
    if (ton) {
      const at = new Date(now.getTime() - 30 * DAY).toISOString();
      const removed = await trx.insertInto('staking_settings').values({ currency_id: ton.id, balance_from: '1', percent_per_day: '0.05', tax_percent: '0', consider_tax: 0, begin_time: begin.toISOString(), max_percent_per_day: '0.05', tax_mode: 'income', is_enabled: 0, date_created: begin.toISOString(), date_removed: at }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('staking_logs').values([
        { user_id: null, currency_id: ton.id, log_type: 'settingsAdd', settings_id: removed.id, previous_percent: null, amount: null, percent: '0.05', admin_id: 1, date_created: begin.toISOString() },
        { user_id: null, currency_id: ton.id, log_type: 'settingsRemove', settings_id: removed.id, previous_percent: null, amount: null, percent: '0.05', admin_id: 1, date_created: at },
      ]).execute();
    }
    // Stakers: users with a staked deposit; some switched off; daily incomes for the last 14 days.
    const stakers = userIds.slice(programCount, programCount + Math.min(60, Math.floor(userIds.length / 10)));
    const stakingTitles = ['USDT', 'BTC', 'ETH', 'TRX'].filter((t) => currencies.has(t));
    for (const [i, userId] of stakers.entries()) {
      const title = stakingTitles[i % stakingTitles.length]!;
      const currency = currencies.get(title)!;
      const amount = title === 'USDT' ? rnd.int(20, 5000) : title === 'BTC' ? rnd.int(2, 90) / 1000 : title === 'ETH' ? rnd.int(2, 300) / 100 : rnd.int(150, 20000);
      const since = i < LONG_STAKERS ? STAKING_HISTORY_DAYS + 1 : 20;
      await deposit(trx, userId, currency.id, new Decimal(amount).toFixed(), new Date(now.getTime() - since * DAY).toISOString());
      if (i % 11 === 5) {
        const at = new Date(now.getTime() - 5 * DAY).toISOString();
        await trx.insertInto('user_staking').values({ user_id: userId, currency_id: 0, is_enabled: 0, date_updated: at }).execute();
        await trx.insertInto('staking_logs').values({ user_id: userId, currency_id: currency.id, log_type: 'settingsRemove', settings_id: null, previous_percent: null, amount: null, percent: null, admin_id: 1, date_created: at }).execute();
      }
    }
    // A year of daily incomes for the first stakers (one per currency), the last 14 days for all.
    const accruals: Accrual[] = [];
    for (let day = STAKING_HISTORY_DAYS; day >= 1; day--) {
      for (const [i, userId] of stakers.entries()) {
        if (day > 14 && i >= LONG_STAKERS) break;
        const currency = currencies.get(stakingTitles[i % stakingTitles.length]!)!;
        accruals.push({ userId, currencyId: currency.id, at: new Date(now.getTime() - day * DAY + i * 1000) });
      }
    }
    await accrueIncomes(trx, accruals);
  });
  return { programs: programCount };
}
