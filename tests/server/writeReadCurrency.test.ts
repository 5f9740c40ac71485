import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../server/http/contracts.ts';
import { serverForFile } from './harness.ts';

/**
 * Write then read (issue 26, item 10): a currency created with the bounds CurrencyInput allows is
 * listed by GET Market/GetCurrencies within its own response schema, and a value past the read's
 * bounds is refused at the write, changing nothing.
 */
const { server, tokens } = serverForFile(['admin'], { users: 0 });

const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
ajv.addSchema(loadContract('v2'), 'v2');
const validCurrency = ajv.compile({ $ref: 'v2#/components/schemas/Currency' });
const currencies = async () => (await server.call('GET', '/api/Market/GetCurrencies', { token: tokens.admin })).json() as { title: string; cmcId: number | null }[];
const create = (title: string, cmcId: number) =>
  server.call('POST', '/api/Market/CreateCurrency', { token: tokens.admin, body: { name: `Boundary ${title}`, title, currencyType: 'crypto', cmcId } });

describe('CurrencyInput → Currency', () => {
  it('reads back the largest and the smallest CoinMarketCap id the write accepts, within the Currency schema', async () => {
    for (const [title, cmcId] of [['MAXCMC', 2147483647], ['MINCMC', 1]] as const) {
      const res = await create(title, cmcId);
      expect(res.statusCode, res.body).toBe(200);
      const listed = (await currencies()).find((c) => c.title === title);
      expect(listed?.cmcId).toBe(cmcId);
      expect(validCurrency(listed), JSON.stringify(validCurrency.errors)).toBe(true);
    }
  });

  it('refuses 0 and -1, which the currencies list could not answer, and creates nothing', async () => {
    for (const cmcId of [0, -1]) {
      const res = await create(`BAD${-cmcId}`, cmcId);
      expect(res.statusCode).toBe(400);
      expect((await currencies()).some((c) => c.title === `BAD${-cmcId}`)).toBe(false);
    }
  });
});
