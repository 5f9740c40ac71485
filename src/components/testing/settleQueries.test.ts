import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { settleQueries, trackQueryClient } from './settleQueries.ts';

const later = <T,>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('settleQueries (after each screen test)', () => {
  it('waits until a call the test set off has its answer', async () => {
    const client = trackQueryClient(new QueryClient());
    void client.fetchQuery({ queryKey: ['rows'], queryFn: () => later(['a'], 150) });
    expect(client.isFetching()).toBe(1);
    await settleQueries(5000);
    expect(client.isFetching()).toBe(0);
    expect(client.getQueryData(['rows'])).toEqual(['a']);
  });

  it('lets a call that is never answered go after the limit, without failing the test', async () => {
    const client = trackQueryClient(new QueryClient());
    void client.fetchQuery({ queryKey: ['held'], queryFn: () => new Promise<never>(() => undefined) });
    const started = performance.now();
    await settleQueries(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
    expect(client.isFetching()).toBe(1);
    // and forgets it: the next test's settling does not wait for it again (were it to, this test
    // would run past its 60 s limit and fail)
    await settleQueries(120_000);
  });
});
