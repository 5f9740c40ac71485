/**
 * Marketplace demo data: stores of the seeded merchants (users with the merchant role, topped up
 * with the first users so a small database still has eight), their products and invoices in every
 * status. Service merchants 1–8 are the ones the merchant fee and transaction seeds use, and the
 * first invoices carry the orders (1000 + n) the merchant transactions seed gives transactions to.
 */
import { insertInvoices, insertProducts, insertStores } from '../../modules/marketplace/repository.ts';
import { Decimal } from '../../money.ts';
import { INVOICE_STATUSES, STORE_STATUSES } from '../../../src/domain/marketplace.ts';
import { createRandom } from './random.ts';
import type { Db } from '../database.ts';

const STORE_NAMES = ['Crypto Coffee', 'Pixel Games', 'Nordic Wool', 'Green Garden', 'Byte Books', 'Sunny Travel', 'Urban Bikes', 'Tea House', 'Art Corner', 'Tech Parts'];
const LOCALES = ['en', 'ru', 'es', 'et', 'tr', 'zh'];
const CATEGORIES = ['Digital goods', 'Subscriptions', 'Gift cards', 'Clothes', 'Books', null];
const PRODUCT_NAMES = ['Starter pack', 'Premium plan', 'Gift card 50', 'Sweater', 'E-book', 'Monthly box', 'Voucher', 'Sticker set'];
const CUSTOMERS = ['john.doe@example.com', 'Maria K.', 'Tanel Tamm, +372 5555 0101', '<b>VIP</b> customer', null];
const DELIVERIES = ['Tallinn, Narva mnt 7', 'Pickup point 12', 'E-mail delivery', null];

export async function seedMarketplace(db: Db, options: { users: number; now: Date; seed: number }) {
  const rnd = createRandom(options.seed ^ 0x5a17e5);
  const k = db.kysely;
  const merchants = (await k.selectFrom('user_roles').select('user_id').where('role', '=', 'merchant').orderBy('user_id').limit(40).execute()).map((r) => r.user_id);
  if (merchants.length < 8) {
    const extra = await k.selectFrom('users').select('id').where('id', 'not in', merchants.length ? merchants : [0]).orderBy('id').limit(8 - merchants.length).execute();
    merchants.push(...extra.map((u) => u.id));
  }
  if (merchants.length === 0) return { stores: 0, products: 0, invoices: 0 };
  const currencies = await k.selectFrom('currencies').select(['id', 'title']).where('title', 'in', ['USDT', 'EUR', 'BTC']).orderBy('id').execute();
  if (currencies.length === 0) return { stores: 0, products: 0, invoices: 0 };
  const methods = (await k.selectFrom('payment_methods').select('id').orderBy('id').limit(6).execute()).map((m) => m.id);
  const day = 86_400_000;
  const now = options.now.getTime();

  // Two stores for every third merchant; the first store of each status order so each status is seen.
  const storeRows = merchants.flatMap((merchantId, i) => (i % 3 === 0 ? [merchantId, merchantId] : [merchantId])).map((merchantId, i) => {
    const name = `${STORE_NAMES[i % STORE_NAMES.length]}${i >= STORE_NAMES.length ? ` ${Math.floor(i / STORE_NAMES.length) + 1}` : ''}`;
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const status = i < STORE_STATUSES.length ? STORE_STATUSES[(i + 2) % STORE_STATUSES.length]! : i % 5 === 0 ? 'awaitingApproval' : 'active';
    return {
      merchant_id: merchantId,
      service_merchant_id: i + 1,
      name,
      logo: i % 4 === 3 ? null : `https://${slug}.example.com/logo.png`,
      success_url: i % 6 === 5 ? null : `https://${slug}.example.com/payment/success`,
      fail_url: i % 6 === 5 ? null : `https://${slug}.example.com/payment/fail`,
      locale: LOCALES[i % LOCALES.length]!,
      payment_systems: JSON.stringify(methods.filter((_, m) => (m + i) % 3 !== 0)),
      status,
      date_created: new Date(now - (120 - i) * day).toISOString(),
    };
  });
  const currencyOf = (i: number) => currencies[i % currencies.length]!;
  const priceIn = (title: string) =>
    title === 'BTC' ? new Decimal(rnd.int(5, 400)).div(100000) : new Decimal(rnd.int(199, 25000)).div(100);

  let productCount = 0;
  let invoiceCount = 0;
  await k.transaction().execute(async (trx) => {
    const storeIds = await insertStores(trx, storeRows);
    const productRows = storeIds.flatMap((storeId, s) => {
      const currency = currencyOf(s);
      return Array.from({ length: 3 + (s % 5) }, (_, p) => ({
        store_id: storeId,
        name: `${PRODUCT_NAMES[(s + p) % PRODUCT_NAMES.length]}${p >= PRODUCT_NAMES.length ? ` ${p}` : ''}`,
        price: priceIn(currency.title).toFixed(),
        currency_id: currency.id,
        stock: p % 4 === 3 ? 0 : rnd.int(1, 500),
        category: CATEGORIES[(s + p) % CATEGORIES.length]!,
        status: p % 5 === 4 ? 'archived' : 'active',
        date_created: new Date(now - (100 - p) * day).toISOString(),
      }));
    });
    const productIds = await insertProducts(trx, productRows);
    productCount = productIds.length;
    const productsOf = new Map<number, { id: number; price: string; currency_id: number }[]>();
    productRows.forEach((p, i) => productsOf.set(p.store_id, [...(productsOf.get(p.store_id) ?? []), { id: productIds[i]!, price: p.price, currency_id: p.currency_id }]));

    invoiceCount = Math.min(5000, Math.max(120, Math.floor(options.users / 10)));
    const invoices = Array.from({ length: invoiceCount }, (_, i) => {
      const storeId = storeIds[i % storeIds.length]!;
      const catalogue = productsOf.get(storeId)!;
      const lines = Array.from({ length: 1 + (i % 3) }, (_, l) => {
        const product = catalogue[(i + l) % catalogue.length]!;
        return { productId: product.id, quantity: 1 + ((i + l) % 4), price: product.price };
      });
      const amount = lines.reduce((sum, line) => sum.plus(new Decimal(line.price).times(line.quantity)), new Decimal(0));
      // Store s's k-th invoice takes status 4s + k: each store walks through the statuses, so most
      // have completed invoices (their revenue) and every status appears.
      const status = INVOICE_STATUSES[((i % storeIds.length) * 4 + Math.floor(i / storeIds.length)) % INVOICE_STATUSES.length]!;
      return {
        store_id: storeId,
        order_id: i < 40 ? 1000 + i : null,
        status,
        customer: CUSTOMERS[i % CUSTOMERS.length]!,
        delivery: DELIVERIES[i % DELIVERIES.length]!,
        amount: amount.toFixed(),
        currency_id: catalogue[0]!.currency_id,
        products: JSON.stringify(lines),
        comment_for_admin: status === 'issue' ? 'Customer says the goods never arrived; ask the merchant for the tracking number. '.repeat(i % 2 ? 1 : 8).trim() : null,
        comment_for_user: status === 'depositError' ? 'The deposit failed; please pay again.' : null,
        date_created: new Date(now - (invoiceCount - i) * 3_600_000).toISOString(),
      };
    });
    await insertInvoices(trx, invoices);
  });
  return { stores: storeRows.length, products: productCount, invoices: invoiceCount };
}
