import i18next from 'i18next';
import { isCurrencyUsable } from '../domain/catalogues.ts';

/**
 * How a currency reads wherever one is offered (selects, filters): its title, marked disabled when
 * it is not in use, so staff see at once that users cannot make transactions with it (spec 3 §5).
 */
export function currencyOptionLabel(currency: { title: string; isInUse: boolean }): string {
  return isCurrencyUsable(currency) ? currency.title : i18next.t('widgets.currency.disabled', { currency: currency.title });
}
