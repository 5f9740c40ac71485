import { ChatMemberType, P2pTradeStatus, type FeedbackInfluence, type FeedbackInitiator } from '../../../src/domain/p2p.ts';
import { Decimal } from '../../money.ts';
import { ASSETS_ACCOUNT, LedgerEntryType, P2P_FEE_ACCOUNT } from '../../modules/ledger/service.ts';
import { CRYPTO_USD_PRICES } from '../../core/pricing.ts';
import type { Db } from '../database.ts';
import { bulkInsert, bulkTable as table, resetSequence, TS } from './bulkInsert.ts';
import { tinyPng } from './images.ts';
import { createRandom, type Random } from './random.ts';

export interface P2pSeedOptions {
  users: number;
  now: Date;
  seed: number;
}

/** Trades per user, capped so the million-user seed stays fast. */
export const P2P_TRADES_PER_USER = 0.8;
export const P2P_MAX_TRADES = 20_000;
/** Chat images are real (tiny) PNGs; this many at most. */
const MAX_CHAT_IMAGES = 300;
const CHUNK = 20_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const T = {
  trades: table('p2p_trades', [
    ['id', 'int'], ['offer_id', 'int'], ['offer_type', 'text'], ['seller_id', 'int'], ['buyer_id', 'int'], ['crypto_currency_id', 'int'], ['fiat_currency_id', 'int'],
    ['amount', 'numeric'], ['service_fee', 'numeric'], ['fee_rate', 'numeric'], ['price', 'numeric'], ['fiat_amount', 'numeric'], ['status', 'int'],
    ['arbitrator_id', 'int'], ['arbitration_result', 'text'], ['arbitration_comment', 'text'], ['arbitrator_call_date', TS], ['comment', 'text'],
    ['date_created', TS], ['date_updated', TS], ['date_closed', TS],
  ]),
  history: table('p2p_trade_status_history', [['trade_id', 'int'], ['status', 'int'], ['admin_id', 'int'], ['comment', 'text'], ['date_created', TS]]),
  balances: table('balances', [['user_id', 'int'], ['currency_id', 'int'], ['available', 'numeric'], ['date_updated', TS]]),
  platform: table('platform_balances', [['account', 'text'], ['currency_id', 'int'], ['amount', 'numeric'], ['date_updated', TS]]),
  escrow: table('p2p_escrow', [['trade_id', 'int'], ['seller_id', 'int'], ['currency_id', 'int'], ['amount', 'numeric'], ['status', 'text'], ['date_created', TS], ['date_closed', TS]]),
  ledger: table('ledger_entries', [
    ['entry_type', 'text'], ['account', 'text'], ['user_id', 'int'], ['currency_id', 'int'], ['amount', 'numeric'], ['trade_id', 'int'], ['admin_id', 'int'], ['created_at', TS],
  ]),
  chats: table('group_chats', [['id', 'int'], ['trade_id', 'int'], ['date_created', TS]]),
  messages: table('group_chat_messages', [['id', 'int'], ['chat_id', 'int'], ['member_type', 'int'], ['user_id', 'int'], ['admin_id', 'int'], ['message', 'text'], ['date_created', TS]]),
  files: table('user_files', [
    ['id', 'int'], ['user_id', 'int'], ['document_id', 'int'], ['name', 'text'], ['extension', 'text'], ['content_type', 'text'], ['size', 'int'], ['data', 'bytea'], ['date_created', TS],
  ]),
  chatFiles: table('group_chat_files', [['message_id', 'int'], ['user_file_id', 'int']]),
  feedback: table('p2p_feedback', [
    ['id', 'int'], ['trade_id', 'int'], ['from_user_id', 'int'], ['to_user_id', 'int'], ['comment', 'text'], ['influence', 'text'], ['initiator', 'text'],
    ['is_deleted', 'smallint'], ['date_created', TS], ['date_updated', TS],
  ]),
  feedbackHistory: table('p2p_feedback_history', [['feedback_id', 'int'], ['action', 'text'], ['comment', 'text'], ['influence', 'text'], ['admin_id', 'int'], ['date_created', TS]]),
};

