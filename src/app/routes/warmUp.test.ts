import { QueryClient } from '@tanstack/react-query';
import { earlyCatalogueRequests } from '../../api/sessionApi.ts';
import { featureLoader, prefetchLoader } from './featureChunks.ts';
import { screenOf } from './screenOf.ts';
import { warmUp } from './warmUp.ts';

vi.mock('./featureChunks.ts', () => ({ featureLoader: vi.fn(), prefetchLoader: vi.fn() }));
/** The requests the warm-up sends, in order. */
const sent: string[] = [];
vi.mock('../../api/sessionApi.ts', () => ({
  earlyCatalogueRequests: {
    currentAdmin: vi.fn(() => {
      sent.push('GetCurrentAdmin');
      return Promise.resolve({});
    }),
  },
}));
const earlyClient = new QueryClient();
vi.mock('./shellChunk.tsx', () => ({
  importShell: vi.fn(async () => ({ earlyQueryClient: () => earlyClient })),
  loadShell: vi.fn(async () => ({})),
}));

describe('screenOf', () => {
  it('finds the group chunk and screen names of a path', () => {
    expect(screenOf('/users')).toMatchObject({ group: 'users', names: ['users'] });
    // "/" redirects to the users list
    expect(screenOf('/')).toMatchObject({ group: 'users', names: ['users'] });
    expect(screenOf('/user/42/security')).toMatchObject({ group: 'user-detail', params: { id: '42' } });
    // a tab that shows another group's screen loads that group
    expect(screenOf('/traders/offers')).toMatchObject({ group: 'p2p', names: ['p2p-offers'] });
    expect(screenOf('/login')).toBeNull();
    expect(screenOf('/no/such/page')).toBeNull();
  });
});

describe('warmUp', () => {
  it('asks for the screen’s first page from the URL once the service bases are known, and hands it to the cache', async () => {
    let chunkLoaded = false;
    vi.mocked(featureLoader).mockImplementation((group) =>
      group === 'users'
        ? async () => {
            chunkLoaded = true;
            return { screens: {} };
          }
        : null,
    );
    const page = { items: [], total: 0 };
    let answer!: (value: typeof page) => void;
    const answered = new Promise<typeof page>((resolve) => (answer = resolve));
    const users = vi.fn((_context: { search: URLSearchParams }) => {
      sent.push('GetUsers');
      return [{ queryKey: ['users', 'list', 'live', { page: 3 }], data: answered }];
    });
    vi.mocked(prefetchLoader).mockImplementation((group) => (group === 'users' ? async () => ({ prefetch: { users } }) : null));
    let configLoaded!: () => void;
    const config = new Promise<void>((resolve) => (configLoaded = resolve));
    const warmedUp = warmUp({ pathname: '/users', search: '?search=anna&page=3' }, { config, i18n: Promise.resolve() });
    let piecesIn = false;
    void warmedUp.answers.then(() => (piecesIn = true));
    await vi.waitFor(() => expect(chunkLoaded).toBe(true));
    // no request before the service bases are known
    expect(users).not.toHaveBeenCalled();
    expect(earlyCatalogueRequests.currentAdmin).not.toHaveBeenCalled();
    configLoaded();
    await vi.waitFor(() => expect(users).toHaveBeenCalledTimes(1));
    // the admin first: nothing shows before it has answered
    expect(sent).toEqual(['GetCurrentAdmin', 'GetUsers']);
    const context = users.mock.calls[0]![0];
    expect(context.search.get('search')).toBe('anna');
    expect(context.search.get('page')).toBe('3');
    // the first render waits for this (firstScreen.ts): the rows are in the cache when it says so
    await new Promise((wait) => setTimeout(wait, 20));
    expect(piecesIn).toBe(false);
    answer(page);
    await warmedUp.answers;
    await warmedUp.chunks;
    expect(earlyClient.getQueryData(['users', 'list', 'live', { page: 3 }])).toBe(page);
  });

  it('does nothing for a path that is not a screen', async () => {
    vi.mocked(featureLoader).mockClear();
    warmUp({ pathname: '/login', search: '' }, { config: Promise.resolve(), i18n: Promise.resolve() });
    expect(featureLoader).not.toHaveBeenCalled();
  });
});
