import { setServiceBases } from './apiConfig.ts';
import { getCurrencies, sessionApi } from './sessionApi.ts';

const CURRENCIES = [{ id: 1, name: 'BTC', title: 'Bitcoin', symbol: 'BTC', decimals: 8, currencyType: 1 }];

/** A server whose answers wait until the test lets the next one go. */
function heldServer() {
  const waiting: (() => void)[] = [];
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        waiting.push(() => resolve(new Response(JSON.stringify(CURRENCIES), { status: 200, headers: { 'Content-Type': 'application/json' } })));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, answerNext: () => waiting.shift()!() };
}

beforeEach(() => setServiceBases({ v2: 'http://console.test/api' }));

describe('start-up catalogues', () => {
  it('a screen asking while the start’s request is on its way joins it; once it answered, a screen asks again', async () => {
    const server = heldServer();
    const fromStart = sessionApi.getCurrencies();
    const fromScreen = getCurrencies();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    server.answerNext();
    expect(await fromStart).toEqual(CURRENCIES);
    expect(await fromScreen).toEqual(CURRENCIES);
    const refreshed = getCurrencies();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(2));
    server.answerNext();
    expect(await refreshed).toEqual(CURRENCIES);
  });

  it('a refetch after a change asks the server again even while an earlier screen request is still on its way', async () => {
    const server = heldServer();
    const first = getCurrencies();
    const afterChange = getCurrencies();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(2));
    server.answerNext();
    server.answerNext();
    await Promise.all([first, afterChange]);
  });
});
