import { Decimal } from '../../money.ts';
import { REFERENCE_USD_PRICES } from '../p2p-trades/referencePrices.ts';

/** USD per unit of each fiat currency of the catalogue (no rates feed yet; see referencePrices.ts). */
const FIAT_USD: Readonly<Record<string, string>> = {
  USD: '1', EUR: '1.087', RUB: '0.0102', TRY: '0.0294', CNY: '0.1389', KZT: '0.002', UAH: '0.0244',
};

/** Every known USD price by currency title (crypto reference prices and fiat). */
export const USD_PRICES: Readonly<Record<string, string>> = { ...FIAT_USD, ...REFERENCE_USD_PRICES };

/** The USD price of one unit of a currency, or null when none is known. */
export function usdPrice(title: string): Decimal | null {
  const price = REFERENCE_USD_PRICES[title] ?? FIAT_USD[title];
  return price ? new Decimal(price) : null;
}

/** An amount of one currency in another, through USD; 0 when either price is unknown. */
export function convert(amount: string | Decimal, fromTitle: string, toTitle: string): Decimal {
  if (fromTitle === toTitle) return new Decimal(amount);
  const from = usdPrice(fromTitle);
  const to = usdPrice(toTitle);
  if (!from || !to) return new Decimal(0);
  return new Decimal(amount).times(from).dividedBy(to);
}