/** How much of a deal each crypto typically moves: [min, max] in whole units. */
const AMOUNT_RANGES: Record<string, [number, number]> = {
  BTC: [0.001, 0.5], ETH: [0.01, 5], USDT: [10, 5000], USDC: [10, 5000], LTC: [0.1, 50], TRX: [100, 50000],
  XRP: [10, 10000], BNB: [0.05, 20], SOL: [0.1, 100], TON: [1, 2000],
};
const CRYPTO_WEIGHTS: Record<string, number> = { USDT: 40, BTC: 18, ETH: 12, USDC: 8, TON: 5, TRX: 4, LTC: 4, SOL: 4, XRP: 3, BNB: 2 };
/** Units of each fiat per USD, to price deals around the reference prices. */
const FIAT_PER_USD: Record<string, string> = { USD: '1', EUR: '0.92', RUB: '98', TRY: '34', CNY: '7.2', KZT: '500', UAH: '41' };
const FEE_RATES = ['0.001', '0.002', '0.0025', '0.005'];

const STATUS_WEIGHTS: [number, number][] = [[0, 3], [1, 2], [2, 2], [3, 4], [4, 5], [5, 5], [6, 48], [7, 14], [8, 4], [9, 2], [10, 5], [11, 6]];
/** The first deals cover every status, awaiting disputes and both arbitrators even in a tiny seed. */
const FIRST_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 10, 10, 9, 11, 11, 11, 11, 6, 5, 6, 5];
const FIRST_ARBITRATED = new Set([5, 6, 19, 20, 21, 22]);

const CUSTOMER_LINES = [
  'Hello! I am sending the payment now.', 'Payment sent, please check.', 'I have not received the money yet.', 'Please check your bank app again.',
  'The transfer is still pending on my side.', 'Here is the receipt of the transfer.', 'The name on the account does not match.', 'Please release the crypto, I paid.',
  'I will wait ten more minutes.', 'My bank is asking for extra confirmation.', 'Received, thank you!', 'Can you send the payment details again?',
];
const ARBITRATOR_LINES = [
  'Hello, I am the arbitrator of this deal. Please upload the payment receipt.', 'Thank you, I am checking the transfer with the payment details.',
  'Seller, please confirm whether the money arrived on your account.', 'The receipt shows the correct amount and recipient.',
  'I could not find the transfer; the buyer has one more hour to prove it.',
];
const ADMIN_LINES = ['Support here: please keep all communication in this chat.', 'We have escalated this deal to an arbitrator.'];
const RESOLUTION_COMMENTS = {
  confirmed: ['The buyer proved the payment; funds released to the buyer.', 'Payment confirmed by the bank statement.'],
  cancelled: ['No payment was made within the time limit; funds returned to the seller.', 'The receipt was forged; the deal is cancelled.'],
};
const FEEDBACK_LINES: Record<FeedbackInfluence, (string | null)[]> = {
  Positive: ['Fast and polite, thank you!', 'Smooth deal, recommended.', 'Everything went well.', null],
  Neutral: ['Slow to answer, but all fine in the end.', 'OK.', null],
  Negative: ['Did not answer for an hour.', 'Tried to cancel after I paid.', 'Asked to pay to a third-party account.'],
};

type Step = { status: number; at: number; adminId: number | null; comment: string | null };

interface PlannedTrade {
  status: number;
  arbitrated: boolean;
  sellerId: number;
  buyerId: number;
  crypto: { id: number; title: string; decimals: number };
  fiat: { id: number; title: string; decimals: number };
  amount: Decimal;
  fee: Decimal;
  feeRate: string;
  price: Decimal;
  offerType: 'Sell' | 'Buy';
  arbitratorId: number | null;
  steps: Step[];
  callAt: number | null;
  result: 'confirmed' | 'cancelled' | null;
  resolutionComment: string | null;
}

function weighted<T>(rnd: Random, options: [T, number][]): T {
  const total = options.reduce((s, [, w]) => s + w, 0);
  let r = rnd.next() * total;
  for (const [value, weight] of options) if ((r -= weight) < 0) return value;
  return options[options.length - 1]![0];
}

