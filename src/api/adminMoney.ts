import { ApiError, toApiError } from './apiError.ts';
import { dataOf } from './client.ts';
import { v2Client } from './clients.ts';

/**
 * Admin deposit or withdrawal. The answer's result.Success decides (spec 3 §5): anything else is a
 * failure, thrown as the ApiError of its error object so the console words it by its reason. `idempotencyKey` (issue 23):
 * the same key on a retry of the same request gets the first answer back and credits nothing twice.
 */
export async function adminMoney(
  kind: 'deposit' | 'withdrawal',
  body: { userId: number; currencyId: number; amount: string; comment?: string },
  idempotencyKey?: string,
) {
  const params = idempotencyKey ? { header: { 'Idempotency-Key': idempotencyKey } } : {};
  const answer = dataOf(await v2Client.POST(kind === 'deposit' ? '/Transaction/AdminDeposit' : '/Transaction/AdminWithdrawal', { body, params }));
  if (answer?.result?.Success !== true) {
    // The refusal's error object (its reason) when the server sent one, else a generic failure.
    throw answer && 'error' in answer && answer.error ? toApiError(409, answer) : new ApiError({ status: 409, code: 500, message: answer?.result?.Error ?? 'Unexpected error' });
  }
  return answer;
}

/** A fresh idempotency key: a random UUID (getRandomValues where randomUUID is missing, on plain HTTP). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
