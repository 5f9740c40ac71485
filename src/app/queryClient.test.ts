import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, transportError } from '../api/apiError.ts';
import { createQueryClient } from './queryClient.ts';

/** Runs one query to its end under the console's client and says how many times it asked. */
async function attempts(fail: () => Error): Promise<{ calls: number; status: string }> {
  const client = createQueryClient();
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['list'],
    queryFn: () => {
      calls += 1;
      return Promise.reject(fail());
    },
  });
  const stop = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
  stop();
  client.clear();
  return { calls, status: observer.getCurrentResult().status };
}

describe('the console query client', () => {
  it('shows a server error at once: a 5xx answer is not asked again', async () => {
    expect(await attempts(() => new ApiError({ status: 500, code: 500, message: 'Unexpected error' }))).toEqual({ calls: 1, status: 'error' });
  });

  it('does not ask again after a client error', async () => {
    expect(await attempts(() => new ApiError({ status: 404, code: 104, message: 'Not found' }))).toEqual({ calls: 1, status: 'error' });
  });

  it('asks once more after a transport failure', async () => {
    expect(await attempts(() => transportError(new TypeError('Failed to fetch')))).toEqual({ calls: 2, status: 'error' });
  });
});
