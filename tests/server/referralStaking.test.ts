import { Decimal } from '../../server/money.ts';
import { describe, expect, it } from 'vitest';
import { payReferralIncome } from '../../server/modules/referral-staking/referralService.ts';
import { accrueIncome } from '../../server/modules/referral-staking/stakingService.ts';
import { serverForFile } from './harness.ts';

const { server, tokens } = serverForFile(['admin', 'support'], { users: 120 });

const call = (method: string, url: string, token: string, body?: unknown) => server.call(method, `/api/v2/${url}`, { token, body });
const db = () => server.db.kysely;
const programs = async (body: object = {}) => (await call('POST', 'Referral/GetReferralPrograms', tokens.support, { limit: 100, getTotal: true, ...body })).json();
const currencyId = async (title: string) => (await db().selectFrom('currencies').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
const balance = async (userId: number, currency: number) =>
  (await db().selectFrom('balances').select('available').where('user_id', '=', userId).where('currency_id', '=', currency).executeTakeFirst())?.available ?? '0';
/** A seeded user in no referral program and owning none. */
async function freeUser(skip = 0) {
  const row = await db()
    .selectFrom('users as u')
    .select('u.id')
    .where('u.is_deleted', '=', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('referral_members as m').select('m.user_id').whereRef('m.user_id', '=', 'u.id'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('referral_programs as p').select('p.id').whereRef('p.user_id', '=', 'u.id'))))
    .orderBy('u.id', 'desc')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}
