import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportWorker } from '../../server/jobs/reportWorker.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { buildReport, startTestServer, taggedUserIds, type TestServer } from './harness.ts';
import { placeOpenOrder } from './tradingFixtures.ts';

/**
 * The report types whose tables landed after the reports (spot trades and orders, referral incomes,
 * staking logs, P2P offers): each file holds the rows its list holds, honours the list's filters and leaves
 * out the rows of users tagged dev, test or bot.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-sources-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Records of a file (CRLF), header first; cells split on commas outside quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  for (const line of text.replace(/^\ufeff/, '').split('\r\n')) {
    if (!line) continue;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (quoted && ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = !quoted;
      else if (ch === ',' && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += ch;
    }
    cells.push(cell);
    records.push(cells);
  }
  return records;
}

interface Case {
  type: 'Trades' | 'Orders' | 'ReferralProgramIncomes' | 'StakingLogs' | 'P2pOffers';
  table: 'trades' | 'orders' | 'referral_incomes' | 'staking_logs' | 'p2p_offers';
  header: string;
  /** The columns naming the users a row concerns. */
  users: string[];
  /** A filter of the list the type exports, and the column it matches. */
  filter: { name: string; column: string };
}

const CASES: Case[] = [
  {
    type: 'Trades',
    table: 'trades',
    header: 'Id,Market,Order id,User id,User name,Side,Side code,Price,Amount,Fee,Counter order id,Counter user id,Created',
    users: ['user_id'],
    filter: { name: 'marketIdList', column: 'market_id' },
  },
  {
    type: 'Orders',
    table: 'orders',
    header: 'Id,Market,User id,User name,Side,Side code,Type,Type code,Status,Status code,Price,Stop price,Amount,Filled amount,Hold amount,Hold currency,Created,Updated',
    users: ['user_id'],
    filter: { name: 'statusList', column: 'status' },
  },
  {
    type: 'ReferralProgramIncomes',
    table: 'referral_incomes',
    header: 'Id,Referral program id,Referral id,Owner id,Owner name,Referral user id,Level,Income type,Income type code,Currency,Amount,Created',
    users: ['user_id', 'referral_user_id'],
    filter: { name: 'incomeTypeList', column: 'income_type' },
  },
  {
    type: 'StakingLogs',
    table: 'staking_logs',
    header: 'Id,User id,Currency,Log type,Log type code,Settings id,Previous percent,Amount,Percent,Admin id,Created',
    users: ['user_id'],
    filter: { name: 'logTypeList', column: 'log_type' },
  },
  {
    type: 'P2pOffers',
    table: 'p2p_offers',
    header: 'Id,User id,User name,Type,Type code,Crypto,Fiat,Price,Profit percent,Min,Max,Status,Status code,Terms,Created,Updated',
    users: ['user_id'],
    filter: { name: 'cryptoCurrencyIdList', column: 'crypto_currency_id' },
  },
];

