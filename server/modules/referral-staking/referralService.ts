import {
  emptyLevels,
  levelFeesError,
  REFERRAL_LEVELS,
  stripReferralPrefix,
  type LevelFees,
  type ReferralIncomeType,
} from '../../../src/domain/referralStaking.ts';
import type { Executor } from '../../db/database.ts';
import { impossible, invalid, notFound } from '../../http/apiError.ts';
import type { BodyOf, RequestContext } from '../../http/operation.ts';
import { Decimal, normalizeDecimal } from '../../money.ts';
import { applyMoves, LedgerEntryType } from '../ledger/service.ts';
import { readOption, writeOption, type OptionKey } from '../../core/options.ts';
import { convert } from '../../core/pricing.ts';
import * as repo from './referralRepository.ts';
import { rangeEndIso, rangeStartIso } from '../../core/dateRange.ts';

/** Program sums and referrals' incomes are shown in this currency (as the P2P turnover). */
export const REFERRAL_EQUIVALENT = 'USD';
/** The platform account referral incomes are paid from. */
export const REFERRAL_PAYOUT_ACCOUNT = 'referralPayouts';

export const PROGRAM_NOT_FOUND = 'Referral program not found';
export const USER_NOT_FOUND = 'User not found';
export const ALREADY_BLOCKED = 'The referral program is already blocked';
export const NOT_BLOCKED = 'The referral program is not blocked';
export const ALREADY_ACTIVE = 'The referral program is already active';
export const ALREADY_DISABLED = 'The referral program is already disabled';
export const BLOCKED_CANNOT_ACTIVATE = 'A blocked referral program cannot be activated';
export const PROGRAM_BLOCKED = 'The referral program is blocked';
export const OWN_PROGRAM = 'A user cannot join their own referral program';
export const ALREADY_MEMBER = 'The user is already in a referral program';
export const NOT_MEMBER = 'The user is not in this referral program';
export const CHANGED_MEANWHILE = 'The referral program was changed meanwhile';
export const NOTHING_TO_CHANGE = 'Nothing to change';


type LevelRow = { level: number; buy: string; sell: string; p2p: string; trade: string; staking: string };
const levelOut = (l: LevelRow): LevelFees => ({
  level: l.level,
  buy: normalizeDecimal(l.buy),
  sell: normalizeDecimal(l.sell),
  p2p: normalizeDecimal(l.p2p),
  trade: normalizeDecimal(l.trade),
  staking: normalizeDecimal(l.staking),
});
const normalizeLevels = (levels: readonly LevelFees[]) => levels.map(levelOut).sort((a, b) => a.level - b.level);

function checkLevels(levels: readonly LevelFees[]) {
  const error = levelFeesError(levels);
  if (error) throw invalid(error.path, error.message, error.reason);
}

export async function listPrograms(ctx: RequestContext, body: BodyOf<'POST v2/Referral/GetReferralPrograms'>) {
  const search = body.searchString === undefined ? '' : stripReferralPrefix(body.searchString);
  const filter: repo.ProgramFilter = { search: search || undefined, userId: body.userId, isActive: body.isActive, isBlocked: body.isBlocked };
  const sort: repo.ProgramSort = { field: body.sort?.field ?? 'dateCreated', desc: body.sort?.desc ?? true };
  const { rows, total } = await repo.pagePrograms(ctx.db, filter, sort, body);
  const levels = await repo.levelsOf(ctx.db, rows.map((r) => r.id));
  return {
    items: rows.map((r) => ({
      id: r.id,
      referralId: r.referral_id,
      userId: r.user_id,
      userName: r.user_name,
      link: r.link,
      usersCount: r.users_count,
      incomeSum: normalizeDecimal(r.income_sum),
      isActive: r.is_active === 1,
      isBlocked: r.is_blocked === 1,
      levels: levels.filter((l) => l.program_id === r.id).map(levelOut),
      dateCreated: r.date_created,
    })),
    total,
  };
}

async function requireProgram(db: Executor, id: number) {
  const program = await repo.findProgram(db, id);
  if (!program) throw notFound(PROGRAM_NOT_FOUND, 'referralProgramNotFound');
  return program;
}

export async function listReferrals(ctx: RequestContext, body: BodyOf<'POST v2/Referral/GetReferrals'>) {
  await requireProgram(ctx.db, body.referralProgramId);
  const { rows, total } = await repo.pageMembers(ctx.db, body.referralProgramId, body.level, body);
  const incomes = await repo.incomesOfReferrals(ctx.db, body.referralProgramId, rows.map((r) => r.user_id));
  const sums = new Map<number, Decimal>();
  for (const i of incomes) sums.set(i.referral_user_id, (sums.get(i.referral_user_id) ?? new Decimal(0)).plus(convert(i.amount, i.title, REFERRAL_EQUIVALENT)));
  return {
    items: rows.map((r) => ({
      userId: r.user_id,
      userName: r.user_name,
      level: r.level,
      incomeSum: (sums.get(r.user_id) ?? new Decimal(0)).toDecimalPlaces(8).toFixed(),
      dateCreated: r.date_created,
    })),
    total,
  };
}

