import { sql } from 'kysely';
import { isPostgres, type Executor } from '../../db/database.ts';
import type { LevelFees } from '../../../src/domain/referralStaking.ts';
import { whereInRange } from '../../core/dateRange.ts';
import { newestFirst, pageWithTotalIfAsked } from '../../core/countRows.ts';
import { flagFilter, whereEquals } from '../../core/whereEquals.ts';
import { containsMatch } from '../../core/likePattern.ts';

export interface ProgramFilter {
  /** Already stripped of `r=`; a number matches the referral id, the owner's id or the program id. */
  search?: string;
  userId?: number;
  isActive?: boolean;
  isBlocked?: boolean;
}

/** A page of a referral list, and whether the request asks for the total (counted only then). */
export interface Page {
  offset: number;
  limit: number;
  getTotal?: boolean;
}

function programsQuery(db: Executor, f: ProgramFilter) {
  const search = f.search?.toLowerCase();
  const asNumber = search && /^\d{1,9}$/.test(search) ? Number(search) : null;
  return db
    .selectFrom('referral_programs as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .$call((q) => whereEquals(q, { 'p.user_id': f.userId, 'p.is_active': flagFilter(f.isActive), 'p.is_blocked': flagFilter(f.isBlocked) }))
    .$if(!!search, (q) =>
      q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['u.user_name']), 'like', containsMatch(search!)),
          ...(asNumber !== null ? [eb('p.referral_id', '=', asNumber), eb('p.user_id', '=', asNumber)] : []),
        ]),
      ),
    );
}

export type ProgramSort = { field: 'dateCreated' | 'usersCount' | 'incomeSum'; desc: boolean };

export function pagePrograms(db: Executor, f: ProgramFilter, sort: ProgramSort, page: Page) {
  const dir = sort.desc ? 'desc' : 'asc';
  return pageWithTotalIfAsked(programsQuery(db, f), page, (query) =>
    query
      .select(['p.id', 'p.referral_id', 'p.user_id', 'u.user_name', 'p.link', 'p.users_count', 'p.income_sum', 'p.is_active', 'p.is_blocked', 'p.date_created'])
      .$if(sort.field === 'dateCreated', (q) => q.orderBy('p.date_created', dir))
      .$if(sort.field === 'usersCount', (q) => q.orderBy('p.users_count', dir))
      // Amounts are TEXT on SQLite: compare them as numbers on both dialects.
      .$if(sort.field === 'incomeSum', (q) => q.orderBy(sql`cast(p.income_sum as numeric)`, dir))
      .orderBy('p.id', dir)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  );
}

export async function levelsOf(db: Executor, programIds: number[]) {
  if (!programIds.length) return [];
  return db.selectFrom('referral_levels').selectAll().where('program_id', 'in', programIds).orderBy('program_id').orderBy('level').execute();
}

export async function findProgram(db: Executor, id: number) {
  return db.selectFrom('referral_programs').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The program, locked until the caller's transaction ends (PostgreSQL; SQLite runs one writer at a
 * time): its income sum is read, added to and written back, so two payouts at once must not both
 * add to the same old sum.
 */
export async function findProgramForUpdate(db: Executor, id: number) {
  return db.selectFrom('referral_programs').selectAll().where('id', '=', id).$if(isPostgres(db), (q) => q.forUpdate()).executeTakeFirst();
}

