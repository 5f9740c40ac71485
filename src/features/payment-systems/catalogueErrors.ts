import i18next from 'i18next';
import { errorText } from '../../components/errorText.ts';
import { CATALOGUE_MESSAGES } from '../../domain/catalogues.ts';

type MessageKey = keyof typeof CATALOGUE_MESSAGES;
const KEY_OF_MESSAGE = new Map<string, MessageKey>((Object.entries(CATALOGUE_MESSAGES) as [MessageKey, string][]).map(([key, message]) => [message, key]));

/**
 * The text to show for a failed catalogue call: this namespace's translation of a known server
 * message (spec 3 §8: the translation when one exists), otherwise the server's text.
 */
export function catalogueErrorText(error: unknown): string {
  const key = typeof error === 'string' ? KEY_OF_MESSAGE.get(error) : undefined;
  return key ? i18next.t(`paymentSystems.errors.${key}`) : errorText(error);
}
