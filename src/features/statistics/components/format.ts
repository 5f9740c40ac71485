import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sessionQueries } from '../../../api/sessionQueries.ts';
import { formatAmount, formatCount } from '../../../components/numberFormat.ts';

/** Formats amounts with their currency's decimals (by id or title); cumulative values with 2. */
export function useAmountFormat() {
  const currencies = useQuery(sessionQueries.currencies()).data;
  return useMemo(() => {
    const byId = new Map((currencies ?? []).map((c) => [c.id, c.decimals]));
    const byTitle = new Map((currencies ?? []).map((c) => [c.title, c.decimals]));
    return {
      ofId: (value: string, currencyId: number) => formatAmount(value, byId.get(currencyId)),
      ofTitle: (value: string, title: string) => formatAmount(value, byTitle.get(title)),
      cumulative: (value: string) => formatAmount(value, 2),
      count: (n: number) => formatCount(n),
    };
  }, [currencies]);
}
