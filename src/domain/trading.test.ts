import { isOpenOrderStatus, marketProblems, ORDER_STATUSES, TRADING_MESSAGES } from './trading.ts';

const draft = (min: string, max: string, minOrderPrice = '0.01', base = 1, derived = 2) => ({ baseCurrencyId: base, derivedCurrencyId: derived, min, max, minOrderPrice });

describe('market rules', () => {
  it('uses the spec messages verbatim', () => {
    expect(TRADING_MESSAGES.limitsZero).toBe('Limits can not equals zero');
    expect(TRADING_MESSAGES.limitsInverted).toBe("Maximum limit can't be less than minimum amount");
    expect(TRADING_MESSAGES.minOrderPriceDecimals).toBe('The minimum order price cannot be less than decimals.');
    expect(TRADING_MESSAGES.cancelAll).toBe('You cannot cancel all orders');
  });

  it.each([
    [draft('0', '10'), ['limitsZero']],
    [draft('1', '0.00'), ['limitsZero']],
    [draft('10', '9.999'), ['limitsInverted']],
    [draft('10', '10'), []],
    [draft('0.5', '100'), []],
    [draft('1', '2', '0.001'), ['minOrderPriceDecimals']],
    [draft('1', '2', '0'), ['minOrderPriceDecimals']],
    [draft('1', '2', '0.01000'), []],
    [draft('1', '2', '0.01', 3, 3), ['sameCurrency']],
  ])('%j → %j (two decimals on the derived currency)', (value, expected) => {
    expect(marketProblems(value, 2).map((p) => p.message)).toEqual(expected);
  });

  it('compares the limits exactly, beyond float precision, and names the bound that is zero', () => {
    expect(marketProblems(draft('100000000000000000.1', '100000000000000000.01'), 2)).toEqual([{ field: 'max', message: 'limitsInverted' }]);
    expect(marketProblems(draft('0.10', '0.1'), 2)).toEqual([]);
    // an empty minimum is not the zero one
    expect(marketProblems(draft('', '0'), 2)).toEqual([{ field: 'max', message: 'limitsZero' }]);
  });

  it('open orders are new, partially filled, awaiting and inactive', () => {
    expect(ORDER_STATUSES.filter(isOpenOrderStatus)).toEqual(['new', 'partiallyFilled', 'inactive', 'awaiting']);
  });
});
