import { setServiceBases } from './apiConfig.ts';
import { getCurrencies } from './sessionApi.ts';

const CURRENCIES = [{ id: 1, name: 'BTC', title: 'Bitcoin', symbol: 'BTC', decimals: 8, currencyType: 1 }];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('start-up catalogues', () => {
  it('joins a request still on its way instead of sending a second one, and asks again once it answered', async () => {
    setServiceBases({ v2: 'http://console.test/api' });
    let answer!: () => void;
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(new Response(JSON.stringify(CURRENCIES), { status: 200, headers: { 'Content-Type': 'application/json' } }));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    // the session's start and a screen's query, while the first is pending
    const fromSession = getCurrencies();
    const fromScreen = getCurrencies();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    answer();
    expect(await fromSession).toEqual(CURRENCIES);
    expect(await fromScreen).toEqual(CURRENCIES);
    // a refresh after the answer is a new request
    const refreshed = getCurrencies();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    answer();
    expect(await refreshed).toEqual(CURRENCIES);
  });
});
