import { Decimal } from '../money.ts';

// The one price table of the server: every module that values an amount in USD or converts one
// currency into another asks here. There is no rates feed in this product yet (rate settings are a
// later module); when one exists it replaces these tables. The demo seed prices its deals around
// these values too.

/** The currency P2P turnover and volumes are shown in (spec 2 §9: "P2P turnover is shown in USD"). */
export const EQUIVALENT_CURRENCY_TITLE = 'USD';

/** Reference USD prices of the crypto currencies, used to value turnover, volumes and balances. */
export const CRYPTO_USD_PRICES: Readonly<Record<string, string>> = {
  BTC: '97000',
  ETH: '3400',
  USDT: '1',
  USDC: '1',
  LTC: '95',
  TRX: '0.25',
  XRP: '2.2',
  BNB: '650',
  SOL: '210',
  DOGE: '0.38',
  TON: '5.5',
};

/** USD per unit of each fiat currency of the catalogue. */
export const FIAT_USD_PRICES: Readonly<Record<string, string>> = {
  USD: '1',
  EUR: '1.087',
  RUB: '0.0102',
  TRY: '0.0294',
  CNY: '0.1389',
  KZT: '0.002',
  UAH: '0.0244',
};

/** Every known USD price by currency title (crypto and fiat). */
export const USD_PRICES: Readonly<Record<string, string>> = { ...FIAT_USD_PRICES, ...CRYPTO_USD_PRICES };

/** The USD price of one unit of a currency, or null when none is known. */
export function usdPrice(title: string): Decimal | null {
  const price = USD_PRICES[title];
  return price ? new Decimal(price) : null;
}

/** USD value of an amount of a currency; 0 for a currency without a price. */
export function usdValue(amount: string | Decimal, title: string): Decimal {
  const price = usdPrice(title);
  return price ? new Decimal(amount).times(price) : new Decimal(0);
}

/** An amount of one currency in another, through USD; 0 when either price is unknown. */
export function convert(amount: string | Decimal, fromTitle: string, toTitle: string): Decimal {
  if (fromTitle === toTitle) return new Decimal(amount);
  const from = usdPrice(fromTitle);
  const to = usdPrice(toTitle);
  if (!from || !to) return new Decimal(0);
  return new Decimal(amount).times(from).dividedBy(to);
}
