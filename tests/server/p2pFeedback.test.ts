import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const token: Record<string, string> = {};
let adminId: number;
beforeAll(async () => {
  server = await startTestServer();
  for (const [name, email] of Object.entries({ admin: 'admin@demo.local', superAdmin: 'super@demo.local', support: 'support@demo.local', arbitrator: 'arbitrator@demo.local' })) {
    token[name] = await server.signIn(email);
  }
  adminId = (await server.db.kysely.selectFrom('admins').select('id').where('email', '=', 'admin@demo.local').executeTakeFirstOrThrow()).id;
});
afterAll(() => server.close());

const get = (url: string, as = 'support') => server.call('GET', `/api/p2p/Admin/${url}`, { token: token[as] });
const liveFeedback = () => server.db.kysely.selectFrom('p2p_feedback').selectAll().where('is_deleted', '=', 0).orderBy('id', 'desc');

describe('GET p2p/Admin/feedback', () => {
  it('pages from zero, newest first, without deleted feedback, with the total', async () => {
    const all = await liveFeedback().execute();
    const first = (await get('feedback?page=0&limit=5')).json();
    const second = (await get('feedback?page=1&limit=5')).json();
    expect(first.total).toBe(all.length);
    expect(first.items.map((f: { feedbackId: number }) => f.feedbackId)).toEqual(all.slice(0, 5).map((f) => f.id));
    expect(second.items.map((f: { feedbackId: number }) => f.feedbackId)).toEqual(all.slice(5, 10).map((f) => f.id));
    expect(first.items[0]).toMatchObject({ tradeId: all[0]!.trade_id, from: { userId: all[0]!.from_user_id }, to: { userId: all[0]!.to_user_id }, influence: all[0]!.influence, initiator: all[0]!.initiator });
    const beyond = (await get(`feedback?page=${Math.ceil(all.length / 5) + 1}&limit=5`)).json();
    expect(beyond).toEqual({ items: [], total: all.length });
  });

  it('filters by influence, by user (either side) and by trade', async () => {
    const all = await liveFeedback().execute();
    for (const influence of ['Negative', 'Neutral', 'Positive']) {
      const res = (await get(`feedback?influence=${influence}&limit=1000`)).json();
      expect(res.total).toBe(all.filter((f) => f.influence === influence).length);
      expect(res.total).toBeGreaterThan(0);
      expect(res.items.every((f: { influence: string }) => f.influence === influence)).toBe(true);
    }
    const userId = all[0]!.to_user_id;
    const byUser = (await get(`feedback?userId=${userId}&limit=1000`)).json();
    expect(byUser.total).toBe(all.filter((f) => f.from_user_id === userId || f.to_user_id === userId).length);
    const byTrade = (await get(`feedback?tradeId=${all[0]!.trade_id}`)).json();
    expect(byTrade.items.every((f: { tradeId: number }) => f.tradeId === all[0]!.trade_id)).toBe(true);
    expect((await get('feedback?influence=Great')).statusCode).toBe(400);
    expect((await get('feedback?page=-1')).statusCode).toBe(400);
  });
});