export async function listIncomes(ctx: RequestContext, body: BodyOf<'POST v2/Referral/GetReferralProgramIncomes'>) {
  const filter: repo.IncomeFilter = {
    programId: body.referralProgramId,
    userId: body.userId,
    incomeType: body.incomeType,
    from: rangeStartIso(body.dateFrom),
    to: rangeEndIso(body.dateTo),
  };
  const { rows, total } = await repo.pageIncomes(ctx.db, filter, body);
  return {
    items: rows.map((r) => ({
      id: r.id,
      referralProgramId: r.program_id,
      userId: r.user_id,
      referralUserId: r.referral_user_id,
      level: r.level,
      incomeType: r.income_type,
      currencyId: r.currency_id,
      amount: normalizeDecimal(r.amount),
      dateCreated: r.date_created,
    })),
    total,
  };
}

export async function listOwners(ctx: RequestContext, body: BodyOf<'POST v2/Referral/GetReferralProgramOwners'>) {
  const search = body.searchString === undefined ? '' : stripReferralPrefix(body.searchString);
  const { rows, total } = await repo.pageOwners(ctx.db, search || undefined, body);
  return { items: rows.map((r) => ({ userId: r.id, userName: r.user_name, email: r.email })), total };
}

/**
 * Blocks, unblocks, activates or disables a program and/or sets its level fees. A flag already in
 * the asked state is refused (the console offers only the opposite action), and a blocked program
 * cannot be activated. The flags change only if they are still as read (one of two racing wins).
 */
export async function updateProgram(ctx: RequestContext, body: BodyOf<'POST v2/Referral/UpdateReferralProgram'>) {
  const program = await requireProgram(ctx.db, body.referralProgramId);
  if (body.isBlocked === undefined && body.isActive === undefined && !body.levels?.length) throw invalid('/referralProgramId', NOTHING_TO_CHANGE, 'nothingToChange');
  if (body.levels) checkLevels(body.levels);
  const before = { isActive: program.is_active === 1, isBlocked: program.is_blocked === 1, levels: (await repo.levelsOf(ctx.db, [program.id])).map(levelOut) };
  const next = { is_active: program.is_active, is_blocked: program.is_blocked };
  if (body.isBlocked !== undefined) {
    if (body.isBlocked === before.isBlocked) throw body.isBlocked ? impossible(ALREADY_BLOCKED, 'referralProgramAlreadyBlocked') : impossible(NOT_BLOCKED, 'referralProgramNotBlocked');
    next.is_blocked = body.isBlocked ? 1 : 0;
  }
  if (body.isActive !== undefined) {
    if (body.isActive === before.isActive) throw body.isActive ? impossible(ALREADY_ACTIVE, 'referralProgramAlreadyActive') : impossible(ALREADY_DISABLED, 'referralProgramAlreadyDisabled');
    if (body.isActive && next.is_blocked === 1) throw impossible(BLOCKED_CANNOT_ACTIVATE, 'blockedProgramCannotActivate');
    next.is_active = body.isActive ? 1 : 0;
  }
  if (next.is_active !== program.is_active || next.is_blocked !== program.is_blocked) {
    const changed = await repo.setProgramFlags(ctx.db, program.id, program, next);
    if (!changed) throw impossible(CHANGED_MEANWHILE, 'referralProgramChangedMeanwhile');
  }
  if (body.levels?.length) await repo.writeLevels(ctx.db, program.id, normalizeLevels(body.levels));
  const after = { isActive: next.is_active === 1, isBlocked: next.is_blocked === 1, levels: (await repo.levelsOf(ctx.db, [program.id])).map(levelOut) };
  await ctx.audit({ targetIds: [program.id], before, after });
  return { success: true as const };
}

export async function addUser(ctx: RequestContext, body: BodyOf<'PUT v2/Referral/AddUserToReferral'>) {
  const program = await requireProgram(ctx.db, body.referralProgramId);
  const user = await repo.findUser(ctx.db, body.userId);
  if (!user || user.is_deleted === 1) throw notFound(USER_NOT_FOUND, 'userNotFound');
  if (program.is_blocked === 1) throw impossible(PROGRAM_BLOCKED, 'referralProgramBlocked');
  if (program.user_id === body.userId) throw impossible(OWN_PROGRAM, 'ownReferralProgram');
  const level = body.level ?? 1;
  const added = await repo.insertMember(ctx.db, { user_id: body.userId, program_id: program.id, level, date_created: ctx.now().toISOString() });
  if (!added) throw impossible(ALREADY_MEMBER, 'alreadyReferralMember');
  await repo.bumpUsersCount(ctx.db, program.id, 1);
  await ctx.audit({ targetIds: [program.id, body.userId], before: null, after: { referralProgramId: program.id, userId: body.userId, level } });
  return { success: true as const };
}

