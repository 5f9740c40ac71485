import '../../components/testing/setup.ts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import { connectionBack } from '../../api/connection.ts';
import { renderWidget } from '../../components/testing/render.tsx';
import { errorText } from '../../components/errorText.ts';
import { ConnectionBanner } from './ConnectionBanner.tsx';

afterEach(() => {
  connectionBack();
});

function Status() {
  const options = useQuery({
    queryKey: ['probe'],
    queryFn: async () => dataOf(await v2Client.POST('/v2/Options/GetStatus' as never, {} as never)) as { technicalWork: unknown },
  });
  return <p>{options.isError ? errorText(options.error) : options.isSuccess ? 'loaded' : 'loading'}</p>;
}

describe('ConnectionBanner', () => {
  it('says the connection is lost while the server does not answer, polls its health, then goes and loads the failed query again', async () => {
    let up = false;
    const health: string[] = [];
    vi.stubGlobal('fetch', async (input: Request | string) => {
      const url = typeof input === 'string' ? input : input.url;
      if (url.endsWith('/health')) health.push(url);
      if (!up) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ status: 'ok', technicalWork: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWidget(
      <QueryClientProvider client={queryClient}>
        <ConnectionBanner />
        <Status />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('The server cannot be reached')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Connection lost — retrying…');
    up = true;
    expect(await screen.findByText('loaded', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(health.length).toBeGreaterThan(0);
  });
});
