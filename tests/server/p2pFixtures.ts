import zlib from 'node:zlib';
import { P2pTradeStatus } from '../../src/domain/p2p.ts';
import type { Executor } from '../../server/db/database.ts';
import { Decimal } from '../../server/money.ts';
import { deposit, holdEscrow, P2P_FEE_ACCOUNT } from '../../server/modules/ledger/service.ts';
import { tinyPng } from '../../server/db/seed/images.ts';
import type { TestServer } from './harness.ts';

export interface DisputeOptions {
  /** 10 awaiting (default), 9 timed out, or 11 with an arbitrator. */
  status?: 9 | 10 | 11;
  /** Staff e-mail of the arbitrator for status 11 (default arbitrator@demo.local). */
  arbitrator?: string;
  currency?: string;
  amount?: string;
  fee?: string;
  sellerId?: number;
  buyerId?: number;
}

let nextUser = 0;

/**
 * A fresh dispute made the way a live deal reaches one: the seller's deposit, the trade, the escrow
 * hold (through the server's own ledger functions), its chat and status history.
 */
export async function createDispute(server: TestServer, options: DisputeOptions = {}) {
  const k = server.db.kysely;
  const status = options.status ?? P2pTradeStatus.ArbitratorRequired;
  const currency = await k.selectFrom('currencies').select(['id', 'decimals']).where('title', '=', options.currency ?? 'BTC').executeTakeFirstOrThrow();
  const fiat = await k.selectFrom('currencies').select('id').where('title', '=', 'EUR').executeTakeFirstOrThrow();
  const arbitrator =
    status === P2pTradeStatus.ArbitratorEntered
      ? await k.selectFrom('admins').select('id').where('email', '=', options.arbitrator ?? 'arbitrator@demo.local').executeTakeFirstOrThrow()
      : null;
  // Walk through the users so parallel disputes rarely share a party (they may, and must still add up).
  const sellerId = options.sellerId ?? (nextUser++ % 100) + 1;
  const buyerId = options.buyerId ?? ((sellerId + 7) % 100) + 1;
  const amount = options.amount ?? '0.12345678';
  const fee = options.fee ?? new Decimal(amount).times('0.0025').toDecimalPlaces(currency.decimals, Decimal.ROUND_DOWN).toFixed();
  const at = server.clock.now().toISOString();
  return k.transaction().execute(async (trx) => {
    await deposit(trx, sellerId, currency.id, amount, at);
    const trade = await trx
      .insertInto('p2p_trades')
      .values({
        offer_id: null, offer_type: 'Sell', seller_id: sellerId, buyer_id: buyerId, crypto_currency_id: currency.id, fiat_currency_id: fiat.id,
        amount, service_fee: fee, fee_rate: '0.0025', price: '1000', fiat_amount: new Decimal(amount).times(1000).toDecimalPlaces(2).toFixed(),
        status, arbitrator_id: arbitrator?.id ?? null, arbitration_result: null, arbitration_comment: null, arbitrator_call_date: at, comment: null,
        date_created: at, date_updated: at, date_closed: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await holdEscrow(trx, trade, at);
    const chat = await trx.insertInto('group_chats').values({ trade_id: trade.id, date_created: at }).returning('id').executeTakeFirstOrThrow();
    const path = [0, 1, 2, 3, 4, 10, ...(status === 11 ? [11] : [])].map((s) => (s === 10 && status === 9 ? 9 : s));
    await trx.insertInto('p2p_trade_status_history').values(path.map((s) => ({ trade_id: trade.id, status: s, admin_id: null, comment: null, date_created: at }))).execute();
    return { ...trade, chatId: chat.id };
  });
}

/** A user's available balance in a currency ("0" without a row). */
export async function balanceOf(db: Executor, userId: number, currencyId: number): Promise<string> {
  const row = await db.selectFrom('balances').select('available').where('user_id', '=', userId).where('currency_id', '=', currencyId).executeTakeFirst();
  return new Decimal(row?.available ?? 0).toFixed();
}

export async function feeAccountOf(db: Executor, currencyId: number): Promise<string> {
  const row = await db.selectFrom('platform_balances').select('amount').where('account', '=', P2P_FEE_ACCOUNT).where('currency_id', '=', currencyId).executeTakeFirst();
  return new Decimal(row?.amount ?? 0).toFixed();
}

/**
 * Per currency: balances + held escrow + platform accounts, and the deposits that brought the
 * money in. Arbitration only moves money between the three, so the first must equal the second.
 */
export async function moneyByCurrency(db: Executor) {
  // Double entry (issue 11): what users and the platform's revenue hold equals what the platform's
  // wallets took in (the asset account, kept negative), currency by currency.
  const [balances, escrow, platform] = await Promise.all([
    db.selectFrom('balances').select(['currency_id', 'available', 'locked']).execute(),
    db.selectFrom('p2p_escrow').select(['currency_id', 'amount']).where('status', '=', 'held').execute(),
    db.selectFrom('platform_balances').select(['currency_id', 'account', 'amount']).execute(),
  ]);
  const sum = (rows: { currency_id: number; amount: string }[]) => {
    const out = new Map<number, Decimal>();
    for (const r of rows) out.set(r.currency_id, (out.get(r.currency_id) ?? new Decimal(0)).plus(r.amount));
    return out;
  };
  const userRows = balances.map((b) => ({ currency_id: b.currency_id, amount: new Decimal(b.available).plus(b.locked).toFixed() }));
  const held = sum([...userRows, ...escrow, ...platform.filter((p) => p.account !== 'assets')]);
  const brought = sum(platform.filter((p) => p.account === 'assets').map((p) => ({ currency_id: p.currency_id, amount: new Decimal(p.amount).neg().toFixed() })));
  const ids = [...new Set([...held.keys(), ...brought.keys()])].sort((a, b) => a - b);
  return Object.fromEntries(ids.map((id) => [id, { held: (held.get(id) ?? new Decimal(0)).toFixed(), deposited: (brought.get(id) ?? new Decimal(0)).toFixed() }]));
}

/** Everything an arbitration call could move, to prove a refused call moved nothing. */
export async function moneySnapshot(db: Executor) {
  const [balances, escrow, platform, ledger, trades, history] = await Promise.all([
    db.selectFrom('balances').selectAll().orderBy('user_id').orderBy('currency_id').execute(),
    db.selectFrom('p2p_escrow').selectAll().orderBy('trade_id').execute(),
    db.selectFrom('platform_balances').selectAll().orderBy('currency_id').execute(),
    db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('p2p_trades').select(['id', 'status', 'arbitrator_id', 'arbitration_result']).orderBy('id').execute(),
    db.selectFrom('p2p_trade_status_history').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return JSON.stringify({ balances, escrow, platform, ledger: Number(ledger.n), trades, history: Number(history.n) });
}

export const arbitrationUrl = (id: number, action: 'join' | 'assign' | 'confirmation' | 'cancellation') => `/api/v1/arbitrator/trades/${id}/${action}`;
export const methodOf = (action: 'join' | 'assign' | 'confirmation' | 'cancellation') => (action === 'join' ? 'PUT' : 'POST');

/** A valid PNG of exactly `size` bytes: a tiny image padded with a private ancillary chunk before IEND. */
export function pngOfSize(size: number): Buffer {
  const image = tinyPng([7, 7, 7]);
  const iend = image.subarray(image.length - 12);
  const padding = Buffer.alloc(Math.max(0, size - image.length - 12), 7);
  const body = Buffer.concat([Buffer.from('prVt', 'ascii'), padding]);
  const chunk = Buffer.alloc(8 + padding.length + 4);
  chunk.writeUInt32BE(padding.length, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(zlib.crc32(body), 8 + padding.length);
  return Buffer.concat([image.subarray(0, image.length - 12), chunk, iend]);
}

/** A minimal JPEG frame: SOI, some bytes, EOI. */
export const fakeJpeg = (bytes = 200) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(bytes, 1), Buffer.from([0xff, 0xd9])]);

/** A minimal HEIC file: an `ftyp` box with the heic brand, then one `mdat` box. */
export function fakeHeic(bytes = 100): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
  const mdat = Buffer.alloc(8 + bytes, 2);
  mdat.writeUInt32BE(8 + bytes, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** A multipart/form-data body as a browser would send it. */
export function multipart(fields: Record<string, string>, files: { field?: string; name: string; data: Buffer; type?: string }[] = []) {
  const boundary = `----p2pTestBoundary${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'Files'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`));
    parts.push(f.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
