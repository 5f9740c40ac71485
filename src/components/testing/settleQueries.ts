import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The query clients of the screens the current test rendered. */
const rendered = new Set<QueryClient>();

/** Remembers a query client a test renders a screen with, for {@link settleQueries} after the test. */
export function trackQueryClient(client: QueryClient): QueryClient {
  rendered.add(client);
  return client;
}

/**
 * Waits until the screens the test rendered have nothing fetching or mutating, at most `timeout` ms.
 * A test ends at what the admin sees, while the calls it set off (a write's answer, the refresh after
 * it, the page's other lists) may still be under way; they finish here, while the test's window still
 * exists. Under a full suite, a write answered after its file's environment was gone set state into it
 * ("window is not defined", an unhandled error that fails the run). A test that leaves a call
 * unanswered on purpose (a loading state) is let go after the limit.
 */
export async function settleQueries(timeout: number): Promise<void> {
  const clients = [...rendered];
  rendered.clear();
  const busy = () => clients.reduce((sum, client) => sum + client.isFetching() + client.isMutating(), 0);
  if (busy() === 0) return;
  await waitFor(() => expect(busy()).toBe(0), { timeout }).catch(() => undefined);
}
