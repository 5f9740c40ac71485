import { OFFER_MODERATION_FLAGS } from '../../domain/p2pOffers.ts';
import { defineListQuery, type FilterValues } from '../../domain/listQuery.ts';
import { pageWindow } from '../../domain/pageRequest.ts';
import type { OffersQuery } from './offersApi.ts';

/** The offers list's URL state: filters, page and size (newest first; the server sorts). */
export const offersListSchema = defineListQuery({
  filters: {
    ofType: { type: 'string' },
    /** '' for the live offers, or the one flag the list shows (hidden, blocked, deleted). */
    ofFlag: { type: 'string' },
    ofUser: { type: 'number' },
    ofCrypto: { type: 'string' },
    ofFiat: { type: 'string' },
    ofTerms: { type: 'string' },
    ofModerated: { type: 'string' },
  },
  sortFields: ['dateCreated'],
  defaultSort: { field: 'dateCreated', direction: 'desc' },
});
export type OfferFilters = FilterValues<typeof offersListSchema.filters>;

/** The call's query: empty filters dropped (spec 2 §5), the flag filter as its own parameter. */
export function offersQuery(state: { filters: OfferFilters; page: number; pageSize: number }): OffersQuery {
  const f = state.filters;
  const flag = OFFER_MODERATION_FLAGS.find((x) => x === f.ofFlag);
  const type = f.ofType === 'Sell' || f.ofType === 'Buy' ? f.ofType : undefined;
  const crypto = Number(f.ofCrypto);
  const fiat = Number(f.ofFiat);
  return {
    ...pageWindow(state),
    ...(type ? { type } : {}),
    ...(flag ? { [flag]: true } : {}),
    ...(f.ofUser ? { userId: f.ofUser } : {}),
    ...(crypto > 0 ? { cryptoCurrencyId: crypto } : {}),
    ...(fiat > 0 ? { fiatCurrencyId: fiat } : {}),
    ...(f.ofTerms.trim() ? { terms: f.ofTerms.trim() } : {}),
    ...(f.ofModerated === 'yes' ? { isModerated: true } : {}),
  };
}
