import { guardAction } from '../../core/approvals.ts';
import type { Executor } from '../../db/database.ts';
import type { BodyOf } from '../../http/operation.ts';
import type { RequestContext } from '../../http/operation.ts';
import { ApiError } from '../../http/apiError.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { Decimal } from '../../money.ts';
import { readOption, writeOption, type OptionKey } from '../../core/options.ts';
import { convert } from '../../core/pricing.ts';
import { currencyById, usdCurrency } from './repository.ts';

export const TRANSACTIONS_SETTINGS_KEY = 'transactionsSettings' satisfies OptionKey;
/** Until an admin sets it, a transaction worth more than 10,000 USD goes to manual check. */
export const DEFAULT_ANTI_FRAUD_USD = '10000';

export interface TransactionsSettings {
  antiFraudAmount: string | null;
  antiFraudCurrencyId: number | null;
}

export async function readSettings(db: Executor): Promise<TransactionsSettings> {
  const stored = await readOption<TransactionsSettings>(db, TRANSACTIONS_SETTINGS_KEY);
  if (!stored) {
    const usd = await usdCurrency(db);
    return { antiFraudAmount: DEFAULT_ANTI_FRAUD_USD, antiFraudCurrencyId: usd?.id ?? null };
  }
  return { antiFraudAmount: stored.antiFraudAmount ?? null, antiFraudCurrencyId: stored.antiFraudCurrencyId ?? null };
}

export function getSettings(ctx: RequestContext) {
  return readSettings(ctx.db);
}

export async function updateSettings(ctx: RequestContext, body: BodyOf<'POST Options/UpdateTransactionsSettings'>) {
  if (body.antiFraudCurrencyId != null && !(await currencyById(ctx.db, body.antiFraudCurrencyId))) {
    throw new ApiError(ErrorCode.ValidationFailed, {}, [{ path: '/antiFraudCurrencyId', message: 'Unknown currency' }], undefined, 'currencyNotFound');
  }
  const before = await readSettings(ctx.db);
  const after: TransactionsSettings = {
    antiFraudAmount: body.antiFraudAmount == null ? null : new Decimal(body.antiFraudAmount).toFixed(),
    antiFraudCurrencyId: body.antiFraudCurrencyId ?? null,
  };
  // Four-eyes policy (issue 29): moving the anti-fraud threshold (or its currency) may wait for a second admin.
  if (before.antiFraudAmount !== after.antiFraudAmount || before.antiFraudCurrencyId !== after.antiFraudCurrencyId) {
    const held = await guardAction(ctx, { parameters: { body }, before });
    if (held) return held;
  }
  await writeOption(ctx.db, TRANSACTIONS_SETTINGS_KEY, after);
  await ctx.audit({ targetIds: [TRANSACTIONS_SETTINGS_KEY], before, after });
  return after;
}

/** True when an amount of a currency is above the anti-fraud threshold (then it goes to manual check). */
export async function isAboveThreshold(db: Executor, amount: string, currencyTitle: string): Promise<boolean> {
  const settings = await readSettings(db);
  if (settings.antiFraudAmount === null) return false;
  const thresholdCurrency = settings.antiFraudCurrencyId === null ? null : await currencyById(db, settings.antiFraudCurrencyId);
  const worth = convert(amount, currencyTitle, thresholdCurrency?.title ?? 'USD');
  return worth.greaterThan(settings.antiFraudAmount);
}