/** Applies a flag change only if the program is still as read, so of two racing changes one wins. */
export async function setProgramFlags(db: Executor, id: number, from: { is_active: number; is_blocked: number }, to: { is_active: number; is_blocked: number }) {
  const result = await db
    .updateTable('referral_programs')
    .set(to)
    .where('id', '=', id)
    .where('is_active', '=', from.is_active)
    .where('is_blocked', '=', from.is_blocked)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function writeLevels(db: Executor, programId: number, levels: LevelFees[]) {
  for (const l of levels) {
    const values = { buy: l.buy, sell: l.sell, p2p: l.p2p, trade: l.trade, staking: l.staking };
    await db
      .insertInto('referral_levels')
      .values({ program_id: programId, level: l.level, ...values })
      .onConflict((oc) => oc.columns(['program_id', 'level']).doUpdateSet(values))
      .execute();
  }
}

function membersQuery(db: Executor, programId: number, level: number | undefined) {
  return db
    .selectFrom('referral_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.program_id', '=', programId)
    .$call((q) => whereEquals(q, { 'm.level': level }));
}

export function pageMembers(db: Executor, programId: number, level: number | undefined, page: Page) {
  return pageWithTotalIfAsked(membersQuery(db, programId, level), page, (q) =>
    newestFirst(q.select(['m.user_id', 'u.user_name', 'm.level', 'm.date_created']), 'm.date_created', 'm.user_id', page),
  );
}

/** The incomes a page of referrals brought their program, with the currency to value them. */
export async function incomesOfReferrals(db: Executor, programId: number, referralUserIds: number[]) {
  if (!referralUserIds.length) return [];
  return db
    .selectFrom('referral_incomes as i')
    .innerJoin('currencies as c', 'c.id', 'i.currency_id')
    .select(['i.referral_user_id', 'i.amount', 'c.title'])
    .where('i.program_id', '=', programId)
    .where('i.referral_user_id', 'in', referralUserIds)
    .execute();
}

export async function findMember(db: Executor, userId: number) {
  return db.selectFrom('referral_members').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Adds a member unless the user is in a program already; false when they are (a racing add lost). */
export async function insertMember(db: Executor, row: { user_id: number; program_id: number; level: number; date_created: string }) {
  const result = await db.insertInto('referral_members').values(row).onConflict((oc) => oc.column('user_id').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteMember(db: Executor, userId: number, programId: number) {
  const result = await db.deleteFrom('referral_members').where('user_id', '=', userId).where('program_id', '=', programId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function bumpUsersCount(db: Executor, programId: number, delta: number) {
  await db.updateTable('referral_programs').set((eb) => ({ users_count: eb('users_count', '+', delta) })).where('id', '=', programId).execute();
}

export async function setIncomeSum(db: Executor, programId: number, incomeSum: string) {
  await db.updateTable('referral_programs').set({ income_sum: incomeSum }).where('id', '=', programId).execute();
}

export interface IncomeFilter {
  programId?: number;
  userId?: number;
  incomeType?: string;
  from?: string;
  to?: string;
}

function incomesQuery(db: Executor, f: IncomeFilter) {
  const q = whereEquals(db.selectFrom('referral_incomes as i'), { 'i.program_id': f.programId, 'i.user_id': f.userId, 'i.income_type': f.incomeType });
  return whereInRange(q, 'i.date_created', f.from, f.to);
}

export function pageIncomes(db: Executor, f: IncomeFilter, page: Page) {
  return pageWithTotalIfAsked(incomesQuery(db, f), page, (q) => newestFirst(q.selectAll('i'), 'i.date_created', 'i.id', page));
}

export async function insertIncome(db: Executor, row: { program_id: number; user_id: number; referral_user_id: number; level: number; income_type: string; currency_id: number; amount: string; date_created: string }) {
  const inserted = await db.insertInto('referral_incomes').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

function ownersQuery(db: Executor, search: string | undefined) {
  const s = search?.toLowerCase();
  const asNumber = s && /^\d{1,9}$/.test(s) ? Number(s) : null;
  return db
    .selectFrom('users as u')
    .where((eb) => eb.exists(eb.selectFrom('referral_programs as p').select('p.id').whereRef('p.user_id', '=', 'u.id')))
    .$if(!!s, (q) =>
      q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['u.user_name']), 'like', containsMatch(s!)),
          eb(eb.fn('lower', ['u.email']), 'like', containsMatch(s!)),
          ...(asNumber !== null
            ? [eb('u.id', '=', asNumber), eb.exists(eb.selectFrom('referral_programs as p2').select('p2.id').whereRef('p2.user_id', '=', 'u.id').where('p2.referral_id', '=', asNumber))]
            : []),
        ]),
      ),
    );
}

export function pageOwners(db: Executor, search: string | undefined, page: Page) {
  return pageWithTotalIfAsked(ownersQuery(db, search), page, (q) => q.select(['u.id', 'u.user_name', 'u.email']).orderBy('u.id').offset(page.offset).limit(page.limit).execute());
}

export async function findUser(db: Executor, id: number) {
  return db.selectFrom('users').select(['id', 'user_name', 'is_deleted']).where('id', '=', id).executeTakeFirst();
}

export async function currencyTitles(db: Executor) {
  return db.selectFrom('currencies').select(['id', 'title', 'decimals']).execute();
}
