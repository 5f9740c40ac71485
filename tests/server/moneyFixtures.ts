import type { Executor } from '../../server/db/database.ts';
import { Decimal } from '../../server/money.ts';
import { trialBalance } from '../../server/modules/ledger/trialBalanceRepository.ts';
import { requestTransaction } from '../../server/modules/transactions/actionsService.ts';
import { startTestServer, type TestServer } from './harness.ts';

export const STAFF = { admin: 'admin@demo.local', superAdmin: 'super@demo.local', support: 'support@demo.local', arbitrator: 'arbitrator@demo.local' } as const;
export type StaffTokens = Record<keyof typeof STAFF, string>;

/** Signs every STAFF member in: their tokens by name. */
export async function signInStaff(server: TestServer): Promise<StaffTokens> {
  const tokens = {} as StaffTokens;
  for (const name of Object.keys(STAFF) as (keyof typeof STAFF)[]) tokens[name] = await server.signIn(STAFF[name]);
  return tokens;
}

/** A test server with every STAFF member signed in. */
export async function startStaffServer(): Promise<{ server: TestServer; tokens: StaffTokens }> {
  const server = await startTestServer();
  return { server, tokens: await signInStaff(server) };
}

export async function currencyId(db: Executor, title: string) {
  return (await db.selectFrom('currencies').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
}

/** A user's balance in one currency (zeros without a row). */
export async function balance(db: Executor, userId: number, currency: number) {
  const row = await db.selectFrom('balances').select(['available', 'locked']).where('user_id', '=', userId).where('currency_id', '=', currency).executeTakeFirst();
  return { available: new Decimal(row?.available ?? 0).toFixed(), locked: new Decimal(row?.locked ?? 0).toFixed() };
}

/** Every currency's ledger sums to zero and the stored balances agree with it; no balance below zero. */
export async function expectBalanced(db: Executor) {
  const rows = await trialBalance(db);
  const off = rows.filter((r) => !r.balanced);
  const negative = await db.selectFrom('balances').select(['user_id', 'currency_id', 'available', 'locked']).execute();
  const below = negative.filter((b) => new Decimal(b.available).isNegative() || new Decimal(b.locked).isNegative());
  return { off, below };
}

/** A user's request as the exchange's front end makes it, through the server's own service (hold, anti-fraud). */
export async function request(server: TestServer, input: { userId: number; currencyId: number; side: 'in' | 'out'; amount: string; fee?: string; kyt?: string | null }) {
  const at = server.clock.now().toISOString();
  return server.db.kysely.transaction().execute((trx) => requestTransaction(trx, input, at));
}

/** Gives a user money the way a completed deposit does (through the admin deposit call). */
export async function fund(server: TestServer, token: string, userId: number, currency: number, amount: string) {
  const res = await server.call('POST', '/api/Transaction/AdminDeposit', { token, body: { userId, currencyId: currency, amount } });
  if (res.statusCode !== 200 || !res.json().result.Success) throw new Error(`fund failed: ${res.body}`);
}
