/** Merchant fee demo data: providers, general fees for the main currencies and a few merchants' own fees. */
import { insertProviders, upsertFee } from '../../modules/merchants/feeRepository.ts';
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
