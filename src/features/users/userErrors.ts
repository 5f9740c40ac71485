import i18next from 'i18next';
import { errorFacts } from '../../api/apiError.ts';
import { USER_MESSAGES } from '../../domain/users.ts';
import { errorText } from '../../components/errorText.ts';

type UserMessageKey = keyof typeof USER_MESSAGES;

const isUserReason = (reason: string): reason is UserMessageKey => Object.hasOwn(USER_MESSAGES, reason);

/**
 * The text to show for a failed users call: the users namespace's wording of the area's reasons,
 * otherwise the reason's text of errorText (a refusal such as support lifting an admin's block, issue 23).
 */
export function userErrorText(error: unknown): string {
  const { reason } = errorFacts(error);
  return isUserReason(reason) ? i18next.t(`users.errors.${reason}`) : errorText(error);
}

/** Whether a failure carries this users-area reason. */
export function hasUserReason(error: unknown, key: UserMessageKey): boolean {
  return errorFacts(error).reason === key;
}
