import type { Executor } from '../../db/database.ts';
import { Decimal } from '../../money.ts';
import { ASSETS_ACCOUNT } from './service.ts';

export interface TrialBalanceRow {
  currencyId: number;
  /** Sum of every ledger leg of the currency: zero when no move created or destroyed money. */
  ledgerSum: string;
  /** Users' available + locked + escrow held + platform revenue. */
  liabilitiesAndRevenue: string;
  /** What the platform's wallets should hold (minus the asset account). */
  assets: string;
  /** True when the ledger sums to zero and the stored balances match it. */
  balanced: boolean;
}

/**
 * The invariant check an operator can run at any time (two grouped scans, no row-by-row work):
 * per currency, the ledger sums to zero, and the stored balances (users', escrow, platform
 * accounts) add up to the same zero. The equivalent SQL for a psql session is in
 * docs/transaction-actions.md.
 */
export async function trialBalance(db: Executor): Promise<TrialBalanceRow[]> {
  const [ledger, balances, escrow, platform] = await Promise.all([
    db.selectFrom('ledger_entries').select(['currency_id', 'amount']).execute(),
    db.selectFrom('balances').select(['currency_id', 'available', 'locked']).execute(),
    db.selectFrom('p2p_escrow').select(['currency_id', 'amount']).where('status', '=', 'held').execute(),
    db.selectFrom('platform_balances').select(['currency_id', 'account', 'amount']).execute(),
  ]);
  const add = (map: Map<number, Decimal>, id: number, v: string | Decimal) => map.set(id, (map.get(id) ?? new Decimal(0)).plus(v));
  const ledgerSum = new Map<number, Decimal>();
  const held = new Map<number, Decimal>();
  const assets = new Map<number, Decimal>();
  for (const r of ledger) add(ledgerSum, r.currency_id, r.amount);
  for (const r of balances) add(held, r.currency_id, new Decimal(r.available).plus(r.locked));
  for (const r of escrow) add(held, r.currency_id, r.amount);
  for (const r of platform) add(r.account === ASSETS_ACCOUNT ? assets : held, r.currency_id, r.amount);
  const ids = [...new Set([...ledgerSum.keys(), ...held.keys(), ...assets.keys()])].sort((a, b) => a - b);
  return ids.map((id) => {
    const sum = ledgerSum.get(id) ?? new Decimal(0);
    const h = held.get(id) ?? new Decimal(0);
    const a = (assets.get(id) ?? new Decimal(0)).neg();
    return { currencyId: id, ledgerSum: sum.toFixed(), liabilitiesAndRevenue: h.toFixed(), assets: a.toFixed(), balanced: sum.isZero() && h.equals(a) };
  });
}
