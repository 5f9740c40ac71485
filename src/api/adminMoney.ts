import { dataOf } from './client.ts';
import { v2Client } from './clients.ts';

/**
 * Admin deposit or withdrawal. The answer's result.Success decides (spec 3 §5): anything else is a
 * failure, thrown with the server's text so the console can say why.
 */
export async function adminMoney(kind: 'deposit' | 'withdrawal', body: { userId: number; currencyId: number; amount: string; comment?: string }) {
  const answer = dataOf(await v2Client.POST(kind === 'deposit' ? '/Transaction/AdminDeposit' : '/Transaction/AdminWithdrawal', { body }));
  if (answer?.result?.Success !== true) throw new Error(answer?.result?.Error ?? 'Unexpected error');
  return answer;
}
