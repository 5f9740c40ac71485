import { notifyManager, QueryClient } from '@tanstack/react-query';
import { ApiError, TRANSPORT_FAILURE_STATUS } from '../api/apiError.ts';

/** Wait before the one retry of a transport failure: long enough for a dropped connection to come back, short enough to go unnoticed. */
const TRANSPORT_RETRY_DELAY_MS = 300;

/**
 * Staff should see a failed list at once, with its Retry, rather than a skeleton for seconds.
 * Any answer from the server, 4xx or 5xx, is final: the server has decided (a 5xx here is the
 * API's own "unexpected error", which asking again at once rarely changes), and the table's Retry
 * is one click away. A transport failure (no answer: a connection reset, a restart behind the
 * load balancer) is retried once, quickly, since a second attempt usually gets through.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === TRANSPORT_FAILURE_STATUS && failureCount < 1;
}

/**
 * A query's answer reaches its screen in the task that received it, not in a later timer task
 * (TanStack Query's default is setTimeout 0): after a sort or a menu click the browser otherwise
 * painted a frame of the old rows between the answer and the render of the new ones (issue 27).
 * Updates are still batched: everything one task changes is notified once, at its end.
 */
notifyManager.setScheduler(queueMicrotask);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: TRANSPORT_RETRY_DELAY_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
