import { stakingSettingsError, type StakingLogType } from '../../../src/domain/referralStaking.ts';
import type { Executor } from '../../db/database.ts';
import { impossible, invalid, notFound } from '../../http/apiError.ts';
import type { BodyOf, RequestContext } from '../../http/operation.ts';
import { Decimal, normalizeDecimal, normalizeOptionalDecimal } from '../../money.ts';
import { applyMoves, LedgerEntryType } from '../ledger/service.ts';
import { convert } from '../../core/pricing.ts';
import * as repo from './stakingRepository.ts';
import { rangeEndIso, rangeStartIso } from '../../core/dateRange.ts';

/** The platform accounts staking incomes are paid from and staking taxes go to. */
export const STAKING_REWARDS_ACCOUNT = 'stakingRewards';
export const STAKING_TAX_ACCOUNT = 'stakingTaxes';
export const STAKING_EQUIVALENT = 'USD';

export const SETTINGS_NOT_FOUND = 'Staking settings not found';
export const SETTINGS_ALREADY_REMOVED = 'The staking settings are already removed';
export const CURRENCY_NOT_FOUND = 'Currency not found';
export const USER_NOT_FOUND = 'User not found';
export const SAME_SETTINGS = 'The same staking settings already exist';


type SettingsRow = NonNullable<Awaited<ReturnType<typeof repo.findSettings>>>;
const settingsOut = (r: SettingsRow) => ({
  id: r.id,
  currencyId: r.currency_id,
  balanceFrom: normalizeDecimal(r.balance_from),
  percentPerDay: normalizeDecimal(r.percent_per_day),
  taxPercent: normalizeDecimal(r.tax_percent),
  considerTax: r.consider_tax === 1,
  beginTime: new Date(r.begin_time).toISOString(),
  maxPercentPerDay: normalizeDecimal(r.max_percent_per_day),
  taxMode: r.tax_mode,
  isEnabled: r.is_enabled === 1,
});

/** The list (`all`: removed settings too) or one currency's settings. */
export async function listSettings(ctx: RequestContext, body: BodyOf<'PUT v2/Staking/GetStakingDataList'>) {
  const rows = await repo.listSettings(ctx.db, { onlyEnabled: !body.all, currencyId: body.currencyId });
  return { items: rows.map(settingsOut) };
}

export async function currencySettings(ctx: RequestContext, currencyId: number) {
  if (!(await repo.currencyExists(ctx.db, currencyId))) throw notFound(CURRENCY_NOT_FOUND, 'currencyNotFound');
  const rows = await repo.listSettings(ctx.db, { onlyEnabled: true, currencyId });
  return { items: rows.map(settingsOut) };
}

async function log(db: Executor, row: Partial<repo.LogRow> & { currency_id: number; log_type: StakingLogType; date_created: string }) {
  return repo.insertLog(db, { user_id: null, settings_id: null, previous_percent: null, amount: null, percent: null, admin_id: null, ...row });
}

/**
 * Adds a tier of a currency's staking settings (balances from `balanceFrom` earn `percentPerDay`).
 * A tier replacing an enabled one at the same balance is a percent change: the old tier is
 * disabled and the log row says percentChange with the percent before; otherwise settingsAdd.
 */
