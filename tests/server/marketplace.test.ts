import { describe, expect, it } from 'vitest';
import { canMoveStore, INVOICE_FINAL_STATUSES, INVOICE_STATUSES, invoiceStatusTargets, isStoreUrl, MARKETPLACE_MESSAGES as M, STORE_STATUSES, type StoreStatus } from '../../src/domain/marketplace.ts';
import { onPostgres, serverForFile } from './harness.ts';

const { server, tokens: token } = serverForFile(['admin', 'support'], { users: 40 });

const get = async (path: string, who = 'support') => {
  const res = await server.call('GET', `/api/v2/Marketplace/${path}`, { token: token[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const put = (path: string, body: unknown, who = 'admin') => server.call('PUT', `/api/v2/Marketplace/${path}`, { token: token[who], body });
const k = () => server.db.kysely;
const lastLog = (operation: string) =>
  k().selectFrom('admin_logs').selectAll().where('operation_id', '=', operation).orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('marketplace rules (src/domain/marketplace.ts)', () => {
  it('moves stores only along the table, staying put always allowed', () => {
    const allowed: Record<StoreStatus, StoreStatus[]> = {
      awaitingApproval: ['active', 'rejected'], active: ['inactive'], inactive: ['active'], rejected: ['awaitingApproval', 'active'],
    };
    for (const from of STORE_STATUSES) for (const to of STORE_STATUSES) expect(canMoveStore(from, to), `${from}→${to}`).toBe(from === to || allowed[from].includes(to));
  });

  it('closes an invoice in completed, cancelled and expired; any other status may go to any other', () => {
    for (const from of INVOICE_STATUSES) {
      const targets = invoiceStatusTargets(from);
      expect(targets).toEqual(INVOICE_FINAL_STATUSES.includes(from) ? [] : INVOICE_STATUSES.filter((s) => s !== from));
    }
  });

  it('accepts only absolute http(s) store URLs', () => {
    expect(isStoreUrl('https://shop.example.com/ok')).toBe(true);
    expect(isStoreUrl('http://localhost:8080/fail')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://x.example', '/relative', 'https://', 'shop.example.com']) expect(isStoreUrl(bad), bad).toBe(false);
  });
});

describe(`marketplace stores (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('lists the seeded stores with merchant names, service merchants, locale and a revenue of completed invoices', async () => {
    const { items, total } = await get('stores?limit=100');
    expect(total).toBeGreaterThanOrEqual(8);
    expect(items).toHaveLength(total);
    expect(new Set(items.map((s: { status: string }) => s.status))).toEqual(new Set(STORE_STATUSES));
    const first = items.find((s: { serviceMerchantId: number }) => s.serviceMerchantId === 1);
    const user = await k().selectFrom('users').select('user_name').where('id', '=', first.merchantId).executeTakeFirstOrThrow();
    expect(first.merchantName).toBe(user.user_name);
    const completed = await k().selectFrom('marketplace_invoices').select('amount').where('store_id', '=', first.id).where('status', '=', 'completed').execute();
    expect(completed.length).toBeGreaterThan(0);
    const { Decimal } = await import('../../server/money.ts');
    expect(first.revenue).toBe(completed.reduce((s, r) => s.plus(r.amount), new Decimal(0)).toFixed());
  });

  it('filters by status, merchant and search (id or a part of the name)', async () => {
    const active = await get('stores?status=active&limit=100');
    expect(active.items.every((s: { status: string }) => s.status === 'active')).toBe(true);
    const one = (await get('stores?limit=1')).items[0];
    const byMerchant = await get(`stores?merchantId=${one.merchantId}`);
    expect(byMerchant.items.every((s: { merchantId: number }) => s.merchantId === one.merchantId)).toBe(true);
    expect((await get(`stores?searchString=${one.id}`)).items.map((s: { id: number }) => s.id)).toContain(one.id);
    const part = one.name.slice(1, 5).toUpperCase();
    expect((await get(`stores?searchString=${encodeURIComponent(part)}`)).items.map((s: { id: number }) => s.id)).toContain(one.id);
    expect((await get('stores?searchString=%25')).total).toBe(0);
  });

  it('approves a store awaiting approval, sets its URLs and locale, and logs before and after', async () => {
    const store = (await get('stores?status=awaitingApproval&limit=1')).items[0];
    const res = await put('stores', { id: store.id, status: 'active', successUrl: ' https://paid.example.com/ok ', failUrl: '', locale: 'et' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: store.id, status: 'active', successUrl: 'https://paid.example.com/ok', failUrl: null, locale: 'et' });
    const log = await lastLog('PUT v2/Marketplace/stores');
    expect(JSON.parse(log.target_ids)).toEqual([store.id]);
    expect(JSON.parse(log.before_state!)).toMatchObject({ status: 'awaitingApproval', locale: store.locale });
    expect(JSON.parse(log.after_state!)).toMatchObject({ status: 'active', locale: 'et', successUrl: 'https://paid.example.com/ok' });
    const row = await k().selectFrom('marketplace_stores').select(['updated_by', 'date_updated']).where('id', '=', store.id).executeTakeFirstOrThrow();
    expect(row.updated_by).not.toBeNull();
    expect(row.date_updated).not.toBeNull();
  });

  it('refuses a move outside the table, a bad URL, an unknown payment method, a missing store and support', async () => {
    const rejected = (await get('stores?status=rejected&limit=1')).items[0];
    const move = await put('stores', { id: rejected.id, status: 'inactive' });
    expect(move.statusCode).toBe(409);
    expect(move.json().error.message).toBe(M.storeStatusNotAllowed);
    const url = await put('stores', { id: rejected.id, successUrl: 'javascript:alert(1)' });
    expect(url.statusCode).toBe(400);
    expect(url.json().error.details).toEqual([{ path: '/successUrl', message: M.invalidUrl }]);
    const method = await put('stores', { id: rejected.id, paymentSystems: [999999] });
    expect(method.statusCode).toBe(400);
    expect((await put('stores', { id: 999999, locale: 'en' })).statusCode).toBe(404);
    expect((await put('stores', { id: rejected.id, locale: 'en' }, 'support')).statusCode).toBe(403);
    expect((await k().selectFrom('marketplace_stores').select('status').where('id', '=', rejected.id).executeTakeFirstOrThrow()).status).toBe('rejected');
  });
});

describe(`marketplace products (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('lists products by store and status with their store and currency', async () => {
    const store = (await get('stores?limit=1')).items[0];
    const { items, total } = await get(`inventory?storeId=${store.id}&limit=100`);
    expect(total).toBeGreaterThan(0);
    expect(items.every((p: { storeId: number; storeName: string }) => p.storeId === store.id && p.storeName === store.name)).toBe(true);
    const archived = await get('inventory?status=archived&limit=100');
    expect(archived.total).toBeGreaterThan(0);
    expect(archived.items.every((p: { status: string }) => p.status === 'archived')).toBe(true);
  });

  it('edits price and stock exactly, refuses a zero price, and keeps archived products read-only until made active', async () => {
    const product = (await get('inventory?status=active&limit=1')).items[0];
    const res = await put('inventory', { id: product.id, price: '12.3400', stock: 0, category: '  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ price: '12.34', stock: 0, category: null });
    expect((await put('inventory', { id: product.id, price: '0' })).json().error.details).toEqual([{ path: '/price', message: M.pricePositive }]);
    expect((await put('inventory', { id: product.id, status: 'archived' })).statusCode).toBe(200);
    const locked = await put('inventory', { id: product.id, stock: 3 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(M.productArchived);
    expect((await put('inventory', { id: product.id, stock: 3, status: 'active' })).json()).toMatchObject({ stock: 3, status: 'active' });
    const log = await lastLog('PUT v2/Marketplace/inventory');
    expect(JSON.parse(log.before_state!)).toEqual({ stock: 0, status: 'archived' });
  });
});

describe(`marketplace invoices (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('lists invoices newest first, in all 15 statuses, filtered by statuses, store and dates', async () => {
    const { items, total } = await get('invoices?limit=1000');
    expect(total).toBeGreaterThanOrEqual(120);
    expect(new Set(items.map((i: { status: string }) => i.status))).toEqual(new Set(INVOICE_STATUSES));
    const dates = items.map((i: { dateCreated: string }) => Date.parse(i.dateCreated));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const two = await get('invoices?status=issue&status=error&limit=1000');
    expect(two.items.every((i: { status: string }) => i.status === 'issue' || i.status === 'error')).toBe(true);
    expect(two.total).toBe(items.filter((i: { status: string }) => i.status === 'issue' || i.status === 'error').length);
    const storeId = items[0].storeId;
    expect((await get(`invoices?storeId=${storeId}&limit=1000`)).items.every((i: { storeId: number }) => i.storeId === storeId)).toBe(true);
    const newest = Math.floor(dates[0]! / 1000);
    const lastDay = await get(`invoices?dateFrom=${newest - 86400}&dateTo=${newest}&limit=1000`);
    expect(lastDay.total).toBeGreaterThan(0);
    expect(lastDay.total).toBeLessThan(total);
  });

  it('reads one invoice with its lines, order and currency; 404 for a missing one', async () => {
    const withOrder = await k().selectFrom('marketplace_invoices').select('id').where('order_id', '=', 1000).executeTakeFirstOrThrow();
    const invoice = await get(`invoices/${withOrder.id}`);
    expect(invoice).toMatchObject({ id: withOrder.id, orderId: 1000 });
    expect(invoice.products.length).toBeGreaterThan(0);
    expect(typeof invoice.currency).toBe('string');
    const { Decimal } = await import('../../server/money.ts');
    const sum = invoice.products.reduce((s: InstanceType<typeof Decimal>, l: { price: string; quantity: number }) => s.plus(new Decimal(l.price).times(l.quantity)), new Decimal(0));
    expect(invoice.amount).toBe(sum.toFixed());
    expect((await server.call('GET', '/api/v2/Marketplace/invoices/999999', { token: token.support })).statusCode).toBe(404);
  });

  it('changes an open invoice’s status with comments, keeping who and when, and logs it', async () => {
    const invoice = (await get('invoices?status=checking&limit=1')).items[0];
    const res = await put('invoices', { id: invoice.id, status: 'issue', commentForAdmin: ' Parcel lost ', commentForUser: 'We are on it' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'issue', commentForAdmin: 'Parcel lost', commentForUser: 'We are on it' });
    expect(res.json().dateUpdated).not.toBeNull();
    const log = await lastLog('PUT v2/Marketplace/invoices');
    expect(JSON.parse(log.before_state!)).toEqual({ status: 'checking', commentForAdmin: invoice.commentForAdmin, commentForUser: invoice.commentForUser });
    expect(JSON.parse(log.after_state!)).toMatchObject({ status: 'issue', commentForAdmin: 'Parcel lost' });
  });

  it('refuses to change a closed invoice’s status but still takes its comments; support may not change it', async () => {
    for (const status of INVOICE_FINAL_STATUSES) {
      const invoice = (await get(`invoices?status=${status}&limit=1`)).items[0];
      const res = await put('invoices', { id: invoice.id, status: 'checking' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(M.invoiceClosed);
      expect((await put('invoices', { id: invoice.id, status, commentForAdmin: 'Noted' })).json()).toMatchObject({ status, commentForAdmin: 'Noted' });
    }
    const open = (await get('invoices?status=confirmed&limit=1')).items[0];
    expect((await put('invoices', { id: open.id, status: 'completed' }, 'support')).statusCode).toBe(403);
    expect((await put('invoices', { id: 999999, status: 'completed' })).statusCode).toBe(404);
  });

  it('of two racing status changes, one wins and the other is refused', async () => {
    const invoice = (await get('invoices?status=depositAwaiting&limit=1')).items[0];
    const [a, b] = await Promise.all([put('invoices', { id: invoice.id, status: 'completed' }), put('invoices', { id: invoice.id, status: 'cancelled' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const row = await k().selectFrom('marketplace_invoices').select('status').where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(a.statusCode === 200 ? 'completed' : 'cancelled');
  });
});
