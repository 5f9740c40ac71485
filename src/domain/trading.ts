/**
 * Markets and spot trading (spec 3 §3-§5): order types and statuses, which orders can be
 * cancelled, and the market form's rules with the spec's own messages. The server refuses by
 * these rules and the console checks the same ones before it sends.
 */
import { compareDecimals, isZeroDecimal } from './money.ts';

export const ORDER_SIDES = ['buy', 'sell'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

export const ORDER_TYPES = ['limit', 'market', 'stop', 'stopLimit', 'trailingStop', 'fillOrKill'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_STATUSES = ['new', 'partiallyFilled', 'filled', 'cancelled', 'inactive', 'awaiting', 'deleted', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Open orders still hold money and sit in the order book; only they can be cancelled (spec 3 §4). */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'partiallyFilled', 'awaiting', 'inactive'];

export function isOpenOrderStatus(status: string): boolean {
  return (OPEN_ORDER_STATUSES as readonly string[]).includes(status);
}

/** How a market's order limits may be overridden: not at all, per user, or per user tag (spec 3 §3; values designed). */
export const INDIVIDUAL_LIMITS_TYPES = ['none', 'user', 'userTag'] as const;
export type IndividualLimitsType = (typeof INDIVIDUAL_LIMITS_TYPES)[number];

/** Periods of the trading options' limits. */
export const TRADING_LIMIT_PERIODS = ['day', 'week', 'month', 'year'] as const;

/** The spec's messages, verbatim (spec 3 §4, §5); the en locale repeats them. */
export const TRADING_MESSAGES = {
  limitsZero: 'Limits can not equals zero',
  limitsInverted: "Maximum limit can't be less than minimum amount",
  minOrderPriceDecimals: 'The minimum order price cannot be less than decimals.',
  sameCurrency: 'Base and derived currency must differ',
  marketExists: 'This market already exists',
  cancelAll: 'You cannot cancel all orders',
  orderNotOpen: 'Only an open order can be cancelled',
  orderNotFound: 'Order not found',
  marketNotFound: 'Market not found',
  feePercent: 'Fee percent must be between 0 and 100',
} as const;
export type TradingMessage = keyof typeof TRADING_MESSAGES;

const DECIMAL = /^\d+(\.\d+)?$/;


export interface MarketDraft {
  baseCurrencyId: number | null;
  derivedCurrencyId: number | null;
  min: string;
  max: string;
  minOrderPrice: string;
}

/** One broken rule of a market form: the field and the message key. */
export interface MarketProblem {
  field: 'baseCurrencyId' | 'derivedCurrencyId' | 'min' | 'max' | 'minOrderPrice';
  message: TradingMessage;
}

/**
 * The market form's rules: two different currencies, order amount limits that are not zero and
 * not inverted, and a minimum order price no finer than the derived currency's decimals (it can
 * not be less than one unit of the last decimal place, 10^-decimals).
 */
export function marketProblems(draft: MarketDraft, derivedDecimals: number): MarketProblem[] {
  const problems: MarketProblem[] = [];
  if (draft.baseCurrencyId !== null && draft.baseCurrencyId === draft.derivedCurrencyId) {
    problems.push({ field: 'derivedCurrencyId', message: 'sameCurrency' });
  }
  const min = draft.min.trim();
  const max = draft.max.trim();
  if ((DECIMAL.test(min) && isZeroDecimal(min)) || (DECIMAL.test(max) && isZeroDecimal(max))) {
    problems.push({ field: isZeroDecimal(min) ? 'min' : 'max', message: 'limitsZero' });
  } else if (DECIMAL.test(min) && DECIMAL.test(max) && compareDecimals(max, min) === -1) {
    problems.push({ field: 'max', message: 'limitsInverted' });
  }
  const price = draft.minOrderPrice.trim();
  if (DECIMAL.test(price)) {
    const places = (price.split('.')[1] ?? '').replace(/0+$/, '').length;
    if (isZeroDecimal(price) || places > Math.max(0, derivedDecimals)) problems.push({ field: 'minOrderPrice', message: 'minOrderPriceDecimals' });
  }
  return problems;
}