export async function addSettings(ctx: RequestContext, body: BodyOf<'PUT v2/Staking/AddStakingSettings'>) {
  const error = stakingSettingsError(body);
  if (error) throw invalid(error.path, error.message, error.reason);
  if (!(await repo.currencyExists(ctx.db, body.currencyId))) throw notFound(CURRENCY_NOT_FOUND, 'currencyNotFound');
  const at = ctx.now().toISOString();
  const row = {
    currency_id: body.currencyId,
    balance_from: normalizeDecimal(body.balanceFrom),
    percent_per_day: normalizeDecimal(body.percentPerDay),
    tax_percent: normalizeDecimal(body.taxPercent),
    consider_tax: body.considerTax ? 1 : 0,
    begin_time: new Date(body.beginTime).toISOString(),
    max_percent_per_day: normalizeDecimal(body.maxPercentPerDay),
    tax_mode: body.taxMode ?? 'income',
    date_created: at,
  };
  const previous = await repo.findEnabledTier(ctx.db, body.currencyId, row.balance_from);
  if (previous) {
    const same = (['percent_per_day', 'tax_percent', 'consider_tax', 'max_percent_per_day', 'tax_mode'] as const).every((k) => String(previous[k]) === String(row[k]))
      && new Date(previous.begin_time).getTime() === new Date(row.begin_time).getTime();
    if (same) throw impossible(SAME_SETTINGS, 'sameStakingSettings');
    if (!(await repo.disableSettings(ctx.db, previous.id, at))) throw impossible(SETTINGS_ALREADY_REMOVED, 'stakingSettingsAlreadyRemoved');
  }
  const id = await repo.insertSettings(ctx.db, row);
  const adminId = ctx.admin?.id ?? null;
  await log(ctx.db, previous
    ? { currency_id: body.currencyId, log_type: 'percentChange', settings_id: id, previous_percent: previous.percent_per_day, percent: row.percent_per_day, admin_id: adminId, date_created: at }
    : { currency_id: body.currencyId, log_type: 'settingsAdd', settings_id: id, percent: row.percent_per_day, admin_id: adminId, date_created: at });
  await ctx.audit({ targetIds: [id], before: previous ? settingsOut(previous) : null, after: settingsOut((await repo.findSettings(ctx.db, id))!) });
  return { id };
}

/** Removes settings (they stay listed as disabled, for the log); a second remove is refused. */
export async function removeSettings(ctx: RequestContext, id: number) {
  const settings = await repo.findSettings(ctx.db, id);
  if (!settings) throw notFound(SETTINGS_NOT_FOUND, 'stakingSettingsNotFound');
  const at = ctx.now().toISOString();
  if (settings.is_enabled === 0 || !(await repo.disableSettings(ctx.db, id, at))) throw impossible(SETTINGS_ALREADY_REMOVED, 'stakingSettingsAlreadyRemoved');
  await log(ctx.db, { currency_id: settings.currency_id, log_type: 'settingsRemove', settings_id: id, percent: settings.percent_per_day, admin_id: ctx.admin?.id ?? null, date_created: at });
  await ctx.audit({ targetIds: [id], before: settingsOut(settings), after: { ...settingsOut(settings), isEnabled: false } });
  return { success: true as const };
}

/** Whether staking runs for a user (and one currency): on unless switched off, user-wide first. */
async function isStakingEnabled(db: Executor, userId: number, currencyId?: number) {
  return stakingSwitchedOn(await repo.userSwitches(db, userId), currencyId);
}

/** isStakingEnabled on a user's switches already read (the seed's accruals read them once). */
export function stakingSwitchedOn(switches: { currency_id: number; is_enabled: number }[], currencyId?: number) {
  const userWide = switches.find((s) => s.currency_id === 0);
  if (userWide && userWide.is_enabled === 0) return false;
  if (currencyId === undefined) return true;
  const own = switches.find((s) => s.currency_id === currencyId);
  return !own || own.is_enabled === 1;
}

/**
 * Switches staking on or off for a user, user-wide or for one currency. A switch is logged as
 * settingsAdd (on) or settingsRemove (off) with the user's id; asking for the current state
 * changes nothing and logs nothing.
 */
