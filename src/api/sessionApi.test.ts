import { setServiceBases } from './apiConfig.ts';
import { earlyCatalogueRequests, getCurrencies, sessionApi } from './sessionApi.ts';

const getUserTagsEarly = earlyCatalogueRequests.userTags;

const CURRENCIES = [{ id: 1, name: 'BTC', title: 'Bitcoin', symbol: 'BTC', decimals: 8, currencyType: 1 }];

/** A server whose answers wait until the test lets the next one go. */
function heldServer(answer: unknown = CURRENCIES) {
  const waiting: (() => void)[] = [];
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        waiting.push(() => resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } })));
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

  it("a reload's warm-up asking for the tags before the start makes one request: the start joins it and both have the same list", async () => {
    const tags = [{ id: 3, tagName: 'VIP', color: '#ff0000' }];
    const server = heldServer({ items: tags, total: 1 });
    const early = getUserTagsEarly();
    const fromStart = sessionApi.getUserTags();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    server.answerNext();
    const [earlyTags, startTags] = await Promise.all([early, fromStart]);
    expect(earlyTags).toEqual(tags);
    // one object: the shell's seeding of the start's list changes nothing the screen drew
    expect(startTags).toBe(earlyTags);
    // once the start has answered, a screen's first requests (a menu click) carry no tags request
    expect(getUserTagsEarly()).toBeNull();
    // a later start (Retry after a failed start) asks the server again
    const retried = sessionApi.getUserTags();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(2));
    server.answerNext();
    expect(await retried).toEqual(tags);
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('a screen asking while a start’s request is on its way joins it', async () => {
    const server = heldServer({ items: [], total: 0 });
    const fromStart = sessionApi.getUserTags();
    const early = getUserTagsEarly();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalled());
    server.answerNext();
    expect(await early).toBe(await fromStart);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });
});
