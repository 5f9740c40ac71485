import { pageCount } from '../../../src/domain/paging.ts';
import { impossible, invalid, notFound } from '../../http/apiError.ts';
import type { BodyOf, QueryOf, RequestContext } from '../../http/operation.ts';
import { Decimal, normalizeDecimal } from '../../money.ts';
import * as repo from './balancesRepository.ts';
import { usdPrice } from '../../core/pricing.ts';
import { rangeEndIso, rangeStartIso } from '../../core/dateRange.ts';

export const MAIN_WALLET_UNDELETABLE = 'The main wallet cannot be deleted; make another wallet main first';
const zero = () => new Decimal(0);

/** The cumulative currency (USD unless asked) and each currency's worth in it per unit. */
async function cumulative(ctx: RequestContext, cumulativeCurrencyId?: number) {
  const all = await repo.currencies(ctx.db);
  const target = cumulativeCurrencyId === undefined ? all.find((c) => c.title === 'USD') ?? all[0] : all.find((c) => c.id === cumulativeCurrencyId);
  if (!target) throw notFound('Currency not found', 'currencyNotFound');
  const targetPrice = usdPrice(target.title);
  const factors = new Map<number, string>();
  for (const c of all) {
    const p = usdPrice(c.title);
    factors.set(c.id, p && targetPrice ? p.dividedBy(targetPrice).toFixed() : '0');
  }
  return { target, factors, all };
}

export async function cumulativeBalances(ctx: RequestContext, body: BodyOf<'POST v2/Trading/GetCumulativeBalances'>) {
  const { target, factors } = await cumulative(ctx, body.cumulativeCurrencyId);
  const page = await repo.cumulativePage(ctx.db, {
    factors, currencyIds: body.currencyIdList, sortField: body.sort?.field ?? 'cumulativeBalance', desc: body.sort?.desc ?? true, offset: body.offset, limit: body.limit,
  });
  const users = new Map(page.users.map((u) => [u.id, u]));
  const items = page.order.map((userId) => {
    const own = page.rows.filter((r) => r.user_id === userId).sort((a, b) => a.currency_id - b.currency_id);
    const worth = own.reduce((sum, r) => sum.plus(new Decimal(r.available).plus(r.locked).times(factors.get(r.currency_id) ?? '0')), zero());
    return {
      userId,
      userName: users.get(userId)?.user_name ?? null,
      userEmail: users.get(userId)?.email ?? '',
      balances: own.map((r) => ({ currencyId: r.currency_id, availableBalance: normalizeDecimal(r.available) })),
      cumulativeBalance: worth.toDecimalPlaces(target.decimals, Decimal.ROUND_DOWN).toFixed(),
    };
  });
  return { items, total: page.total, cumulativeCurrencyId: target.id, cumulativeCurrencyTitle: target.title };
}

export async function balanceInfo(ctx: RequestContext, body: BodyOf<'POST v2/Trading/GetBalanceInfo'>) {
  const { target, factors, all } = await cumulative(ctx, body.cumulativeCurrencyId);
  const [rows, escrow] = await Promise.all([repo.userBalances(ctx.db, body.userId), repo.heldEscrow(ctx.db, body.userId)]);
  const title = new Map(all.map((c) => [c.id, c.title]));
  const held = new Map<number, Decimal>();
  for (const e of escrow) held.set(e.currency_id, (held.get(e.currency_id) ?? zero()).plus(e.amount));
  const ids = [...new Set([...rows.map((r) => r.currency_id), ...held.keys()])].sort((a, b) => a - b);
  let availableFunds = zero();
  const items = ids.map((id) => {
    const r = rows.find((x) => x.currency_id === id);
    const available = new Decimal(r?.available ?? '0');
    // Locked: withdrawals in progress and P2P escrow the user sells from.
    const locked = new Decimal(r?.locked ?? '0').plus(held.get(id) ?? zero());
    const factor = factors.get(id) ?? '0';
    availableFunds = availableFunds.plus(available.times(factor));
    return {
      currencyId: id,
      currencyTitle: title.get(id) ?? String(id),
      balanceType: 'trading',
      availableBalance: available.toFixed(),
      lockedBalance: locked.toFixed(),
      equivalentBalance: available.plus(locked).times(factor).toDecimalPlaces(target.decimals, Decimal.ROUND_DOWN).toFixed(),
    };
  });
  return {
    items, total: items.length, userId: body.userId, cumulativeCurrencyId: target.id, cumulativeCurrencyTitle: target.title,
    availableFunds: availableFunds.toDecimalPlaces(target.decimals, Decimal.ROUND_DOWN).toFixed(),
  };
}

