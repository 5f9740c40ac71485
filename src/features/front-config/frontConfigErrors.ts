import i18next from 'i18next';
import { errorText } from '../../components/errorText.ts';
import { FRONT_CONFIG_MESSAGES } from '../../domain/frontConfig.ts';

type MessageKey = keyof typeof FRONT_CONFIG_MESSAGES;
const KEY_OF_MESSAGE = new Map<string, MessageKey>((Object.entries(FRONT_CONFIG_MESSAGES) as [MessageKey, string][]).map(([key, message]) => [message, key]));

/** The text of a failed front-config call: the server's text (spec 3 §8), translated when it is one of the known rules. */
export function frontConfigErrorText(error: unknown): string {
  const key = typeof error === 'string' ? KEY_OF_MESSAGE.get(error) : undefined;
  return key ? i18next.t(`frontConfig.errors.${key}`) : errorText(error);
}
