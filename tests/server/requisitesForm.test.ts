import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  METHOD_DELETED, METHOD_NOT_FOR_CURRENCY, REQUISITE_DELETED,
} from '../../server/modules/traders/requisitesService.ts';
import { onPostgres, startTestServer, type TestServer } from './harness.ts';

/**
 * Creating and editing a requisite from the console's form (issue 25 item 4): the method must take
 * the currency, the values must fit the method's template, a deleted requisite stays as it is.
 */
let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@demo.local');
});
afterAll(() => server.close());

const k = () => server.db.kysely;
const count = async () => Number((await k().selectFrom('p2p_requisites').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function method(name: string) {
  const row = await k()
    .selectFrom('payment_methods as m')
    .innerJoin('currency_payment_methods as l', 'l.payment_method_id', 'm.id')
    .innerJoin('currencies as c', 'c.id', 'l.currency_id')
    .select(['m.id', 'l.currency_id', 'c.title'])
    .where('m.name', '=', name)
    .executeTakeFirstOrThrow();
  return { paymentMethodId: row.id, currencyId: row.currency_id, currency: row.title };
}

const create = (body: unknown) => server.call('POST', '/api/v1/p2p/requisites', { token: admin, body });
const edit = (id: number, body: unknown) => server.call('PUT', `/api/v1/p2p/requisites/${id}`, { token: admin, body });

describe(`requisite form rules (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('creates a requisite whose values fit its method’s template, and reads them back', async () => {
    const card = await method('Sberbank');
    const res = await create({ userId: 21, ...card, name: 'Sber salary', fields: { 'Card number': '2202 2000 1111 2222', 'Cardholder name': 'ANNA K' } });
    expect(res.statusCode, res.body).toBe(200);
    const listed = await server.call('GET', '/api/v1/p2p/requisites?userId=21&limit=1000', { token: admin });
    expect(listed.json().items.find((r: { requisitesId: number }) => r.requisitesId === res.json().requisitesId)).toMatchObject({
      name: 'Sber salary', currency: card.currency, paymentMethodId: card.paymentMethodId, fields: { 'Card number': '2202 2000 1111 2222', 'Cardholder name': 'ANNA K' },
    });
  });

  it('refuses a missing required field, an unknown field and a wrongly typed value, creating nothing', async () => {
    const before = await count();
    const card = await method('Sberbank');
    const missing = await create({ userId: 21, ...card, name: 'x', fields: { 'Card number': '2202' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ reason: 'requisiteFieldRequired', message: 'The field Cardholder name is required' });
    const unknown = await create({ userId: 21, ...card, name: 'x', fields: { 'Card number': '2202', 'Cardholder name': 'A', cvv: '123' } });
    expect(unknown.json().error).toMatchObject({ reason: 'requisiteFieldUnknown', message: 'The payment method has no field cvv' });
    const cash = await method('Cash in person');
    const typed = await create({ userId: 21, ...cash, name: 'x', fields: { City: 'Tallinn', 'Wait minutes': 'ten' } });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error).toMatchObject({ reason: 'requisiteFieldType', details: [{ path: '/fields/Wait minutes' }] });
    expect(await count()).toBe(before);
  });

  it('refuses a method that does not take the currency, and a deleted method', async () => {
    const before = await count();
    const card = await method('Sberbank');
    const usd = await k().selectFrom('currencies').select('id').where('title', '=', 'USD').executeTakeFirstOrThrow();
    const wrong = await create({ userId: 21, ...card, currencyId: usd.id, name: 'x', fields: { 'Card number': '1', 'Cardholder name': 'A' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ reason: 'paymentMethodNotForCurrency', message: METHOD_NOT_FOR_CURRENCY });
    await k().updateTable('payment_methods').set({ status: 2 }).where('id', '=', card.paymentMethodId).execute();
    try {
      const deleted = await create({ userId: 21, ...card, name: 'x', fields: { 'Card number': '1', 'Cardholder name': 'A' } });
      expect(deleted.json().error).toMatchObject({ reason: 'paymentMethodDeleted', message: METHOD_DELETED });
    } finally {
      await k().updateTable('payment_methods').set({ status: 0 }).where('id', '=', card.paymentMethodId).execute();
    }
    expect(await count()).toBe(before);
  });

  it('edits the name and values with the same template rules, logging before and after', async () => {
    const card = await method('Sberbank');
    const id = (await create({ userId: 22, ...card, name: 'Old', fields: { 'Card number': '1111', 'Cardholder name': 'A' } })).json().requisitesId as number;
    const bad = await edit(id, { userId: 22, fields: { 'Card number': '' , 'Cardholder name': 'A' } });
    expect(bad.json().error).toMatchObject({ reason: 'requisiteFieldRequired' });
    const ok = await edit(id, { userId: 22, name: ' New ', fields: { 'Card number': '2222', 'Cardholder name': 'B', 'Bank name': 'Sber' } });
    expect(ok.statusCode, ok.body).toBe(200);
    const row = await k().selectFrom('p2p_requisites').select(['name', 'fields']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.name).toBe('New');
    expect(JSON.parse(row.fields)).toEqual({ 'Card number': '2222', 'Cardholder name': 'B', 'Bank name': 'Sber' });
    const log = await k().selectFrom('admin_logs').selectAll().where('operation_id', '=', 'PUT v1/p2p/requisites/{requisitesId}').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(log.before_state!)).toMatchObject({ name: 'Old', fields: { 'Card number': '1111' } });
    expect(JSON.parse(log.after_state!)).toMatchObject({ name: 'New', fields: { 'Card number': '2222' } });
  });

  it('refuses to change a deleted requisite, and to delete one by an edit', async () => {
    const card = await method('Sberbank');
    const id = (await create({ userId: 23, ...card, name: 'Gone', fields: { 'Card number': '1', 'Cardholder name': 'A' } })).json().requisitesId as number;
    const byEdit = await edit(id, { userId: 23, state: 'deleted' });
    expect(byEdit.statusCode).toBe(400);
    expect(byEdit.json().error.reason).toBe('requisiteDeleteByEdit');
    expect((await server.call('DELETE', `/api/v1/p2p/requisites/${id}?userId=23`, { token: admin })).statusCode).toBe(200);
    const revived = await edit(id, { userId: 23, state: 'enabled', name: 'Back' });
    expect(revived.statusCode).toBe(409);
    expect(revived.json().error).toMatchObject({ reason: 'requisiteDeleted', message: REQUISITE_DELETED });
    const row = await k().selectFrom('p2p_requisites').select(['state', 'name']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'deleted', name: 'Gone' });
  });
});
