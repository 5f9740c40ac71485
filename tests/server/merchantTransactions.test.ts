import { describe, expect, it } from 'vitest';
import { onPostgres, serverForFile } from './harness.ts';

const { server, tokens } = serverForFile(['support'], { users: 20 });

const get = async (path: string) => {
  const res = await server.call('GET', `/api/v2/${path}`, { token: tokens.support });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
type Item = { id: number; orderId: number | null; serviceMerchantId: number; status: string; type: string; amount: string; fee: string; dateCreated: string };

describe(`merchant transactions (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('lists newest first, pages, and filters by merchant, status, type and date', async () => {
    const all = await get('Merchant/transaction?limit=1000');
    expect(all.total).toBe(120);
    const dates = (all.items as Item[]).map((i) => Date.parse(i.dateCreated));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((all.items as Item[]).every((i) => typeof i.amount === 'string' && typeof i.fee === 'string')).toBe(true);
    const paged = await get('Merchant/transaction?offset=20&limit=20');
    expect((paged.items as Item[]).map((i) => i.id)).toEqual((all.items as Item[]).slice(20, 40).map((i) => i.id));
    const filtered = await get('Merchant/transaction?serviceMerchantId=3&status=completed&type=deposit&limit=1000');
    expect((filtered.items as Item[]).every((i) => i.serviceMerchantId === 3 && i.status === 'completed' && i.type === 'deposit')).toBe(true);
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const lastDay = await get(`Merchant/transaction?dateFrom=${now - 86400}&dateTo=${now}&limit=1000`);
    expect(lastDay.total).toBe(24);
  });

  it('answers one order’s transactions and one merchant’s payments under result.items', async () => {
    const order = await get('Merchant/order/1000/transactions');
    expect(order.total).toBeGreaterThan(0);
    expect((order.items as Item[]).every((i) => i.orderId === 1000)).toBe(true);
    expect((await get('Merchant/order/999999/transactions')).total).toBe(0);
    const payments = await get('Merchant/Payments/transactions?serviceMerchantId=2&limit=5');
    expect(payments.total).toBe(15);
    expect(payments.result.items).toHaveLength(5);
    expect((payments.result.items as Item[]).every((i) => i.serviceMerchantId === 2)).toBe(true);
  });
});