describe('one feedback: read, edit, delete, history', () => {
  it('edits comment and influence, records the version with the admin, and logs before and after', async () => {
    const row = (await liveFeedback().where('influence', '=', 'Negative').executeTakeFirstOrThrow())!;
    const res = await server.call('PUT', `/api/p2p/Admin/feedback/${row.id}`, { token: token.admin, body: { comment: '  Moderated  ', influence: 'Neutral' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ feedbackId: row.id, comment: 'Moderated', influence: 'Neutral', dateUpdated: server.clock.now().toISOString() });
    expect((await get(`feedback/${row.id}`)).json()).toEqual(res.json());

    const history = (await get(`feedback/${row.id}/history`)).json().items;
    expect(history[0]).toEqual({ action: 'edited', comment: 'Moderated', influence: 'Neutral', adminId, dateCreated: server.clock.now().toISOString() });
    expect(history[history.length - 1]).toMatchObject({ action: 'created', adminId: null });

    const log = await server.db.kysely.selectFrom('admin_logs').selectAll().where('operation_id', '=', 'PUT p2p/Admin/feedback/{feedbackId}').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(log.before_state!)).toEqual({ comment: row.comment, influence: 'Negative' });
    expect(JSON.parse(log.after_state!)).toEqual({ comment: 'Moderated', influence: 'Neutral' });

    // The same values again: no new version.
    await server.call('PUT', `/api/p2p/Admin/feedback/${row.id}`, { token: token.superAdmin, body: { comment: 'Moderated', influence: 'Neutral' } });
    expect((await get(`feedback/${row.id}/history`)).json().items.length).toBe(history.length);
    // A blank comment is stored as none.
    const cleared = await server.call('PUT', `/api/p2p/Admin/feedback/${row.id}`, { token: token.admin, body: { comment: ' ', influence: 'Neutral' } });
    expect(cleared.json().comment).toBeNull();
  });

  it('is edited and deleted by admins and super admins only', async () => {
    const row = (await liveFeedback().executeTakeFirstOrThrow())!;
    for (const as of ['support', 'arbitrator']) {
      expect((await server.call('PUT', `/api/p2p/Admin/feedback/${row.id}`, { token: token[as], body: { comment: null, influence: 'Positive' } })).statusCode).toBe(403);
      expect((await server.call('DELETE', `/api/p2p/Admin/feedback/${row.id}`, { token: token[as] })).statusCode).toBe(403);
    }
    const bad = await server.call('PUT', `/api/p2p/Admin/feedback/${row.id}`, { token: token.admin, body: { comment: 'x'.repeat(1025), influence: 'Positive' } });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes: gone from the list, the detail and the rating; the history keeps the deletion; a second delete is 404', async () => {
    const row = (await liveFeedback().where('influence', '=', 'Positive').executeTakeFirstOrThrow())!;
    const profileBefore = (await get(`profile?userId=${row.to_user_id}`)).json();
    const res = await server.call('DELETE', `/api/p2p/Admin/feedback/${row.id}`, { token: token.superAdmin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await get(`feedback/${row.id}`)).statusCode).toBe(404);
    expect((await get(`feedback/${row.id}`)).json().error.message).toBe('Feedback not found');
    expect((await get(`feedback?tradeId=${row.trade_id}&limit=1000`)).json().items.some((f: { feedbackId: number }) => f.feedbackId === row.id)).toBe(false);
    expect((await get(`feedback/${row.id}/history`)).json().items[0]).toMatchObject({ action: 'deleted', influence: 'Positive' });
    expect((await server.call('DELETE', `/api/p2p/Admin/feedback/${row.id}`, { token: token.admin })).statusCode).toBe(404);
    expect((await server.call('PUT', `/api/p2p/Admin/feedback/${row.id}`, { token: token.admin, body: { comment: null, influence: 'Positive' } })).statusCode).toBe(404);

    const counts = await server.db.kysely
      .selectFrom('p2p_feedback')
      .select(['influence', (eb) => eb.fn.countAll<number>().as('n')])
      .where('to_user_id', '=', row.to_user_id)
      .where('is_deleted', '=', 0)
      .groupBy('influence')
      .execute();
    const n = (i: string) => Number(counts.find((c) => c.influence === i)?.n ?? 0);
    const expected = n('Positive') + n('Negative') ? Number((n('Positive') / (n('Positive') + n('Negative'))).toFixed(4)) : 0;
    const profileAfter = (await get(`profile?userId=${row.to_user_id}`)).json();
    expect(profileAfter.rating).toBe(expected);
    expect(profileAfter.rating).toBeLessThanOrEqual(profileBefore.rating);
  });

  it('answers 404 for a feedback that never existed', async () => {
    expect((await get('feedback/999999')).statusCode).toBe(404);
    expect((await get('feedback/999999/history')).statusCode).toBe(404);
  });

  it('keeps seeded history: versions edited by a moderator and deleted ones', async () => {
    const actions = await server.db.kysely.selectFrom('p2p_feedback_history').select('action').distinct().execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['created', 'deleted', 'edited']);
  });
});