const lastLog = (operationId: string) => db().selectFrom('admin_logs').selectAll().where('operation_id', '=', operationId).orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('referral programs', () => {
  it('lists the seeded programs with four fee levels, their counts and sums', async () => {
    const list = await programs();
    expect(list.total).toBeGreaterThanOrEqual(3);
    for (const p of list.items) {
      expect(p.levels.map((l: { level: number }) => l.level)).toEqual([1, 2, 3, 4]);
      expect(p.link).toContain(`r=${p.referralId}`);
    }
    expect(list.items.some((p: { usersCount: number }) => p.usersCount > 0)).toBe(true);
    expect(list.items.some((p: { incomeSum: string }) => Number(p.incomeSum) > 0)).toBe(true);
  });

  it('filters by activity (Active, Disabled) and finds a program by its link id with or without r=', async () => {
    const all = await programs();
    const active = await programs({ isActive: true });
    const disabled = await programs({ isActive: false });
    expect(active.total + disabled.total).toBe(all.total);
    expect(disabled.items.every((p: { isActive: boolean }) => !p.isActive)).toBe(true);
    const target = all.items[0];
    for (const searchString of [`r=${target.referralId}`, String(target.referralId), ` r=${target.referralId} `]) {
      const found = await programs({ searchString });
      expect(found.items.map((p: { id: number }) => p.id)).toContain(target.id);
      expect(found.total).toBe(1);
    }
    const byName = await programs({ searchString: target.userName.slice(1, 5).toUpperCase() });
    expect(byName.items.map((p: { id: number }) => p.id)).toContain(target.id);
    const owners = (await call('POST', 'Referral/GetReferralProgramOwners', tokens.support, { searchString: `r=${target.referralId}`, getTotal: true })).json();
    expect(owners.items).toEqual([expect.objectContaining({ userId: target.userId })]);
  });

  it('sorts by users count and income sum', async () => {
    const byUsers = (await programs({ sort: { field: 'usersCount', desc: true } })).items.map((p: { usersCount: number }) => p.usersCount);
    expect(byUsers).toEqual([...byUsers].sort((a, b) => b - a));
    const bySum = (await programs({ sort: { field: 'incomeSum', desc: false } })).items.map((p: { incomeSum: string }) => Number(p.incomeSum));
    expect(bySum).toEqual([...bySum].sort((a, b) => a - b));
  });

  it('saves the fees of a level (0-100 %, decimals) and refuses fees out of range or a level twice', async () => {
    const target = (await programs({ isBlocked: false })).items[0];
    const level2 = { level: 2, buy: '12.5', sell: '0', p2p: '100', trade: '3.25', staking: '0.5' };
    const saved = await call('POST', 'Referral/UpdateReferralProgram', tokens.admin, { referralProgramId: target.id, levels: [level2] });
    expect(saved.statusCode).toBe(200);
    const after = (await programs({ searchString: String(target.referralId) })).items[0];
    expect(after.levels[1]).toEqual(level2);
    expect(after.levels[0]).toEqual(target.levels[0]);
    const log = await lastLog('POST v2/Referral/UpdateReferralProgram');
    expect(JSON.parse(log.after_state!).levels[1]).toEqual(level2);

    for (const bad of [{ ...level2, buy: '100.01' }, { ...level2, sell: '-1' }]) {
      const res = await call('POST', 'Referral/UpdateReferralProgram', tokens.admin, { referralProgramId: target.id, levels: [bad] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Fee must be from 0 to 100');
    }
    const twice = await call('POST', 'Referral/UpdateReferralProgram', tokens.admin, { referralProgramId: target.id, levels: [level2, level2] });
    expect(twice.json().error.message).toBe('Each level can be given once');
    expect((await call('POST', 'Referral/UpdateReferralProgram', tokens.admin, { referralProgramId: target.id, levels: [{ ...level2, level: 5 }] })).statusCode).toBe(400);
    expect((await call('POST', 'Referral/UpdateReferralProgram', tokens.support, { referralProgramId: target.id, levels: [level2] })).statusCode).toBe(403);
    expect((await call('POST', 'Referral/UpdateReferralProgram', tokens.admin, { referralProgramId: 999_999, levels: [level2] })).statusCode).toBe(404);
  });

  it('blocks, unblocks and activates a program; a blocked one cannot be activated, and a repeat is refused', async () => {
    const target = (await programs({ isActive: true, isBlocked: false })).items[0];
    const update = (body: object) => call('POST', 'Referral/UpdateReferralProgram', tokens.admin, { referralProgramId: target.id, ...body });
    expect((await update({ isBlocked: true })).statusCode).toBe(200);
    const again = await update({ isBlocked: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('The referral program is already blocked');
    expect((await update({ isActive: false })).statusCode).toBe(200);
    expect((await update({ isActive: true })).json().error.message).toBe('A blocked referral program cannot be activated');
    expect((await update({ isBlocked: false })).statusCode).toBe(200);
    expect((await update({ isActive: true })).statusCode).toBe(200);
    const now = (await programs({ searchString: String(target.referralId) })).items[0];
    expect(now).toMatchObject({ isActive: true, isBlocked: false });
    expect((await update({})).statusCode).toBe(400);
  });

  it('adds a user to a program on a level and removes them, keeping the users count', async () => {
    const target = (await programs({ isBlocked: false })).items[0];
    const userId = await freeUser();
    const add = await call('PUT', 'Referral/AddUserToReferral', tokens.admin, { userId, referralProgramId: target.id, level: 3 });
    expect(add.statusCode).toBe(200);
    const referrals = (await call('POST', 'Referral/GetReferrals', tokens.support, { referralProgramId: target.id, level: 3, limit: 1000, getTotal: true })).json();
    expect(referrals.items).toContainEqual(expect.objectContaining({ userId, level: 3, incomeSum: '0' }));
    expect((await programs({ searchString: String(target.referralId) })).items[0].usersCount).toBe(target.usersCount + 1);
    const twice = await call('PUT', 'Referral/AddUserToReferral', tokens.admin, { userId, referralProgramId: target.id });
    expect(twice.json().error.message).toBe('The user is already in a referral program');
    expect((await call('PUT', 'Referral/RemoveUserFromReferral', tokens.admin, { userId, referralProgramId: target.id })).statusCode).toBe(200);
    expect((await programs({ searchString: String(target.referralId) })).items[0].usersCount).toBe(target.usersCount);
    const removeAgain = await call('PUT', 'Referral/RemoveUserFromReferral', tokens.admin, { userId, referralProgramId: target.id });
    expect(removeAgain.statusCode).toBe(409);
    expect(removeAgain.json().error.message).toBe('The user is not in this referral program');
    expect((await lastLog('PUT v2/Referral/RemoveUserFromReferral')).target_ids).toContain(String(userId));
  });

  it('refuses the owner, a blocked program and an unknown user', async () => {
    const target = (await programs({ isBlocked: false })).items[0];
    expect((await call('PUT', 'Referral/AddUserToReferral', tokens.admin, { userId: target.userId, referralProgramId: target.id })).json().error.message)
      .toBe('A user cannot join their own referral program');
    expect((await call('PUT', 'Referral/AddUserToReferral', tokens.admin, { userId: 999_999, referralProgramId: target.id })).statusCode).toBe(404);
    const blocked = (await programs({ isBlocked: true })).items[0] ?? null;
    if (blocked) {
      const res = await call('PUT', 'Referral/AddUserToReferral', tokens.admin, { userId: await freeUser(), referralProgramId: blocked.id });
      expect(res.json().error.message).toBe('The referral program is blocked');
    }
  });

  it('pays an income as a ledger move to the owner at the level fee, and nothing from a blocked program', async () => {
    const target = (await programs({ isActive: true, isBlocked: false })).items[0];
    const userId = await freeUser(1);
    await call('PUT', 'Referral/AddUserToReferral', tokens.admin, { userId, referralProgramId: target.id, level: 1 });
    const usdt = await currencyId('USDT');
    const before = await balance(target.userId, usdt);
    const id = await payReferralIncome(db(), { referralUserId: userId, incomeType: 'trade', currencyId: usdt, baseAmount: '10', at: new Date().toISOString() });
    expect(id).not.toBeNull();
    const fee = Number(target.levels[0].trade);
    expect(Number(await balance(target.userId, usdt))).toBeCloseTo(Number(before) + (10 * fee) / 100, 8);
    const entries = await db().selectFrom('ledger_entries').select(['account', 'amount', 'user_id']).where('entry_type', '=', 'referralIncome').where('ref', '=', `ref:${target.id}`).orderBy('id', 'desc').limit(2).execute();
    expect(entries.reduce((s, e) => s + Number(e.amount), 0)).toBeCloseTo(0, 10);
    const incomes = (await call('POST', 'Referral/GetReferralProgramIncomes', tokens.support, { referralProgramId: target.id, incomeType: 'trade', getTotal: true })).json();
    expect(incomes.items[0]).toMatchObject({ id, referralUserId: userId, level: 1, incomeType: 'trade', currencyId: usdt });
    const referral = (await call('POST', 'Referral/GetReferrals', tokens.support, { referralProgramId: target.id, level: 1, limit: 1000 })).json().items.find((r: { userId: number }) => r.userId === userId);
    expect(Number(referral.incomeSum)).toBeGreaterThan(0);

    await call('POST', 'Referral/UpdateReferralProgram', tokens.admin, { referralProgramId: target.id, isBlocked: true });
    expect(await payReferralIncome(db(), { referralUserId: userId, incomeType: 'trade', currencyId: usdt, baseAmount: '10', at: new Date().toISOString() })).toBeNull();
    await call('POST', 'Referral/UpdateReferralProgram', tokens.admin, { referralProgramId: target.id, isBlocked: false });
  });

  it('adds every one of concurrent payouts to the program income sum (none lost to a race)', async () => {
    const target = (await programs({ isActive: true, isBlocked: false })).items[0];
    const userId = await freeUser(2);
    await call('PUT', 'Referral/AddUserToReferral', tokens.admin, { userId, referralProgramId: target.id, level: 1 });
    const usdt = await currencyId('USDT');
    const sum = async () => new Decimal((await db().selectFrom('referral_programs').select('income_sum').where('id', '=', target.id).executeTakeFirstOrThrow()).income_sum);
    const pay = () => db().transaction().execute((trx) => payReferralIncome(trx, { referralUserId: userId, incomeType: 'trade', currencyId: usdt, baseAmount: '10', at: new Date().toISOString() }));
    const start = await sum();
    await pay();
    const one = (await sum()).minus(start);
    expect(one.gt(0)).toBe(true);
    const before = await sum();
    await Promise.all(Array.from({ length: 8 }, pay));
    expect((await sum()).minus(before).toFixed()).toBe(one.times(8).toFixed());
  });

  it('keeps platform referral options: defaults, then what was saved, with the fee rule', async () => {
    const defaults = (await call('GET', 'Options/GetReferralOptions', tokens.support)).json();
    expect(defaults.levels).toHaveLength(4);
    const level4 = { level: 4, buy: '1', sell: '1', p2p: '0.5', trade: '0.25', staking: '0' };
    const saved = await call('POST', 'Options/UpdateReferralOptions', tokens.admin, { levels: [level4] });
    expect(saved.json().levels[3]).toEqual(level4);
    expect((await call('GET', 'Options/GetReferralOptions', tokens.support)).json().levels).toEqual([...defaults.levels.slice(0, 3), level4]);
    expect((await call('POST', 'Options/UpdateReferralOptions', tokens.admin, { levels: [{ ...level4, trade: '101' }] })).json().error.message).toBe('Fee must be from 0 to 100');
  });
});

describe('staking', () => {
  it('lists settings per currency; all=true includes removed ones', async () => {
    const all = (await call('PUT', 'Staking/GetStakingDataList', tokens.support, { all: true })).json().items;
    const enabled = (await call('PUT', 'Staking/GetStakingDataList', tokens.support, { all: false })).json().items;
    expect(all.length).toBeGreaterThan(enabled.length);
    expect(enabled.every((s: { isEnabled: boolean }) => s.isEnabled)).toBe(true);
    const usdt = await currencyId('USDT');
    const one = (await call('PUT', 'Staking/GetStakingData', tokens.support, { currencyId: usdt })).json().items;
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((s: { currencyId: number; isEnabled: boolean }) => s.currencyId === usdt && s.isEnabled)).toBe(true);
    expect((await call('PUT', 'Staking/GetStakingData', tokens.support, { currencyId: 999_999 })).statusCode).toBe(404);
  });

  it('adds settings with a settingsAdd log row, replaces a tier with a percentChange row, removes with settingsRemove', async () => {
    const eth = await currencyId('ETH');
    const input = { currencyId: eth, balanceFrom: '5', percentPerDay: '0.05', taxPercent: '10', considerTax: true, beginTime: '2026-11-01T00:00:00Z', maxPercentPerDay: '0.1', taxMode: 'income' };
    const added = await call('PUT', 'Staking/AddStakingSettings', tokens.admin, input);
    expect(added.statusCode).toBe(200);
    const { id } = added.json();
    const logs = async () => (await call('POST', 'Staking/GetStakingLogs', tokens.support, { currencyId: eth, getTotal: true })).json();
    expect((await logs()).items[0]).toMatchObject({ logType: 'settingsAdd', settingsId: id, percent: '0.05', userId: null });
    expect((await call('PUT', 'Staking/AddStakingSettings', tokens.admin, input)).json().error.message).toBe('The same staking settings already exist');

    const raised = (await call('PUT', 'Staking/AddStakingSettings', tokens.admin, { ...input, percentPerDay: '0.07' })).json();
    expect((await logs()).items[0]).toMatchObject({ logType: 'percentChange', settingsId: raised.id, percent: '0.07', previousPercent: '0.05' });
    const list = (await call('PUT', 'Staking/GetStakingDataList', tokens.support, { all: true, currencyId: eth })).json().items;
    expect(list.find((s: { id: number }) => s.id === id).isEnabled).toBe(false);

    expect((await call('PUT', 'Staking/RemoveStakingSettings', tokens.admin, { id: raised.id })).statusCode).toBe(200);
    expect((await logs()).items[0]).toMatchObject({ logType: 'settingsRemove', settingsId: raised.id });
    const again = await call('PUT', 'Staking/RemoveStakingSettings', tokens.admin, { id: raised.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('The staking settings are already removed');
    expect((await lastLog('PUT v2/Staking/RemoveStakingSettings')).target_ids).toContain(String(raised.id));
    expect((await call('PUT', 'Staking/RemoveStakingSettings', tokens.admin, { id: 999_999 })).statusCode).toBe(404);
  });

  it('refuses percents out of 0-100, a maximum below the percent, a negative balance and an unknown currency', async () => {
    const usdt = await currencyId('USDT');
    const input = { currencyId: usdt, balanceFrom: '50', percentPerDay: '0.05', taxPercent: '10', considerTax: false, beginTime: '2026-11-01T00:00:00Z', maxPercentPerDay: '0.1' };
    const cases: [object, string][] = [
      [{ percentPerDay: '101' }, 'Percent must be from 0 to 100'],
      [{ taxPercent: '-1' }, 'Percent must be from 0 to 100'],
      [{ maxPercentPerDay: '0.01' }, "Maximum percent per day can't be less than percent per day"],
      [{ balanceFrom: '-5' }, "Balance from can't be negative"],
    ];
    for (const [change, message] of cases) {
      const res = await call('PUT', 'Staking/AddStakingSettings', tokens.admin, { ...input, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await call('PUT', 'Staking/AddStakingSettings', tokens.admin, { ...input, currencyId: 999_999 })).statusCode).toBe(404);
    expect((await call('PUT', 'Staking/AddStakingSettings', tokens.support, input)).statusCode).toBe(403);
  });

  it('of two removes of the same settings at once, one wins', async () => {
    const trx = await currencyId('TRX');
    const { id } = (await call('PUT', 'Staking/AddStakingSettings', tokens.admin, { currencyId: trx, balanceFrom: '77', percentPerDay: '0.01', taxPercent: '0', considerTax: false, beginTime: '2026-11-01T00:00:00Z', maxPercentPerDay: '0.01' })).json();
    const results = await Promise.all([1, 2].map(() => call('PUT', 'Staking/RemoveStakingSettings', tokens.admin, { id })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await db().selectFrom('staking_logs').select('id').where('settings_id', '=', id).where('log_type', '=', 'settingsRemove').execute()).toHaveLength(1);
  });

  it('switches staking off and on for a user with log rows; no income while off', async () => {
    const usdt = await currencyId('USDT');
    const userId = await freeUser(2);
    await db().insertInto('balances').values({ user_id: userId, currency_id: usdt, available: '2000', date_updated: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'currency_id']).doUpdateSet({ available: '2000' })).execute();
    const off = await call('PUT', 'Staking/UpdateUserStaking', tokens.admin, { userId, isEnabled: false });
    expect(off.statusCode).toBe(200);
    const userLogs = async () => (await call('POST', 'Staking/GetStakingLogs', tokens.support, { userId, getTotal: true })).json();
    expect((await userLogs()).items[0]).toMatchObject({ userId, logType: 'settingsRemove' });
    const count = (await userLogs()).total;
    await call('PUT', 'Staking/UpdateUserStaking', tokens.admin, { userId, isEnabled: false });
    expect((await userLogs()).total).toBe(count);
    expect((await call('POST', 'Staking/GetUserStakingStats', tokens.support, { userId })).json().isEnabled).toBe(false);
    expect(await accrueIncome(db(), { userId, currencyId: usdt, at: server.clock.now() })).toBeNull();

    await call('PUT', 'Staking/UpdateUserStaking', tokens.admin, { userId, isEnabled: true });
    expect((await userLogs()).items[0]).toMatchObject({ userId, logType: 'settingsAdd' });
    expect((await call('PUT', 'Staking/UpdateUserStaking', tokens.admin, { userId: 999_999, isEnabled: true })).statusCode).toBe(404);
  });

  it('credits a day of income through the ledger (balance type staking) with an income log row and the tax kept back', async () => {
    const usdt = await currencyId('USDT');
    const userId = await freeUser(3);
    await db().insertInto('balances').values({ user_id: userId, currency_id: usdt, available: '2000', date_updated: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'currency_id']).doUpdateSet({ available: '2000' })).execute();
    // The seed's USDT tier from 1000: 0.05 % a day, tax 10 % from the income.
    const logId = await accrueIncome(db(), { userId, currencyId: usdt, at: server.clock.now() });
    expect(logId).not.toBeNull();
    expect(await balance(userId, usdt)).toBe('2000.9');
    const entries = await db().selectFrom('ledger_entries').select(['account', 'amount', 'user_id']).where('entry_type', '=', 'stakingIncome').orderBy('id', 'desc').limit(2).execute();
    expect(entries).toEqual(expect.arrayContaining([expect.objectContaining({ account: 'available', user_id: userId, amount: '0.9' })]));
    const log = (await call('POST', 'Staking/GetStakingLogs', tokens.support, { userId, logType: 'income' })).json().items[0];
    expect(log).toMatchObject({ id: logId, amount: '0.9', percent: '0.05', currencyId: usdt });
    const stats = (await call('POST', 'Staking/GetUserStakingStats', tokens.support, { userId })).json();
    expect(stats.items.find((i: { currencyId: number }) => i.currencyId === usdt)).toMatchObject({ balance: '2000.9', rewards: '0.9' });
    expect(Number(stats.cumulativeRewards)).toBeCloseTo(0.9, 6);
  });

  it('in tax mode balance credits the whole income and takes the tax from the balance', async () => {
    const btc = await currencyId('BTC');
    const userId = await freeUser(4);
    await db().insertInto('balances').values({ user_id: userId, currency_id: btc, available: '1', date_updated: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'currency_id']).doUpdateSet({ available: '1' })).execute();
    // The seed's BTC tier: 0.01 % a day, tax 5 % from the balance.
    await accrueIncome(db(), { userId, currencyId: btc, at: server.clock.now() });
    expect(await balance(userId, btc)).toBe('1.000095');
    const tax = await db().selectFrom('ledger_entries').select(['account', 'amount']).where('entry_type', '=', 'stakingTax').where('user_id', '=', userId).execute();
    expect(tax).toEqual([{ account: 'available', amount: '-0.000005' }]);
  });

  it('seeds incomes and every log type', async () => {
    const types = await db().selectFrom('staking_logs').select('log_type').distinct().execute();
    expect(types.map((t) => t.log_type).sort()).toEqual(['income', 'percentChange', 'settingsAdd', 'settingsRemove']);
  });
});

describe('searching referral programs and owners by name', () => {
  it('takes a searched "_" and "%" literally, on SQLite as on PostgreSQL', async () => {
    const target = (await programs()).items[0];
    await db().updateTable('users').set({ user_name: `zq_owner${target.userId}` }).where('id', '=', target.userId).execute();
    const ids = (page: { items: { id: number }[] }) => page.items.map((p) => p.id);
    expect(ids(await programs({ searchString: 'Q_OWN' }))).toContain(target.id);
    // as wildcards, "q%own" and "zq_o_ner" would match the name too
    expect(ids(await programs({ searchString: 'q%own' }))).toEqual([]);
    expect(ids(await programs({ searchString: 'zq_o_ner' }))).toEqual([]);
    const owners = (await call('POST', 'Referral/GetReferralProgramOwners', tokens.support, { searchString: 'q_own', getTotal: true })).json();
    expect(owners.items.map((o: { userId: number }) => o.userId)).toContain(target.userId);
  });
});