/** The statuses a deal passed through to reach its current one (the transition paths of a P2P deal). */
function pathTo(status: number, arbitrated: boolean, rnd: Random): number[] {
  const S = P2pTradeStatus;
  const frozen = [S.Created, S.MFASent, S.FundsFreezeConfirmation, S.FundsFrozen];
  switch (status) {
    case S.Created: case S.MFASent: case S.FundsFreezeConfirmation: case S.FundsFrozen:
      return frozen.slice(0, status + 1);
    case S.FiatSent: return [...frozen, S.FiatSent];
    case S.TimeoutArbitrator: return rnd.chance(0.5) ? [...frozen, S.TimeoutArbitrator] : [...frozen, S.FiatSent, S.TimeoutArbitrator];
    case S.ArbitratorRequired: return [...frozen, S.FiatSent, S.ArbitratorRequired];
    case S.ArbitratorEntered: return [...frozen, S.FiatSent, S.ArbitratorRequired, S.ArbitratorEntered];
    case S.Completed: return arbitrated ? [...frozen, S.FiatSent, S.ArbitratorRequired, S.ArbitratorEntered, S.Completed] : [...frozen, S.FiatSent, S.Completed];
    case S.Refused: return arbitrated ? [...frozen, S.FiatSent, S.ArbitratorRequired, S.ArbitratorEntered, S.Refused] : [S.Created, S.MFASent, S.Refused];
    case S.Cancelled: return [...frozen.slice(0, rnd.int(1, 3)), S.Cancelled];
    default: return [...frozen, S.Terminated]; // Terminated: timed out after the freeze, escrow returned
  }
}

/** Minutes a deal typically spends before entering each status. */
function gapBefore(status: number, rnd: Random): number {
  const S = P2pTradeStatus;
  switch (status) {
    case S.MFASent: return rnd.int(10, 60) * 1000;
    case S.FundsFreezeConfirmation: return rnd.int(30, 120) * 1000;
    case S.FundsFrozen: return rnd.int(5, 60) * 1000;
    case S.FiatSent: case S.Completed: return rnd.int(2, 30) * MINUTE;
    case S.ArbitratorRequired: case S.TimeoutArbitrator: return rnd.int(10, 120) * MINUTE;
    case S.ArbitratorEntered: return rnd.int(5, 240) * MINUTE;
    case S.Terminated: return rnd.int(30, 90) * MINUTE;
    default: return rnd.int(1, 20) * MINUTE;
  }
}

function randomAmount(rnd: Random, title: string, decimals: number): Decimal {
  const [min, max] = AMOUNT_RANGES[title] ?? [1, 100];
  const places = Math.min(decimals, 8);
  const unit = new Decimal(10).pow(places);
  const units = rnd.int(new Decimal(min).times(unit).toNumber(), new Decimal(max).times(unit).toNumber());
  return new Decimal(units).div(unit);
}

/**
 * P2P deals in every status over the demo users, with everything they imply kept consistent:
 * status history; balances, escrow and the platform fee account equal to what the ledger says;
 * group chats with customer, system, admin and arbitrator lines and a few real images; feedback of
 * every influence with its history. Disputes await arbitration or are joined by the two demo
 * arbitrators. Deterministic per seed; the count is capped so the million-user seed stays fast.
 */
