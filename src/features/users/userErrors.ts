import i18next from 'i18next';
import { errorFacts } from '../../api/apiError.ts';
import { USER_MESSAGES } from '../../domain/users.ts';

type UserMessageKey = keyof typeof USER_MESSAGES;
const KEY_OF_MESSAGE = new Map<string, UserMessageKey>(
  (Object.entries(USER_MESSAGES) as [UserMessageKey, string][]).map(([key, message]) => [message, key]),
);

/**
 * The text to show for a failed users call: the users namespace's translation of a known server
 * message (spec 1 §8: "translation of the message if one exists"), otherwise the server's text.
 */
export function userErrorText(error: unknown): string {
  const { message } = errorFacts(error);
  const key = KEY_OF_MESSAGE.get(message);
  return key ? i18next.t(`users.errors.${key}`) : message;
}

/** Whether a failure carries this users-area message. */
export function isUserMessage(error: unknown, key: UserMessageKey): boolean {
  return errorFacts(error).message === USER_MESSAGES[key];
}
