import { QueryClient } from '@tanstack/react-query';
import { featureLoader } from './featureChunks.ts';
import { screenOf, warmUp } from './warmUp.ts';

vi.mock('./featureChunks.ts', () => ({ featureLoader: vi.fn() }));
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
  it('starts the screen’s chunk and its first query from the URL before anything renders', async () => {
    const prefetch = vi.fn();
    let loaded = false;
    vi.mocked(featureLoader).mockImplementation((group) =>
      group === 'users'
        ? async () => {
            loaded = true;
            return { screens: {}, prefetch: { users: prefetch } };
          }
        : null,
    );
    let configLoaded!: () => void;
    const config = new Promise<void>((resolve) => (configLoaded = resolve));
    warmUp({ pathname: '/users', search: '?search=anna&page=3' }, { config, i18n: Promise.resolve() });
    await vi.waitFor(() => expect(loaded).toBe(true));
    // no request before the service bases are known
    expect(prefetch).not.toHaveBeenCalled();
    configLoaded();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    const context = prefetch.mock.calls[0]![0] as { queryClient: QueryClient; search: URLSearchParams };
    expect(context.queryClient).toBe(earlyClient);
    expect(context.search.get('search')).toBe('anna');
    expect(context.search.get('page')).toBe('3');
  });

  it('does nothing for a path that is not a screen', async () => {
    vi.mocked(featureLoader).mockClear();
    warmUp({ pathname: '/login', search: '' }, { config: Promise.resolve(), i18n: Promise.resolve() });
    expect(featureLoader).not.toHaveBeenCalled();
  });
});