describe('report sources of trades, orders, referral incomes, staking logs and P2P offers', () => {
  let server: TestServer;
  let token: string;
  let worker: ReportWorker;

  beforeAll(async () => {
    server = await startTestServer({ reportsDir: dir });
    token = await server.signIn('admin@demo.local');
    worker = new ReportWorker({
      db: server.db,
      reportsDir: dir,
      mailer: createMailer({ smtpUrl: null, outboxDir: path.join(dir, 'outbox'), mailFrom: 'Back office <bo@example.com>' }),
      now: server.clock.now,
      workerId: 'sources',
      // Small batches, so every file crosses several keyset pages.
      batchSize: 7,
    });
    return () => server.close();
  });

  /** Orders a report, builds it and answers its status and records. */
  const build = async (body: Parameters<typeof buildReport>[3]) => {
    const { report, file } = await buildReport(server, token, worker, body);
    return { report, records: parseCsv(file) };
  };

  const taggedIds = () => taggedUserIds(server);

  /** Every row of the table: id, the users it concerns, and the filtered column's value. */
  const tableRows = async (c: Case) => {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(c.table)} ORDER BY id`.execute(server.db.kysely);
    return rows.map((r) => ({ id: Number(r.id), users: c.users.map((u) => r[u] as number | null), value: r[c.filter.column] as string | number }));
  };

  for (const c of CASES) {
    it(`${c.type}: every row of its table less the tagged users' rows, and a filter of its list`, async () => {
      const before = await tableRows(c);
      expect(before.length, `${c.table} is seeded`).toBeGreaterThan(5);
      // Tag the user of one row "bot" (unless already tagged), so the exclusion has a row to prove on.
      const tagged = await taggedIds();
      const victim = before.find((r) => r.users[0] !== null && !tagged.has(r.users[0]!))!;
      const bot = await server.db.kysely.selectFrom('user_tags').select('id').where('tag_name', '=', 'bot').executeTakeFirstOrThrow();
      await server.db.kysely.insertInto('user_tag_links').values({ user_id: victim.users[0]!, tag_id: bot.id }).execute();
      tagged.add(victim.users[0]!);
      const isTagged = (r: (typeof before)[number]) => r.users.some((u) => u !== null && tagged.has(u));

      const all = await build({ type: c.type });
      expect(all.records[0]!.join(',')).toBe(c.header);
      const ids = all.records.slice(1).map((r) => Number(r[0]));
      expect(ids).toEqual(before.filter((r) => !isTagged(r)).map((r) => r.id));
      expect(ids).not.toContain(victim.id);
      expect(all.report.rowCount).toBe(ids.length);
      expect(all.report.excludedRows).toBe(before.filter(isTagged).length);
      expect(all.records.every((r) => r.length === all.records[0]!.length)).toBe(true);

      // The value of the filtered column that the fewest rows have, so the filter visibly narrows.
      const counts = new Map<string | number, number>();
      for (const r of before) counts.set(r.value, (counts.get(r.value) ?? 0) + 1);
      expect(counts.size, `${c.filter.column} takes several values`).toBeGreaterThan(1);
      const value = [...counts].sort(([, a], [, b]) => a - b)[0]![0];
      const filtered = await build({ type: c.type, filters: { [c.filter.name]: [value] } });
      const expected = before.filter((r) => r.value === value && !isTagged(r)).map((r) => r.id);
      expect(filtered.records.slice(1).map((r) => Number(r[0]))).toEqual(expected);
      expect(expected.length).toBeLessThan(ids.length);
    });
  }

  it('P2pOffers: the status filter takes the labels of the offers screen', async () => {
    const tagged = await taggedIds();
    const offers = await server.db.kysely.selectFrom('p2p_offers').select(['id', 'user_id', 'is_deleted', 'is_hidden', 'is_blocked', 'is_enabled']).orderBy('id').execute();
    const label = (o: (typeof offers)[number]) => (o.is_deleted ? 'deleted' : o.is_hidden || o.is_blocked ? 'hidden' : o.is_enabled ? 'enabled' : 'disabled');
    for (const status of ['deleted', 'hidden']) {
      const expected = offers.filter((o) => label(o) === status && !tagged.has(o.user_id)).map((o) => o.id);
      expect(expected.length, `seeded ${status} offers`).toBeGreaterThan(0);
      const { records } = await build({ type: 'P2pOffers', filters: { statusList: [status] } });
      expect(records.slice(1).map((r) => Number(r[0]))).toEqual(expected);
      expect(new Set(records.slice(1).map((r) => r[12]))).toEqual(new Set([status]));
    }
  });

  it('Trades: the period and the user filter apply; amounts are exact decimal text', async () => {
    const trades = await server.db.kysely.selectFrom('trades').select(['id', 'user_id', 'amount', 'date_created']).orderBy('id').execute();
    const tagged = await taggedIds();
    const mid = [...trades].sort((a, b) => a.date_created.localeCompare(b.date_created))[Math.floor(trades.length / 2)]!;
    const from = mid.date_created;
    const { records } = await build({ type: 'Trades', dateFrom: from });
    expect(records.slice(1).map((r) => Number(r[0]))).toEqual(trades.filter((t) => t.date_created >= from && !tagged.has(t.user_id)).map((t) => t.id));

    const someone = trades.find((t) => !tagged.has(t.user_id))!;
    const mine = await build({ type: 'Trades', filters: { userIdList: [someone.user_id] } });
    const rows = mine.records.slice(1);
    expect(rows.map((r) => Number(r[0]))).toEqual(trades.filter((t) => t.user_id === someone.user_id).map((t) => t.id));
    const byId = new Map(trades.map((t) => [t.id, t]));
    for (const r of rows) expect(Number(r[8])).toBe(Number(byId.get(Number(r[0]))!.amount));
    expect(rows.every((r) => /^[A-Z0-9]+\/[A-Z0-9]+$/.test(r[1]!))).toBe(true);
  });
  /** The orders `POST v2/Trading/GetOrders` lists for a body, oldest first. */
  const listedOrders = async (body: object) => {
    const res = await server.call('POST', '/api/v2/Trading/GetOrders', { token, body: { ...body, sort: { field: 'id', desc: false }, limit: 1000 } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { id: number; userId: number; userName: string; marketTitle: string; side: string; type: string; status: string; price: string | null; amount: string; holdAmount: string; holdCurrencyTitle: string }[] }).items;
  };

  it('Orders: each filter of the orders list gives the rows that list gives, less the tagged users', async () => {
    const tagged = await taggedIds();
    const orders = await server.db.kysely.selectFrom('orders').select(['id', 'user_id', 'market_id', 'type']).orderBy('id').execute();
    const trades = await server.db.kysely.selectFrom('trades').select(['id', 'order_id']).orderBy('id').limit(3).execute();
    const someone = orders.find((o) => !tagged.has(o.user_id))!;
    const market = orders.find((o) => o.market_id !== orders[0]!.market_id)!.market_id;
    expect(trades.length).toBeGreaterThan(0);
    const cases: [report: Record<string, unknown>, list: Record<string, unknown>][] = [
      [{ userIdList: [someone.user_id] }, { userIdList: [someone.user_id] }],
      [{ orderIdList: orders.slice(0, 9).map((o) => o.id) }, { orderIdList: orders.slice(0, 9).map((o) => o.id) }],
      [{ tradeIdList: trades.map((t) => t.id) }, { tradeIdList: trades.map((t) => t.id) }],
      [{ marketIdList: [market] }, { marketId: market }],
      [{ typeList: ['stop', 'trailingStop'] }, { typeList: ['stop', 'trailingStop'] }],
      [{ statusList: ['new', 'partiallyFilled'], typeList: ['limit'] }, { statusList: ['new', 'partiallyFilled'], typeList: ['limit'] }],
    ];
    for (const [filters, list] of cases) {
      const expected = (await listedOrders(list)).filter((o) => !tagged.has(o.userId)).map((o) => o.id);
      expect(expected.length, JSON.stringify(list)).toBeGreaterThan(0);
      expect(expected.length, JSON.stringify(list)).toBeLessThan(orders.length / 2);
      const { records } = await build({ type: 'Orders', filters });
      expect(records.slice(1).map((r) => Number(r[0])), JSON.stringify(filters)).toEqual(expected);
    }
  });

  it('Orders: an order the trading API lists, then cancels, is in the report as the list shows it', async () => {
    const tagged = await taggedIds();
    const user = await server.db.kysely.selectFrom('users').select('id').where('is_deleted', '=', 0).where('id', 'not in', [...tagged]).orderBy('id').executeTakeFirstOrThrow();
    const placed = await placeOpenOrder(server, { userId: user.id, amount: '0.125', price: '48765.5' });
    const [listed] = await listedOrders({ orderIdList: [placed.id] });
    expect(listed).toMatchObject({ id: placed.id, status: 'new' });

    const open = await build({ type: 'Orders', filters: { userIdList: [user.id] } });
    const row = open.records.find((r) => Number(r[0]) === placed.id)!;
    expect(row, 'the new order is in the report').toBeDefined();
    // each code in words (issue 25 item 13), the code beside it
    expect(row.slice(0, 10)).toEqual([String(placed.id), listed!.marketTitle, String(user.id), listed!.userName, 'Buy', 'buy', 'Limit', 'limit', 'New', 'new']);
    expect([Number(row[10]), Number(row[12]), Number(row[14])]).toEqual([48765.5, 0.125, Number(listed!.holdAmount)]);
    expect(row[15]).toBe(listed!.holdCurrencyTitle);

    const cancel = await server.call('PUT', '/api/Trading/CancelOrder', { token, body: { orderId: placed.id } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await build({ type: 'Orders', filters: { orderIdList: [placed.id], statusList: ['cancelled'] } });
    expect(cancelled.records.slice(1).map((r) => [Number(r[0]), r[8], r[9], Number(r[14])])).toEqual([[placed.id, 'Cancelled', 'cancelled', 0]]);
  });
});
