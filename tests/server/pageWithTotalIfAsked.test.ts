import { describe, expect, it } from 'vitest';
import { countRows, pageWithTotalIfAsked } from '../../server/core/countRows.ts';
import { serverForFile } from './harness.ts';

// server/core/countRows.ts pageWithTotalIfAsked: the one rule of the lists whose request says whether
// to count (`getTotal`): the filtered query's total when asked, otherwise the page's own length.
const { server, tokens } = serverForFile(['support'], { users: 5 });

describe('pageWithTotalIfAsked (server/core)', () => {
  const currencies = () => server.db.kysely.selectFrom('currencies');
  const firstTwo = (q: ReturnType<typeof currencies>) => q.select('id').orderBy('id').limit(2).execute();

  it('answers the page beside the query’s whole total when the request asks for it', async () => {
    const all = await countRows(currencies());
    expect(all).toBeGreaterThan(2);
    const { rows, total } = await pageWithTotalIfAsked(currencies(), { getTotal: true }, firstTwo);
    expect(rows).toHaveLength(2);
    expect(total).toBe(all);
  });

  it('answers the page’s own length as the total when the request does not ask (or says no)', async () => {
    for (const request of [{}, { getTotal: false }]) {
      const { rows, total } = await pageWithTotalIfAsked(currencies(), request, firstTwo);
      expect(rows).toHaveLength(2);
      expect(total).toBe(2);
    }
  });

  it('serves the lists that use it: the email templates answer the page length without getTotal', async () => {
    const call = async (body: object) => {
      const res = await server.call('POST', '/api/v2/Templates/GetEmailMessageTemplates', { token: tokens.support, body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: unknown[]; total: number };
    };
    const counted = await call({ limit: 1, getTotal: true });
    const uncounted = await call({ limit: 1 });
    expect(counted.items).toHaveLength(1);
    expect(counted.total).toBeGreaterThan(1);
    expect(uncounted).toEqual({ items: counted.items, total: 1 });
  });
});
