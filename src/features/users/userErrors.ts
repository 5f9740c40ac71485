import i18next from 'i18next';
import { errorFacts, isTransportFailure } from '../../api/apiError.ts';
import { errorText } from '../../components/errorText.ts';
import { translateMessage } from '../../components/translateMessage.ts';
import { USER_MESSAGES } from '../../domain/users.ts';

type UserMessageKey = keyof typeof USER_MESSAGES;

const isUserReason = (reason: string): reason is UserMessageKey => Object.hasOwn(USER_MESSAGES, reason);

/**
 * The text to show for a failed users call: the users namespace's translation of the server's
 * reason when it is one of the area's (spec 1 §8: "translation of the message if one exists"),
 * otherwise the server's sentence, translated when serverMessages has it (a refusal such as
 * support lifting an admin's block, issue 23).
 */
export function userErrorText(error: unknown): string {
  if (isTransportFailure(error)) return errorText(error);
  const { reason, message } = errorFacts(error);
  return isUserReason(reason) ? i18next.t(`users.errors.${reason}`) : translateMessage(message);
}

/** Whether a failure carries this users-area reason. */
export function hasUserReason(error: unknown, key: UserMessageKey): boolean {
  return errorFacts(error).reason === key;
}