export async function updateUserStaking(ctx: RequestContext, body: BodyOf<'PUT v2/Staking/UpdateUserStaking'>) {
  if (!(await repo.userExists(ctx.db, body.userId))) throw notFound(USER_NOT_FOUND, 'userNotFound');
  if (body.currencyId !== undefined && !(await repo.currencyExists(ctx.db, body.currencyId))) throw notFound(CURRENCY_NOT_FOUND, 'currencyNotFound');
  const switches = await repo.userSwitches(ctx.db, body.userId);
  const key = body.currencyId ?? 0;
  const current = switches.find((s) => s.currency_id === key);
  const wasEnabled = !current || current.is_enabled === 1;
  if (wasEnabled === body.isEnabled) return { success: true as const };
  const at = ctx.now().toISOString();
  await repo.writeUserSwitch(ctx.db, { user_id: body.userId, currency_id: key, is_enabled: body.isEnabled ? 1 : 0, date_updated: at });
  const currencyIds = body.currencyId !== undefined ? [body.currencyId] : [...new Set((await repo.listSettings(ctx.db, { onlyEnabled: true })).map((s) => s.currency_id))];
  // One row per currency the switch reaches, so a currency's log tells its whole story.
  for (const currencyId of currencyIds.length ? currencyIds : (await repo.currencies(ctx.db)).slice(0, 1).map((c) => c.id)) {
    await log(ctx.db, { user_id: body.userId, currency_id: currencyId, log_type: body.isEnabled ? 'settingsAdd' : 'settingsRemove', admin_id: ctx.admin?.id ?? null, date_created: at });
  }
  await ctx.audit({ targetIds: [body.userId], before: { isEnabled: wasEnabled, currencyId: body.currencyId ?? null }, after: { isEnabled: body.isEnabled, currencyId: body.currencyId ?? null } });
  return { success: true as const };
}

export async function listLogs(ctx: RequestContext, body: BodyOf<'POST v2/Staking/GetStakingLogs'>) {
  const filter: repo.LogFilter = { userId: body.userId, currencyId: body.currencyId, logType: body.logType, from: rangeStartIso(body.dateFrom), to: rangeEndIso(body.dateTo) };
  const { rows, total } = await repo.pageLogs(ctx.db, filter, body);
  return {
    items: rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      currencyId: r.currency_id,
      logType: r.log_type,
      settingsId: r.settings_id,
      previousPercent: normalizeOptionalDecimal(r.previous_percent),
      amount: normalizeOptionalDecimal(r.amount),
      percent: normalizeOptionalDecimal(r.percent),
      dateCreated: r.date_created,
    })),
    total,
  };
}

/** The tier a balance earns by: the enabled settings in force with the highest `balanceFrom` it reaches. */
export function tierFor(settings: SettingsRow[], balance: Decimal, at: Date) {
  return settings
    .filter((s) => s.is_enabled === 1 && new Date(s.begin_time) <= at && balance.gte(s.balance_from))
    .sort((a, b) => new Decimal(b.balance_from).comparedTo(a.balance_from))[0];
}

/** A day's income of a balance under a tier: percent per day capped by the maximum, then the tax. */
export function dailyIncome(balance: Decimal, tier: SettingsRow, decimals: number) {
  const percent = Decimal.min(tier.percent_per_day, tier.max_percent_per_day);
  const gross = balance.times(percent).dividedBy(100).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  const tax = tier.consider_tax === 1 ? gross.times(tier.tax_percent).dividedBy(100).toDecimalPlaces(decimals, Decimal.ROUND_DOWN) : new Decimal(0);
  return { percent, gross, tax, net: gross.minus(tax) };
}

/**
 * Credits one day's staking income of a user in a currency, in the caller's transaction: a ledger
 * move from the platform's staking rewards to the user's balance (entry type stakingIncome, balance
 * type staking) and an income log row. With considerTax the tax is kept back from the income (tax
 * mode income) or credited in full and then taken from the balance to the platform (tax mode
 * balance). Nothing happens when staking is off for the user, no tier applies or the income is zero.
 * Returns the log row's id, or null.
 */
