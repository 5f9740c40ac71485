import { Decimal } from '../../money.ts';

/** The currency P2P turnover and volumes are shown in (spec 2 §9: "P2P turnover is shown in USD"). */
export const EQUIVALENT_CURRENCY_TITLE = 'USD';

/**
 * Reference USD prices of the P2P crypto currencies, used to value turnover and volumes. There is
 * no rates feed in this product yet (rate settings are a later module); when one exists it replaces
 * this table. The demo seed prices its deals around these values too.
 */
export const REFERENCE_USD_PRICES: Readonly<Record<string, string>> = {
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

/** USD value of an amount of a crypto currency; 0 for a currency without a reference price. */
export function usdValue(amount: string, cryptoTitle: string): Decimal {
  const price = REFERENCE_USD_PRICES[cryptoTitle];
  return price ? new Decimal(amount).times(price) : new Decimal(0);
}
