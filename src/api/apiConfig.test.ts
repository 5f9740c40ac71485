import { afterEach, describe, expect, it, vi } from 'vitest';
import { INLINE_CONFIG_ID } from '../domain/runtimeConfig.ts';
import { DEFAULT_API_BASE, getServiceBase, loadRuntimeConfig, setServiceBases } from './apiConfig.ts';

/** A page holding `text` in the inline config element (or none). */
function pageWith(text: string | null): Pick<Document, 'getElementById'> {
  return { getElementById: (id: string) => (id === INLINE_CONFIG_ID && text !== null ? ({ textContent: text } as HTMLElement) : null) };
}

const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));

afterEach(() => setServiceBases({ v2: DEFAULT_API_BASE, v1: DEFAULT_API_BASE, p2p: DEFAULT_API_BASE }));

describe('loadRuntimeConfig', () => {
  it('takes the service bases the page carries and asks the server for nothing', async () => {
    const fetchImpl = answer({ api: { v2: '/from-file' } });
    await loadRuntimeConfig(fetchImpl, '/config.json', pageWith(JSON.stringify({ api: { v2: '/gateway/v2', p2p: '/gateway/p2p' } })));
    expect(fetchImpl).not.toHaveBeenCalled();
    expect([getServiceBase('v2'), getServiceBase('v1'), getServiceBase('p2p')]).toEqual(['/gateway/v2', DEFAULT_API_BASE, '/gateway/p2p']);
  });

  it('reads /config.json when the page carries no copy (a page served by Vite or a static host)', async () => {
    const fetchImpl = answer({ api: { v1: '/legacy' } });
    await loadRuntimeConfig(fetchImpl, '/config.json', pageWith(null));
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.anything());
    expect(getServiceBase('v1')).toBe('/legacy');
  });

  it('reads /config.json when the copy in the page does not parse', async () => {
    const fetchImpl = answer({ api: { p2p: '/p2p-base' } });
    await loadRuntimeConfig(fetchImpl, '/config.json', pageWith('{"api":'));
    expect(getServiceBase('p2p')).toBe('/p2p-base');
  });

  it('keeps every base at /api when the file is missing', async () => {
    await loadRuntimeConfig(vi.fn(async () => new Response('', { status: 404 })), '/config.json', pageWith(null));
    expect([getServiceBase('v2'), getServiceBase('v1'), getServiceBase('p2p')]).toEqual([DEFAULT_API_BASE, DEFAULT_API_BASE, DEFAULT_API_BASE]);
  });
});