export async function seedP2p(db: Db, options: P2pSeedOptions) {
  const { users, now } = options;
  const count = users < 2 ? 0 : Math.min(Math.round(users * P2P_TRADES_PER_USER), P2P_MAX_TRADES);
  if (count === 0) return { trades: 0 };
  const rnd = createRandom(options.seed ^ 0x0b2b7a3e);
  const end = now.getTime();

  const currencies = await db.kysely.selectFrom('currencies').select(['id', 'title', 'decimals', 'currency_type', 'is_in_use']).execute();
  const cryptos = currencies.filter((c) => c.currency_type === 'crypto' && c.is_in_use === 1 && CRYPTO_WEIGHTS[c.title]);
  const fiats = currencies.filter((c) => c.currency_type === 'fiat' && FIAT_PER_USD[c.title]);
  const staff = await db.kysely.selectFrom('admins').select(['id', 'email']).execute();
  const staffId = (email: string) => staff.find((s) => s.email === email)?.id ?? null;
  const arbitrators = [staffId('arbitrator@demo.local'), staffId('arbitrator2@demo.local')].filter((id): id is number => id !== null);
  const adminId = staffId('admin@demo.local');
  const supervisors = [adminId, staffId('super@demo.local')].filter((id): id is number => id !== null);
  if (!cryptos.length || !fiats.length) return { trades: 0 };

  // 1. Plan the deals.
  const planned: PlannedTrade[] = [];
  for (let i = 0; i < count; i++) {
    const status = FIRST_STATUSES[i] ?? weighted(rnd, STATUS_WEIGHTS);
    const arbitrated =
      status === P2pTradeStatus.ArbitratorEntered || (i < FIRST_STATUSES.length ? FIRST_ARBITRATED.has(i) : status === 5 ? rnd.chance(0.4) : status === 6 && rnd.chance(0.08));
    const sellerId = rnd.int(1, users);
    let buyerId = rnd.int(1, users - 1);
    if (buyerId >= sellerId) buyerId++;
    const crypto = weighted(rnd, cryptos.map((c) => [c, CRYPTO_WEIGHTS[c.title]!] as [typeof c, number]));
    const fiat = rnd.pick(fiats);
    const amount = randomAmount(rnd, crypto.title, crypto.decimals);
    const feeRate = rnd.pick(FEE_RATES);
    const fee = amount.times(feeRate).toDecimalPlaces(crypto.decimals, Decimal.ROUND_DOWN);
    const price = new Decimal(CRYPTO_USD_PRICES[crypto.title] ?? '1')
      .times(FIAT_PER_USD[fiat.title]!)
      .times(1 + (rnd.next() - 0.5) * 0.06)
      .toDecimalPlaces(2);
    // Joined disputes: mostly the two demo arbitrators, a few taken by an admin.
    const arbitratorId = arbitrated
      ? i < FIRST_STATUSES.length || rnd.chance(0.9) || !supervisors.length
        ? (arbitrators[i % arbitrators.length] ?? adminId)
        : rnd.pick(supervisors)
      : null;
    const path = pathTo(status, arbitrated, rnd);

    // Lay the path out in time, ending before now: open deals are recent, closed ones spread over half a year.
    const offsets = [0];
    for (let s = 1; s < path.length; s++) offsets.push(offsets[s - 1]! + gapBefore(path[s]!, rnd));
    const last = offsets[offsets.length - 1]!;
    const final = [5, 6, 7, 8].includes(status);
    const window = final ? 180 * DAY : [9, 10, 11].includes(status) ? 7 * DAY : 6 * HOUR;
    const start = end - last - Math.floor(rnd.next() * window) - MINUTE;
    const result = arbitrated && final ? (status === P2pTradeStatus.Completed ? 'confirmed' : 'cancelled') : null;
    const resolutionComment = result ? rnd.pick(RESOLUTION_COMMENTS[result]) : null;
    const steps: Step[] = path.map((s, k) => ({
      status: s,
      at: start + offsets[k]!,
      adminId: s === P2pTradeStatus.ArbitratorEntered || (result && k === path.length - 1) ? arbitratorId : null,
      comment: result && k === path.length - 1 ? resolutionComment : null,
    }));
    const call = steps.find((s) => s.status === P2pTradeStatus.ArbitratorRequired || s.status === P2pTradeStatus.TimeoutArbitrator);
    planned.push({
      status, arbitrated, sellerId, buyerId, crypto, fiat, amount, fee, feeRate, price,
      offerType: rnd.chance(0.5) ? 'Sell' : 'Buy', arbitratorId: [9, 10].includes(status) ? null : arbitratorId,
      steps, callAt: call?.at ?? null, result, resolutionComment,
    });
  }
  // Ids follow creation time, like a live system's.
  planned.sort((a, b) => a.steps[0]!.at - b.steps[0]!.at);

  // 2. Money: what each deal held, released or returned; deposits cover every seller's holds.
  const key = (userId: number, currencyId: number) => `${userId}:${currencyId}`;
  const held = new Map<string, Decimal>();
  for (const t of planned) {
    if (!t.steps.some((s) => s.status === P2pTradeStatus.FundsFrozen)) continue;
    const k = key(t.sellerId, t.crypto.id);
    held.set(k, (held.get(k) ?? new Decimal(0)).plus(t.amount));
  }
  const balances = new Map<string, Decimal>();
  const ledger: unknown[][] = [];
  const depositAt = new Date(end - 200 * DAY).toISOString();
  const assets = new Map<number, Decimal>();
  for (const [k, total] of held) {
    const [userId, currencyId] = k.split(':').map(Number) as [number, number];
    const currency = cryptos.find((c) => c.id === currencyId)!;
    const cushion = randomAmount(rnd, currency.title, currency.decimals).times(rnd.int(0, 3));
    const amount = total.plus(cushion);
    balances.set(k, amount);
    ledger.push([LedgerEntryType.Deposit, 'available', userId, currencyId, amount.toFixed(), null, null, depositAt]);
    // Double entry: the deposit came into the platform's wallets (the asset account, negative).
    ledger.push([LedgerEntryType.Deposit, 'assets', null, currencyId, amount.neg().toFixed(), null, null, depositAt]);
    assets.set(currencyId, (assets.get(currencyId) ?? new Decimal(0)).minus(amount));
  }
  const fees = new Map<number, Decimal>();
  const credit = (userId: number, currencyId: number, amount: Decimal) => balances.set(key(userId, currencyId), (balances.get(key(userId, currencyId)) ?? new Decimal(0)).plus(amount));

  const rows: Record<keyof typeof T, unknown[][]> = { trades: [], history: [], balances: [], platform: [], escrow: [], ledger, chats: [], messages: [], files: [], chatFiles: [], feedback: [], feedbackHistory: [] };
  const iso = (ms: number) => new Date(ms).toISOString();
  let messageId = 0;
  const firstFileId = Number((await db.kysely.selectFrom('user_files').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst())?.m ?? 0) + 1;
  let fileId = firstFileId - 1;
  let feedbackId = 0;
  const initiators = new Set<FeedbackInitiator>();
  const images = [[46, 125, 50], [21, 101, 192], [198, 40, 40], [239, 108, 0]].map((rgb) => tinyPng(rgb as [number, number, number], 16));

  planned.forEach((t, index) => {
    const id = index + 1;
    const created = t.steps[0]!.at;
    const lastStep = t.steps[t.steps.length - 1]!;
    const final = [5, 6, 7, 8].includes(t.status);
    rows.trades.push([
      id, null, t.offerType, t.sellerId, t.buyerId, t.crypto.id, t.fiat.id, t.amount.toFixed(), t.fee.toFixed(), t.feeRate, t.price.toFixed(),
      t.amount.times(t.price).toDecimalPlaces(t.fiat.decimals).toFixed(), t.status, t.arbitratorId, t.result, t.resolutionComment,
      t.callAt === null ? null : iso(t.callAt), null, iso(created), iso(lastStep.at), final ? iso(lastStep.at) : null,
    ]);
    for (const s of t.steps) rows.history.push([id, s.status, s.adminId, s.comment, iso(s.at)]);

    // Escrow and ledger along the path.
    const frozen = t.steps.find((s) => s.status === P2pTradeStatus.FundsFrozen);
    if (frozen) {
      const cid = t.crypto.id;
      credit(t.sellerId, cid, t.amount.neg());
      ledger.push([LedgerEntryType.EscrowHold, 'available', t.sellerId, cid, t.amount.neg().toFixed(), id, null, iso(frozen.at)]);
      ledger.push([LedgerEntryType.EscrowHold, 'escrow', t.sellerId, cid, t.amount.toFixed(), id, null, iso(frozen.at)]);
      let escrowStatus = 'held';
      const closeAt = iso(lastStep.at);
      const closer = t.result ? t.arbitratorId : null;
      if (t.status === P2pTradeStatus.Completed) {
        escrowStatus = 'released';
        const net = t.amount.minus(t.fee);
        credit(t.buyerId, cid, net);
        fees.set(cid, (fees.get(cid) ?? new Decimal(0)).plus(t.fee));
        ledger.push([LedgerEntryType.EscrowRelease, 'escrow', t.sellerId, cid, t.amount.neg().toFixed(), id, closer, closeAt]);
        ledger.push([LedgerEntryType.EscrowRelease, 'available', t.buyerId, cid, net.toFixed(), id, closer, closeAt]);
        if (!t.fee.isZero()) ledger.push([LedgerEntryType.ServiceFee, 'fees', null, cid, t.fee.toFixed(), id, closer, closeAt]);
      } else if (final) {
        escrowStatus = 'returned';
        credit(t.sellerId, cid, t.amount);
        ledger.push([LedgerEntryType.EscrowReturn, 'escrow', t.sellerId, cid, t.amount.neg().toFixed(), id, closer, closeAt]);
        ledger.push([LedgerEntryType.EscrowReturn, 'available', t.sellerId, cid, t.amount.toFixed(), id, closer, closeAt]);
      }
      rows.escrow.push([id, t.sellerId, cid, t.amount.toFixed(), escrowStatus, iso(frozen.at), escrowStatus === 'held' ? null : closeAt]);
    }

    // The deal's group chat.
    rows.chats.push([id, id, iso(created)]);
    let at = created;
    const say = (memberType: number, userId: number | null, staffId: number | null, text: string, when?: number) => {
      at = Math.min(end - 1000, Math.max(at + 1000, when ?? at + rnd.int(1, 15) * MINUTE));
      rows.messages.push([++messageId, id, memberType, userId, staffId, text, iso(at)]);
      return messageId;
    };
    const attach = (message: number, ownerId: number, name: string) => {
      const data = rnd.pick(images);
      rows.files.push([++fileId, ownerId, null, name, 'png', 'image/png', data.length, data, iso(at)]);
      rows.chatFiles.push([message, fileId]);
    };
    const customer = () => (rnd.chance(0.5) ? t.sellerId : t.buyerId);
    if (t.callAt !== null) {
      for (let k = rnd.int(2, 4); k > 0; k--) say(ChatMemberType.Customer, customer(), null, rnd.pick(CUSTOMER_LINES), Math.min(at + rnd.int(1, 10) * MINUTE, t.callAt - 1000));
      say(ChatMemberType.System, null, null, t.status === P2pTradeStatus.TimeoutArbitrator ? 'The deal timed out and was sent to arbitration' : 'Arbitration requested', t.callAt);
      if (fileId - firstFileId + 1 < MAX_CHAT_IMAGES && rnd.chance(0.35)) attach(say(ChatMemberType.Customer, t.buyerId, null, 'Here is the receipt of the transfer.'), t.buyerId, 'receipt.png');
      if (rnd.chance(0.2)) say(ChatMemberType.Admin, null, adminId, rnd.pick(ADMIN_LINES));
      const joined = t.steps.find((s) => s.status === P2pTradeStatus.ArbitratorEntered);
      if (joined && t.arbitratorId !== null) {
        say(ChatMemberType.System, null, t.arbitratorId, `Arbitrator joined the chat`, Math.max(at + 1000, joined.at));
        const staffType = arbitrators.includes(t.arbitratorId) ? ChatMemberType.Arbitrator : ChatMemberType.Admin;
        const first = say(staffType, null, t.arbitratorId, ARBITRATOR_LINES[0]!);
        if (fileId - firstFileId + 1 < MAX_CHAT_IMAGES && rnd.chance(0.05)) attach(first, t.sellerId, 'checked.png');
        for (let k = rnd.int(1, 3); k > 0; k--) say(ChatMemberType.Customer, customer(), null, rnd.pick(CUSTOMER_LINES));
        say(staffType, null, t.arbitratorId, rnd.pick(ARBITRATOR_LINES.slice(1)));
        if (t.result) {
          say(staffType, null, t.arbitratorId, t.resolutionComment!, Math.max(at + 1000, lastStep.at - 1000));
          say(ChatMemberType.System, null, t.arbitratorId, t.result === 'confirmed' ? 'The arbitrator confirmed the deal: the crypto goes to the buyer' : 'The arbitrator cancelled the deal: the crypto returns to the seller', lastStep.at);
        }
      }
    } else if (rnd.chance(0.35)) {
      for (let k = rnd.int(1, 3); k > 0; k--) say(ChatMemberType.Customer, customer(), null, rnd.pick(CUSTOMER_LINES));
    }

    // Feedback after a completed deal; the system rates the side that lost an arbitration.
    const leave = (from: number, to: number, initiator: FeedbackInitiator, influence?: FeedbackInfluence) => {
      const fid = ++feedbackId;
      const chosen: FeedbackInfluence = influence ?? (fid <= 3 ? (['Positive', 'Neutral', 'Negative'] as const)[fid - 1]! : weighted(rnd, [['Positive', 75], ['Neutral', 13], ['Negative', 12]]));
      const comment = rnd.pick(FEEDBACK_LINES[chosen]);
      const when = Math.min(end - 1000, lastStep.at + rnd.int(1, 120) * MINUTE);
      rows.feedbackHistory.push([fid, 'created', comment, chosen, null, iso(when)]);
      let current: [string | null, FeedbackInfluence] = [comment, chosen];
      let updated = when;
      if (fid % 17 === 5 && adminId !== null) {
        // A moderator removed an insult and softened the rating.
        updated = Math.min(end - 500, when + rnd.int(1, 48) * HOUR);
        current = ['Comment edited by moderator', chosen === 'Negative' ? 'Neutral' : chosen];
        rows.feedbackHistory.push([fid, 'edited', current[0], current[1], adminId, iso(updated)]);
      }
      const deleted = fid % 61 === 7 && adminId !== null;
      if (deleted) {
        updated = Math.min(end - 100, updated + rnd.int(1, 24) * HOUR);
        rows.feedbackHistory.push([fid, 'deleted', current[0], current[1], adminId, iso(updated)]);
      }
      rows.feedback.push([fid, id, from, to, current[0], current[1], initiator, deleted ? 1 : 0, iso(when), iso(updated)]);
      initiators.add(initiator);
    };
    if (t.status === P2pTradeStatus.Completed) {
      if (rnd.chance(0.5) || !initiators.has('buyer')) leave(t.buyerId, t.sellerId, 'buyer');
      if (rnd.chance(0.35) || !initiators.has('seller')) leave(t.sellerId, t.buyerId, 'seller');
    }
    // The first of each kind is certain, so even a tiny seed shows every initiator.
    if (t.result && (rnd.chance(0.5) || !initiators.has('system'))) leave(t.result === 'confirmed' ? t.buyerId : t.sellerId, t.result === 'confirmed' ? t.sellerId : t.buyerId, 'system', 'Negative');
    if (t.status === P2pTradeStatus.Cancelled && (rnd.chance(0.05) || !initiators.has('user'))) leave(t.buyerId, t.sellerId, 'user');
  });

  const updatedAt = now.toISOString();
  for (const [k, amount] of balances) {
    const [userId, currencyId] = k.split(':').map(Number) as [number, number];
    rows.balances.push([userId, currencyId, amount.toFixed(), updatedAt]);
  }
  for (const [currencyId, amount] of fees) rows.platform.push([P2P_FEE_ACCOUNT, currencyId, amount.toFixed(), updatedAt]);
  for (const [currencyId, amount] of assets) rows.platform.push([ASSETS_ACCOUNT, currencyId, amount.toFixed(), updatedAt]);

  // 3. Load, parents first.
  const order: (keyof typeof T)[] = ['trades', 'history', 'balances', 'platform', 'escrow', 'ledger', 'chats', 'messages', 'files', 'chatFiles', 'feedback', 'feedbackHistory'];
  for (const name of order) {
    const all = rows[name];
    for (let i = 0; i < all.length; i += CHUNK) await bulkInsert(db, T[name], all.slice(i, i + CHUNK));
  }
  for (const name of ['p2p_trades', 'group_chats', 'group_chat_messages', 'user_files', 'p2p_feedback']) await resetSequence(db, name);

  const byStatus: Record<number, number> = {};
  for (const t of planned) byStatus[t.status] = (byStatus[t.status] ?? 0) + 1;
  return { trades: planned.length, byStatus, messages: rows.messages.length, images: rows.files.length, feedback: rows.feedback.length, ledgerEntries: ledger.length };
}