export async function accrueIncome(db: Executor, input: { userId: number; currencyId: number; at: Date }): Promise<number | null> {
  if (!(await isStakingEnabled(db, input.userId, input.currencyId))) return null;
  const settings = await repo.listSettings(db, { onlyEnabled: true, currencyId: input.currencyId });
  const balance = new Decimal(await repo.userBalance(db, input.userId, input.currencyId));
  const tier = tierFor(settings, balance, input.at);
  if (!tier) return null;
  const currency = (await repo.currencies(db)).find((c) => c.id === input.currencyId);
  // Incomes are kept to 8 places at most (the console's default precision), however fine the currency.
  const income = dailyIncome(balance, tier, Math.min(currency?.decimals ?? 8, 8));
  if (income.net.lte(0)) return null;
  const at = input.at.toISOString();
  const ctx = { currencyId: input.currencyId, tradeId: null, adminId: null, at, ref: `staking:${tier.id}` };
  const credited = tier.tax_mode === 'balance' ? income.gross : income.net;
  await applyMoves(db, ctx, [
    { entryType: LedgerEntryType.StakingIncome, account: 'available', userId: input.userId, amount: credited },
    { entryType: LedgerEntryType.StakingIncome, account: 'fees', userId: null, amount: credited.neg(), platformAccount: STAKING_REWARDS_ACCOUNT },
  ]);
  if (tier.tax_mode === 'balance' && income.tax.gt(0)) {
    await applyMoves(db, ctx, [
      { entryType: LedgerEntryType.StakingTax, account: 'available', userId: input.userId, amount: income.tax.neg() },
      { entryType: LedgerEntryType.StakingTax, account: 'fees', userId: null, amount: income.tax, platformAccount: STAKING_TAX_ACCOUNT },
    ]);
  }
  return log(db, { user_id: input.userId, currency_id: input.currencyId, log_type: 'income', settings_id: tier.id, amount: income.net.toFixed(), percent: income.percent.toFixed(), date_created: at });
}

/** A user's staking: per currency with settings or incomes, the balance, rewards so far and the expected income. */
export async function userStats(ctx: RequestContext, userId: number) {
  if (!(await repo.userExists(ctx.db, userId))) throw notFound(USER_NOT_FOUND, 'userNotFound');
  const [settings, balances, incomes, currencies, isEnabled] = await Promise.all([
    repo.listSettings(ctx.db, { onlyEnabled: true }),
    repo.userBalances(ctx.db, userId),
    repo.userIncomes(ctx.db, userId),
    repo.currencies(ctx.db),
    isStakingEnabled(ctx.db, userId),
  ]);
  const now = ctx.now();
  const ids = [...new Set([...settings.map((s) => s.currency_id), ...incomes.map((i) => i.currency_id)])].sort((a, b) => a - b);
  let cumulativeBalance = new Decimal(0);
  let cumulativeRewards = new Decimal(0);
  const items = [];
  for (const currencyId of ids) {
    const currency = currencies.find((c) => c.id === currencyId);
    if (!currency) continue;
    const balance = new Decimal(balances.find((b) => b.currency_id === currencyId)?.available ?? '0');
    const rewards = incomes.filter((i) => i.currency_id === currencyId).reduce((sum, i) => sum.plus(i.amount ?? '0'), new Decimal(0));
    const enabled = isEnabled && (await isStakingEnabled(ctx.db, userId, currencyId));
    const tier = enabled ? tierFor(settings.filter((s) => s.currency_id === currencyId), balance, now) : undefined;
    const daily = tier ? dailyIncome(balance, tier, Math.min(currency.decimals, 8)).net : new Decimal(0);
    cumulativeBalance = cumulativeBalance.plus(convert(balance, currency.title, STAKING_EQUIVALENT));
    cumulativeRewards = cumulativeRewards.plus(convert(rewards, currency.title, STAKING_EQUIVALENT));
    items.push({
      currencyId,
      currencyTitle: currency.title,
      balance: balance.toFixed(),
      rewards: rewards.toFixed(),
      dailyIncome: daily.toFixed(),
      monthlyIncome: daily.times(30).toFixed(),
      totalIncome: rewards.toFixed(),
    });
  }
  return { userId, isEnabled, cumulativeBalance: cumulativeBalance.toDecimalPlaces(8).toFixed(), cumulativeRewards: cumulativeRewards.toDecimalPlaces(8).toFixed(), items };
}
