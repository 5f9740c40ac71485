import type { Db } from '../database.ts';
import { writeOption } from '../../core/options.ts';

const FIAT = [
  ['US Dollar', 'USD', '$', 2], ['Euro', 'EUR', '€', 2], ['Russian Ruble', 'RUB', '₽', 2], ['Turkish Lira', 'TRY', '₺', 2],
  ['Chinese Yuan', 'CNY', '¥', 2], ['Kazakhstani Tenge', 'KZT', '₸', 2], ['Ukrainian Hryvnia', 'UAH', '₴', 2],
] as const;
const CRYPTO = [
  ['Bitcoin', 'BTC', '₿', 8, 'https://mempool.space/tx/{txid}', 'https://mempool.space/address/{address}'],
  ['Ethereum', 'ETH', 'Ξ', 18, 'https://etherscan.io/tx/{txid}', 'https://etherscan.io/address/{address}'],
  ['Tether', 'USDT', '₮', 6, 'https://tronscan.org/#/transaction/{txid}', 'https://tronscan.org/#/address/{address}'],
  ['USD Coin', 'USDC', 'USDC', 6, 'https://etherscan.io/tx/{txid}', 'https://etherscan.io/address/{address}'],
  ['Litecoin', 'LTC', 'Ł', 8, 'https://blockchair.com/litecoin/transaction/{txid}', 'https://blockchair.com/litecoin/address/{address}'],
  ['Tron', 'TRX', 'TRX', 6, 'https://tronscan.org/#/transaction/{txid}', 'https://tronscan.org/#/address/{address}'],
  ['Ripple', 'XRP', 'XRP', 6, 'https://xrpscan.com/tx/{txid}', 'https://xrpscan.com/account/{address}'],
  ['BNB', 'BNB', 'BNB', 18, 'https://bscscan.com/tx/{txid}', 'https://bscscan.com/address/{address}'],
  ['Solana', 'SOL', 'SOL', 9, 'https://solscan.io/tx/{txid}', 'https://solscan.io/account/{address}'],
  ['Dogecoin', 'DOGE', 'Ð', 8, 'https://blockchair.com/dogecoin/transaction/{txid}', 'https://blockchair.com/dogecoin/address/{address}'],
  ['Toncoin', 'TON', 'TON', 9, 'https://tonscan.org/tx/{txid}', 'https://tonscan.org/address/{address}'],
] as const;

/** Payment methods: [name, category (0 cash, 1 bank transfer, 2 crypto, 3 e-wallets, 4 none), type (0 online, 1 offline)]. */
const PAYMENT_METHODS = [
  ['Cash in person', 0, 1], ['SEPA transfer', 1, 0], ['SWIFT transfer', 1, 0], ['Wise', 3, 0], ['Revolut', 3, 0],
  ['Sberbank', 1, 0], ['Tinkoff', 1, 0], ['Ziraat Bankası', 1, 0], ['Alipay', 3, 0], ['WeChat Pay', 3, 0],
  ['Kaspi', 1, 0], ['Monobank', 1, 0], ['PayPal', 3, 0], ['Crypto transfer', 2, 0],
] as const;

const FIAT_METHODS: Record<string, string[]> = {
  USD: ['Cash in person', 'SWIFT transfer', 'Wise', 'PayPal'],
  EUR: ['Cash in person', 'SEPA transfer', 'Wise', 'Revolut'],
  RUB: ['Cash in person', 'Sberbank', 'Tinkoff'],
  TRY: ['Cash in person', 'Ziraat Bankası'],
  CNY: ['Alipay', 'WeChat Pay'],
  KZT: ['Kaspi'],
  UAH: ['Monobank'],
};

const MARKETS: [string, string, string, string, string][] = [
  ['BTC', 'USDT', '0.0001', '100', '0.01'], ['ETH', 'USDT', '0.001', '1000', '0.01'], ['LTC', 'USDT', '0.01', '10000', '0.001'],
  ['TRX', 'USDT', '10', '10000000', '0.00001'], ['XRP', 'USDT', '1', '1000000', '0.0001'], ['BNB', 'USDT', '0.01', '10000', '0.01'],
  ['SOL', 'USDT', '0.01', '50000', '0.001'], ['DOGE', 'USDT', '10', '50000000', '0.00001'], ['TON', 'USDT', '0.1', '500000', '0.0001'],
  ['ETH', 'BTC', '0.001', '1000', '0.000001'], ['LTC', 'BTC', '0.01', '10000', '0.000001'], ['BTC', 'EUR', '0.0001', '50', '0.01'],
  ['USDT', 'RUB', '1', '1000000', '0.01'], ['USDT', 'TRY', '1', '1000000', '0.01'], ['USDC', 'USDT', '1', '5000000', '0.0001'],
];

export const DEMO_TAGS = [
  ['vip', '#F5A623'], ['whale', '#1F77B4'], ['suspicious', '#D0021B'], ['partner', '#7ED321'], ['market maker', '#9013FE'],
  ['dev', '#BDBDBD'], ['test', '#BDBDBD'], ['bot', '#BDBDBD'], ['support priority', '#50E3C2'], ['chargeback risk', '#E67E22'],
] as const;

/** Currencies, payment methods, markets, user tags and the system options. */
export async function seedCatalogue(db: Db, now: Date) {
  const k = db.kysely;
  const at = now.toISOString();
  let sort = 0;
  await k
    .insertInto('currencies')
    .values([
      ...FIAT.map(([name, title, symbol, decimals]) => ({
        name, title, symbol, decimals, currency_type: 'fiat' as const, sort_id: ++sort, is_in_use: 1,
        service_fee: '0', url_tx: null, url_address: null, date_created: at,
      })),
      ...CRYPTO.map(([name, title, symbol, decimals, urlTx, urlAddress]) => ({
        name, title, symbol, decimals, currency_type: 'crypto' as const, sort_id: ++sort, is_in_use: title === 'DOGE' ? 0 : 1,
        service_fee: title === 'BTC' ? '0.0005' : title === 'ETH' ? '0.004' : '1.5', url_tx: urlTx, url_address: urlAddress, date_created: at,
      })),
    ])
    .execute();
  await k
    .insertInto('payment_methods')
    .values(PAYMENT_METHODS.map(([name, category, methodType], i) => ({ name, category, method_type: methodType, status: 0, sort_id: i + 1 })))
    .execute();

  const currencies = new Map((await k.selectFrom('currencies').select(['id', 'title']).execute()).map((c) => [c.title, c.id]));
  const methods = new Map((await k.selectFrom('payment_methods').select(['id', 'name']).execute()).map((m) => [m.name, m.id]));
  const links = Object.entries(FIAT_METHODS).flatMap(([title, names]) =>
    names.map((name) => ({ currency_id: currencies.get(title)!, payment_method_id: methods.get(name)! })),
  );
  await k.insertInto('currency_payment_methods').values(links).execute();

  await k
    .insertInto('markets')
    .values(
      MARKETS.map(([base, derived, min, max, minPrice], i) => ({
        base_currency_id: currencies.get(base)!, derived_currency_id: currencies.get(derived)!,
        min_amount: min, max_amount: max, min_order_price: minPrice, sort_id: i + 1, is_enabled: i === MARKETS.length - 1 ? 0 : 1, date_created: at,
      })),
    )
    .execute();

  await k.insertInto('user_tags').values(DEMO_TAGS.map(([tagName, color]) => ({ tag_name: tagName, color }))).execute();
  await writeOption(k, 'technicalWork', { stopP2P: false, stopRegistration: false, stopTrade: false, stopTransactionConfirm: false, stopTransactions: false });
}