/** Wallets per user and currency, with the spec's derived figures: balanceOnWallets and diffBalance. */
export async function userFinance(ctx: RequestContext, body: BodyOf<'POST Trading/UserFinanceFileterSearch'>) {
  const { pairs, total } = await repo.walletPairs(ctx.db, { currencyIds: body.currencyIdList, desc: body.sortDesc, offset: body.offset, limit: body.limit });
  const userIds = [...new Set(pairs.map((p) => p.user_id))];
  const [wallets, balances, names, all] = await Promise.all([
    repo.walletsOfUsers(ctx.db, userIds), repo.balancesOfUsers(ctx.db, userIds), repo.userNames(ctx.db, userIds), repo.currencies(ctx.db),
  ]);
  const name = new Map(names.map((n) => [n.id, n.user_name]));
  const title = new Map(all.map((c) => [c.id, c.title]));
  const userFinanceList = pairs.map(({ user_id, currency_id }) => {
    const own = wallets.filter((w) => w.user_id === user_id && w.currency_id === currency_id);
    const b = balances.find((x) => x.user_id === user_id && x.currency_id === currency_id);
    const balanceUser = new Decimal(b?.available ?? '0').plus(b?.locked ?? '0');
    const onWallets = own.reduce((s, w) => s.plus(w.balance), zero());
    const main = own.filter((w) => w.is_main === 1).reduce((s, w) => s.plus(w.balance), zero());
    return {
      userId: user_id,
      userName: name.get(user_id) ?? null,
      currencyId: currency_id,
      currencyTitle: title.get(currency_id) ?? String(currency_id),
      wallets: own.map((w) => ({ id: w.id, address: w.address, currencyId: w.currency_id, balance: normalizeDecimal(w.balance), isMain: w.is_main === 1 })),
      balanceUser: balanceUser.toFixed(),
      balanceOnWallets: onWallets.toFixed(),
      diffBalance: main.minus(balanceUser).toFixed(),
    };
  });
  return { userFinanceList, pages: pageCount(total, body.limit) };
}

/** Per currency: wallets' total against users' balances. */
export async function walletFinanceStatus(ctx: RequestContext, body: BodyOf<'POST v2/Multiwallet/GetFinanceStatus'>) {
  const [wallets, balances, all] = await Promise.all([repo.allWallets(ctx.db, body.currencyIdList), repo.allBalances(ctx.db, body.currencyIdList), repo.currencies(ctx.db)]);
  const per = new Map<number, { onWallets: Decimal; main: Decimal; user: Decimal }>();
  const get = (id: number) => per.get(id) ?? (per.set(id, { onWallets: zero(), main: zero(), user: zero() }), per.get(id)!);
  for (const w of wallets) {
    const s = get(w.currency_id);
    s.onWallets = s.onWallets.plus(w.balance);
    if (w.is_main === 1) s.main = s.main.plus(w.balance);
  }
  for (const b of balances) get(b.currency_id).user = get(b.currency_id).user.plus(b.available).plus(b.locked);
  return {
    items: all.filter((c) => per.has(c.id)).map((c) => {
      const s = per.get(c.id)!;
      return { currencyId: c.id, currencyTitle: c.title, balanceOnWallets: s.onWallets.toFixed(), balanceUser: s.user.toFixed(), diffBalance: s.main.minus(s.user).toFixed() };
    }),
  };
}

/** An UpdateWallet naming neither `isMain` nor `address` has nothing to change: 400 'Nothing to change' (not an empty UPDATE). */
export const NOTHING_TO_CHANGE = 'Nothing to change';

