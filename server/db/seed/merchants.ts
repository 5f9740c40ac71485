/** Merchant fee demo data: providers, general fees for the main currencies and a few merchants' own fees. */
import { insertProviders, upsertFee } from '../../modules/merchants/feeRepository.ts';
import { insertTransactions } from '../../modules/merchants/transactionRepository.ts';
import { Decimal } from '../../money.ts';
import { createRandom } from './random.ts';
import type { Db } from '../database.ts';

export const MERCHANT_PROVIDERS = ['Internal', 'Payeer', 'AdvCash', 'Binance Pay', 'Bank transfer'];

export async function seedMerchantFees(db: Db, options: { now: Date }) {
  const at = options.now.toISOString();
  const admin = await db.kysely.selectFrom('admins').select('id').where('email', '=', 'admin@demo.local').executeTakeFirst();
  if (!admin) return { fees: 0 };
  const currencies = new Map((await db.kysely.selectFrom('currencies').select(['id', 'title']).execute()).map((c) => [c.title, c.id]));
  let n = 0;
  await db.kysely.transaction().execute(async (trx) => {
    await insertProviders(trx, MERCHANT_PROVIDERS);
    const plan: [number, string, string, string, [string, string, string, string] | null, [string, string, string, string] | null][] = [
      [0, 'USDT', 'crypto', 'Internal', ['0', '0.5', '1', '0'], ['1', '0.8', '2', '500']],
      [0, 'BTC', 'crypto', 'Internal', ['0', '0.3', '0.0001', '0.05'], ['0.0002', '0.5', '0.0002', '0']],
      [0, 'ETH', 'crypto', 'Internal', null, ['0.002', '0.5', '0.002', '0.5']],
      [0, 'EUR', 'sepa', 'Bank transfer', ['0', '1', '1', '50'], ['1.5', '1', '2', '100']],
      [0, 'USDT', 'card', 'Payeer', ['0', '2.5', '1', '0'], null],
      [3, 'USDT', 'crypto', 'Internal', ['0', '0.25', '0.5', '0'], ['0.5', '0.5', '1', '250']],
      [5, 'BTC', 'crypto', 'Binance Pay', ['0', '0.1', '0', '0'], ['0', '0.2', '0', '0']],
    ];
    for (const [smid, title, method, provider, deposit, withdrawal] of plan) {
      const currencyId = currencies.get(title);
      if (!currencyId) continue;
      const part = (name: string, p: [string, string, string, string] | null) =>
        p ? { [`${name}_absolute`]: p[0], [`${name}_percent`]: p[1], [`${name}_min`]: p[2], [`${name}_max`]: p[3] } : {};
      await upsertFee(trx, { serviceMerchantId: smid, currencyId, method, provider }, { ...part('deposit', deposit), ...part('withdrawal', withdrawal) }, admin.id, at);
      n++;
    }
  });
  return { fees: n };
}

const MT_TYPES = ['deposit', 'deposit', 'withdrawal', 'return', 'convert'];
const MT_STATUSES = ['completed', 'completed', 'new', 'processing', 'validate', 'error'];

/** Merchant payment transactions: a few per order of service merchants 1–8, in every status and type. */
export async function seedMerchantTransactions(db: Db, options: { now: Date; seed: number; count?: number }) {
  const rnd = createRandom(options.seed ^ 0x3e2c11);
  const currencies = (await db.kysely.selectFrom('currencies').select(['id', 'title']).where('title', 'in', ['USDT', 'BTC', 'ETH', 'EUR']).orderBy('id').execute());
  if (!currencies.length) return { transactions: 0 };
  const count = options.count ?? 120;
  const rows = Array.from({ length: count }, (_, i) => {
    const currency = rnd.pick(currencies);
    // Whole minor units divided exactly: no float ever holds an amount.
    const amount = currency.title === 'BTC' ? new Decimal(rnd.int(10, 5000)).div(100000) : currency.title === 'ETH' ? new Decimal(rnd.int(10, 3000)).div(1000) : new Decimal(rnd.int(500, 250000)).div(100);
    return {
      order_id: i % 7 === 6 ? null : 1000 + Math.floor(i / 3),
      service_merchant_id: (i % 8) + 1,
      tx_type: MT_TYPES[i % MT_TYPES.length]!,
      status: MT_STATUSES[i % MT_STATUSES.length]!,
      amount: amount.toFixed(),
      currency_id: currency.id,
      fee: amount.times('0.005').toDecimalPlaces(currency.title === 'BTC' ? 8 : 2, Decimal.ROUND_DOWN).toFixed(),
      date_created: new Date(options.now.getTime() - (count - i) * 3_600_000).toISOString(),
    };
  });
  await insertTransactions(db.kysely, rows);
  return { transactions: count };
}
