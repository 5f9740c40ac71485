import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import type { RequestBodyOf } from '../../api/requestBody.ts';

export type OperationsRequest = RequestBodyOf<'POST v2/Trading/GetOperations'>;
export type CodesRequest = RequestBodyOf<'POST Transaction/GetCodes'>;

/**
 * Query keys of the section; every admin action invalidates `all`. Here, without TanStack Query,
 * so the list's first page can be asked for before the section's code runs (prefetch.ts).
 */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (request: OperationsRequest) => ['transactions', 'list', request] as const,
  one: (id: number) => ['transactions', 'one', id] as const,
  history: (id: number) => ['transactions', 'history', id] as const,
  stats: (request: object) => ['transactions', 'stats', request] as const,
  codes: (request: CodesRequest) => ['transactions', 'codes', request] as const,
};

/** One page of the transactions list (POST v2/Trading/GetOperations). */
export async function fetchOperations(request: OperationsRequest, signal?: AbortSignal) {
  return dataOf(await v2Client.POST('/v2/Trading/GetOperations', { body: request, signal }));
}
