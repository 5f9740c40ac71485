import { describe, expect, it } from 'vitest';
import { FINAL_STATUSES } from '../../src/domain/p2p.ts';
import {
  DEVICE_ALREADY_DELETED, DEVICE_DELETED, DEVICE_NOT_FOUND, REQUISITE_ALREADY_DELETED, REQUISITE_IN_USE, REQUISITE_NOT_FOUND,
} from '../../server/modules/traders/requisitesService.ts';
import { onPostgres, serverForFile } from './harness.ts';

const { server, tokens: token } = serverForFile(['admin', 'super', 'support']);

const k = () => server.db.kysely;

/** A RUB card at Sberbank, whose template (Bank card) asks for the card number and the holder. */
async function newRequisite(userId = 7) {
  const link = await k()
    .selectFrom('currency_payment_methods as l')
    .innerJoin('payment_methods as m', 'm.id', 'l.payment_method_id')
    .select(['l.currency_id', 'l.payment_method_id'])
    .where('m.name', '=', 'Sberbank')
    .executeTakeFirstOrThrow();
  const res = await server.call('POST', '/api/v1/p2p/requisites', {
    token: token.admin,
    body: { userId, currencyId: link.currency_id, paymentMethodId: link.payment_method_id, name: '  Card 4242  ', fields: { 'Card number': '4242 4242 4242 4242', 'Cardholder name': 'IVAN P' } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().requisitesId as number;
}

describe(`requisites (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('creates a requisite unmarked and enabled, and lists a user’s requisites newest first', async () => {
    const id = await newRequisite(7);
    const res = await server.call('GET', '/api/v1/p2p/requisites?userId=7&limit=1000', { token: token.support });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { requisitesId: number; userId: number }[];
    expect(items.every((r) => r.userId === 7)).toBe(true);
    expect(items[0]).toMatchObject({ requisitesId: id, name: 'Card 4242', status: 'new', state: 'enabled', statusAdminName: null, statusDate: null, isInUse: false, fields: { 'Card number': '4242 4242 4242 4242', 'Cardholder name': 'IVAN P' } });
  });

  it('refuses a blank name, a missing user, currency or payment method, changing nothing', async () => {
    const before = await k().selectFrom('p2p_requisites').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const base = { userId: 7, currencyId: 1, paymentMethodId: 1, name: 'x' };
    const blank = await server.call('POST', '/api/v1/p2p/requisites', { token: token.admin, body: { ...base, name: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().result.Error).toBe('Name is required');
    expect((await server.call('POST', '/api/v1/p2p/requisites', { token: token.admin, body: { ...base, userId: 999999 } })).statusCode).toBe(404);
    expect((await server.call('POST', '/api/v1/p2p/requisites', { token: token.admin, body: { ...base, currencyId: 999999 } })).statusCode).toBe(404);
    expect((await server.call('POST', '/api/v1/p2p/requisites', { token: token.admin, body: { ...base, paymentMethodId: 999999 } })).statusCode).toBe(404);
    const after = await k().selectFrom('p2p_requisites').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('marks a requisite problematic and approved keeping who and when, and unmarks it', async () => {
    const id = await newRequisite(8);
    const mark = (status: string, who: string) => server.call('PUT', `/api/v1/p2p/requisites/${id}`, { token: token[who], body: { userId: 8, status } });
    expect((await mark('problematic', 'admin')).statusCode).toBe(200);
    const read = async () => (await server.call('POST', '/api/p2p/Admin/requisites/search', { token: token.admin, body: { userId: 8 } })).json().items.find((r: { requisitesId: number }) => r.requisitesId === id);
    expect(await read()).toMatchObject({ status: 'problematic', statusAdminName: 'admin', statusDate: server.clock.now().toISOString() });
    server.clock.advanceMinutes(5);
    expect((await mark('approved', 'super')).statusCode).toBe(200);
    expect(await read()).toMatchObject({ status: 'approved', statusAdminName: 'super', statusDate: server.clock.now().toISOString() });
    // Editing the name alone keeps the mark and its author.
    expect((await server.call('PUT', `/api/v1/p2p/requisites/${id}`, { token: token.admin, body: { name: 'Renamed' } })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ name: 'Renamed', status: 'approved', statusAdminName: 'super' });
    expect((await mark('new', 'admin')).statusCode).toBe(200);
    expect(await read()).toMatchObject({ status: 'new', statusAdminName: 'admin' });
    const log = await k().selectFrom('admin_logs').selectAll().where('operation_id', '=', 'PUT v1/p2p/requisites/{requisitesId}').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(log.before_state!)).toMatchObject({ status: 'approved' });
    expect(JSON.parse(log.after_state!)).toMatchObject({ status: 'new' });
  });

  it('refuses an edit with nothing to change, of another user’s requisite, and support', async () => {
    const id = await newRequisite(9);
    expect((await server.call('PUT', `/api/v1/p2p/requisites/${id}`, { token: token.admin, body: {} })).statusCode).toBe(400);
    const other = await server.call('PUT', `/api/v1/p2p/requisites/${id}`, { token: token.admin, body: { userId: 10, status: 'approved' } });
    expect(other.statusCode).toBe(404);
    expect(other.json().result.Error).toBe(REQUISITE_NOT_FOUND);
    expect((await server.call('PUT', `/api/v1/p2p/requisites/${id}`, { token: token.support, body: { status: 'approved' } })).statusCode).toBe(403);
  });

  it('deletes an unused requisite once; refuses one an open deal uses until the deal closes', async () => {
    const id = await newRequisite(11);
    const del = (userId = 11) => server.call('DELETE', `/api/v1/p2p/requisites/${id}?userId=${userId}`, { token: token.admin });
    const trade = await k().selectFrom('p2p_trades').select(['id', 'status']).where('status', 'not in', [...FINAL_STATUSES]).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await k().updateTable('p2p_trades').set({ requisites_id: id }).where('id', '=', trade.id).execute();
    const listed = await server.call('GET', '/api/v1/p2p/requisites?userId=11', { token: token.admin });
    expect(listed.json().items.find((r: { requisitesId: number }) => r.requisitesId === id).isInUse).toBe(true);
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().result).toEqual({ Success: false, Error: REQUISITE_IN_USE });
    expect((await del(12)).statusCode).toBe(404);
    await k().updateTable('p2p_trades').set({ status: 6 }).where('id', '=', trade.id).execute();
    expect((await del()).statusCode).toBe(200);
    const row = await k().selectFrom('p2p_requisites').select('state').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.state).toBe('deleted');
    expect((await del()).json().result.Error).toBe(REQUISITE_ALREADY_DELETED);
    await k().updateTable('p2p_trades').set({ status: trade.status, requisites_id: null }).where('id', '=', trade.id).execute();
  });

  it('searches by name or payment method, case-insensitive, with the mark and state filters', async () => {
    const res = await server.call('POST', '/api/p2p/Admin/requisites/search', { token: token.admin, body: { searchString: 'SALARY', limit: 1000 } });
    const items = res.json().items as { name: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((r) => r.name.toLowerCase().includes('salary'))).toBe(true);
    const marked = await server.call('POST', '/api/p2p/Admin/requisites/search', { token: token.admin, body: { status: 'problematic', state: 'enabled', limit: 1000 } });
    expect(marked.json().total).toBeGreaterThan(0);
    expect(marked.json().items.every((r: { status: string; state: string }) => r.status === 'problematic' && r.state === 'enabled')).toBe(true);
  });
});

describe('devices', () => {
  it('searches devices by user, status and type', async () => {
    const all = await server.call('GET', '/api/v1/devices/search?limit=1000', { token: token.support });
    expect(all.json().total).toBeGreaterThan(10);
    const phones = await server.call('GET', '/api/v1/devices/search?type=ipPhone&status=active&limit=1000', { token: token.admin });
    expect(phones.json().items.every((d: { type: string; status: string }) => d.type === 'ipPhone' && d.status === 'active')).toBe(true);
  });

  it('renames and suspends a device, deletes it once, and answers 404 for a missing one', async () => {
    const device = await k().selectFrom('devices').select(['id', 'name']).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    expect((await server.call('PUT', `/api/v1/devices/${device.id}`, { token: token.admin, body: { name: '  Desk phone ', status: 'suspended' } })).statusCode).toBe(200);
    expect(await k().selectFrom('devices').select(['name', 'status']).where('id', '=', device.id).executeTakeFirstOrThrow()).toEqual({ name: 'Desk phone', status: 'suspended' });
    expect((await server.call('DELETE', `/api/v1/devices/${device.id}`, { token: token.admin })).statusCode).toBe(200);
    expect((await server.call('DELETE', `/api/v1/devices/${device.id}`, { token: token.admin })).json().result.Error).toBe(DEVICE_ALREADY_DELETED);
    // A deleted device stays deleted: a status or a name answers 409 with the reason, and the row keeps its status.
    for (const body of [{ status: 'active' }, { status: 'suspended' }, { name: 'Back again' }]) {
      const revive = await server.call('PUT', `/api/v1/devices/${device.id}`, { token: token.admin, body });
      expect(revive.statusCode, JSON.stringify(body)).toBe(409);
      expect(revive.json().result.Error).toBe(DEVICE_DELETED);
      expect(revive.json().error.reason).toBe('deviceDeleted');
    }
    expect(await k().selectFrom('devices').select(['name', 'status']).where('id', '=', device.id).executeTakeFirstOrThrow()).toEqual({ name: 'Desk phone', status: 'deleted' });
    expect((await server.call('PUT', '/api/v1/devices/999999', { token: token.admin, body: { status: 'active' } })).json().result.Error).toBe(DEVICE_NOT_FOUND);
    expect((await server.call('DELETE', `/api/v1/devices/${device.id}`, { token: token.support })).statusCode).toBe(403);
  });
});

describe('trader statistics', () => {
  it('answers a user’s P2P profile statistics, 404 for a missing user', async () => {
    const res = await server.call('GET', '/api/v1/p2p/stats/profile?userId=3', { token: token.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ userId: 3 });
    expect(typeof res.json().data.allVolume).toBe('string');
    expect((await server.call('GET', '/api/v1/p2p/stats/profile?userId=999999', { token: token.admin })).statusCode).toBe(404);
  });
});