export async function updateWallet(ctx: RequestContext, body: BodyOf<'POST Multiwallet/UpdateWallet'>) {
  if (body.isMain === undefined && body.address === undefined) throw invalid('', NOTHING_TO_CHANGE, 'nothingToChange');
  const wallet = await repo.findWallet(ctx.db, body.walletId);
  if (!wallet) throw notFound('Wallet not found', 'walletNotFound');
  if (body.isMain === false && wallet.is_main === 1) throw impossible('A wallet stays main until another wallet of the user is made main', 'walletStaysMain');
  if (body.isMain === true) await repo.clearMain(ctx.db, wallet.user_id, wallet.currency_id);
  await repo.updateWallet(ctx.db, wallet.id, {
    ...(body.address !== undefined ? { address: body.address.trim() } : {}),
    ...(body.isMain !== undefined ? { is_main: body.isMain ? 1 : 0 } : {}),
  });
  await ctx.audit({ targetIds: [wallet.id], before: { address: wallet.address, isMain: wallet.is_main === 1 }, after: { address: body.address ?? wallet.address, isMain: body.isMain ?? wallet.is_main === 1 } });
  return { success: true as const };
}

export async function deleteWallet(ctx: RequestContext, walletId: number) {
  const wallet = await repo.findWallet(ctx.db, walletId);
  if (!wallet) throw notFound('Wallet not found', 'walletNotFound');
  if (wallet.is_main === 1) throw impossible(MAIN_WALLET_UNDELETABLE, 'mainWalletUndeletable');
  await repo.deleteWallet(ctx.db, wallet.id);
  await ctx.audit({ targetIds: [wallet.id], before: { userId: wallet.user_id, currencyId: wallet.currency_id, address: wallet.address, balance: wallet.balance }, after: null });
  return { success: true as const };
}

export async function listCodes(ctx: RequestContext, body: BodyOf<'POST Transaction/GetCodes'>) {
  const { rows, total } = await repo.codesPage(ctx.db, {
    statuses: body.statusList, userId: body.userId, currencyId: body.currencyId, from: rangeStartIso(body.dateFrom), to: rangeEndIso(body.dateTo), offset: body.offset, limit: body.limit,
  });
  return {
    codes: rows.map((c) => ({
      id: c.id, code: c.code, currencyId: c.currency_id, currencyTitle: c.currency_title, amount: normalizeDecimal(c.amount), status: c.status,
      creatorId: c.creator_id, redeemerId: c.redeemer_id, dateCreated: c.date_created, dateRedeemed: c.date_redeemed,
    })),
    pages: pageCount(total, body.limit),
  };
}

export async function v1Balances(ctx: RequestContext, query: QueryOf<'GET v1/balances'>) {
  let currencyId: number | undefined;
  if (query.currency !== undefined) {
    const c = (await repo.currencies(ctx.db)).find((x) => x.title === query.currency);
    if (!c) return { items: [], total: 0 };
    currencyId = c.id;
  }
  const { rows, total } = await repo.v1Balances(ctx.db, { userId: query.userId, currencyId, offset: query.offset, limit: query.limit });
  return { items: rows.map((r) => ({ userId: r.user_id, currency: r.title, available: normalizeDecimal(r.available), locked: normalizeDecimal(r.locked), ledgerType: null })), total };
}

/**
 * The older service's transaction methods. There is no method catalogue behind it yet: every
 * currency in use offers its usual method (blockchain for crypto, manual bank transfer for fiat),
 * both ways, with the currency's service fee.
 */
export async function v1Methods(ctx: RequestContext, query: QueryOf<'GET v1/transactions/methods'>) {
  const all = (await repo.currencies(ctx.db)).filter((c) => c.is_in_use === 1 && (query.currency === undefined || c.title === query.currency));
  const items = all.map((c) => ({
    id: c.id,
    name: c.currency_type === 'crypto' ? `${c.title} blockchain` : `${c.title} bank transfer`,
    currency: c.title,
    payIn: true,
    payOut: true,
    minAmount: '0',
    maxAmount: '0',
    fees: { absolute: normalizeDecimal(c.service_fee), percent: '0', min: '0', max: '0' },
  }));
  return { items: items.filter((m) => (query.payIn === undefined || m.payIn === query.payIn) && (query.payOut === undefined || m.payOut === query.payOut)) };
}