export async function removeUser(ctx: RequestContext, body: BodyOf<'PUT v2/Referral/RemoveUserFromReferral'>) {
  const program = await requireProgram(ctx.db, body.referralProgramId);
  const member = await repo.findMember(ctx.db, body.userId);
  if (!member || member.program_id !== program.id) throw impossible(NOT_MEMBER, 'notReferralMember');
  if (!(await repo.deleteMember(ctx.db, body.userId, program.id))) throw impossible(NOT_MEMBER, 'notReferralMember');
  await repo.bumpUsersCount(ctx.db, program.id, -1);
  await ctx.audit({ targetIds: [program.id, body.userId], before: { referralProgramId: program.id, userId: body.userId, level: member.level }, after: null });
  return { success: true as const };
}

const OPTIONS_KEY = 'referralOptions' satisfies OptionKey;
/** The platform's default fees per level, until staff save their own. */
export const DEFAULT_REFERRAL_LEVELS: LevelFees[] = [
  { level: 1, buy: '20', sell: '20', p2p: '15', trade: '10', staking: '5' },
  { level: 2, buy: '10', sell: '10', p2p: '7.5', trade: '5', staking: '2.5' },
  { level: 3, buy: '5', sell: '5', p2p: '3', trade: '2.5', staking: '1' },
  { level: 4, buy: '2.5', sell: '2.5', p2p: '1', trade: '1', staking: '0.5' },
];

export async function getOptions(ctx: RequestContext) {
  const stored = await readOption<{ levels: LevelFees[] }>(ctx.db, OPTIONS_KEY);
  if (stored === null) return { levels: DEFAULT_REFERRAL_LEVELS };
  return { levels: normalizeLevels(stored.levels ?? DEFAULT_REFERRAL_LEVELS) };
}

export async function updateOptions(ctx: RequestContext, body: BodyOf<'POST v2/Options/UpdateReferralOptions'>) {
  checkLevels(body.levels);
  const before = await getOptions(ctx);
  const byLevel = new Map(before.levels.map((l) => [l.level, l]));
  for (const l of normalizeLevels(body.levels)) byLevel.set(l.level, l);
  const after = { levels: REFERRAL_LEVELS.map((level) => byLevel.get(level) ?? emptyLevels()[level - 1]!) };
  await writeOption(ctx.db, OPTIONS_KEY, after);
  await ctx.audit({ targetIds: [OPTIONS_KEY], before, after });
  return after;
}

export interface ReferralIncomeInput {
  /** The referral whose activity earned the income. */
  referralUserId: number;
  incomeType: ReferralIncomeType;
  currencyId: number;
  /** What the platform took on the activity (the fee the income is a share of). */
  baseAmount: string;
  at: string;
  adminId?: number | null;
}

/**
 * Pays a program owner their level's share of a referral's fee, as a ledger move from the
 * platform's referral payout account to the owner's available balance (balance type referral),
 * in the caller's transaction. Nothing is paid for a user in no program, by a blocked or disabled
 * program, or at a zero fee. Returns the income's id, or null.
 */
export async function payReferralIncome(db: Executor, input: ReferralIncomeInput): Promise<number | null> {
  const member = await repo.findMember(db, input.referralUserId);
  if (!member) return null;
  const program = await repo.findProgramForUpdate(db, member.program_id);
  if (!program || program.is_blocked === 1 || program.is_active === 0) return null;
  const level = (await repo.levelsOf(db, [program.id])).find((l) => l.level === member.level);
  if (!level) return null;
  const currencies = await repo.currencyTitles(db);
  const currency = currencies.find((c) => c.id === input.currencyId);
  if (!currency) throw notFound('Currency not found', 'currencyNotFound');
  const amount = new Decimal(input.baseAmount).times(level[input.incomeType]).dividedBy(100).toDecimalPlaces(currency.decimals, Decimal.ROUND_DOWN);
  if (amount.lte(0)) return null;
  await applyMoves(db, { currencyId: input.currencyId, tradeId: null, adminId: input.adminId ?? null, at: input.at, ref: `ref:${program.id}` }, [
    { entryType: LedgerEntryType.ReferralIncome, account: 'available', userId: program.user_id, amount },
    { entryType: LedgerEntryType.ReferralIncome, account: 'fees', userId: null, amount: amount.neg(), platformAccount: REFERRAL_PAYOUT_ACCOUNT },
  ]);
  const id = await repo.insertIncome(db, {
    program_id: program.id,
    user_id: program.user_id,
    referral_user_id: input.referralUserId,
    level: member.level,
    income_type: input.incomeType,
    currency_id: input.currencyId,
    amount: amount.toFixed(),
    date_created: input.at,
  });
  const sum = new Decimal(program.income_sum).plus(convert(amount, currency.title, REFERRAL_EQUIVALENT)).toDecimalPlaces(8);
  await repo.setIncomeSum(db, program.id, sum.toFixed());
  return id;
}
