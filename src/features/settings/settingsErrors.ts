import i18next from 'i18next';
import { errorText } from '../../components/errorText.ts';
import { showError } from '../../components/toasts.ts';
import { PLATFORM_LIMIT_MESSAGES } from '../../domain/platformLimits.ts';
import { NOTIFICATION_MESSAGES } from '../../domain/systemNotifications.ts';
import { CATALOGUE_MESSAGES } from '../../domain/catalogues.ts';

/** Server and form messages of the Limits, Notifications and Watermark tabs, with their keys in this namespace. */
const KNOWN: Record<string, string> = {
  [PLATFORM_LIMIT_MESSAGES.zero]: 'settings.errors.limitZero',
  [PLATFORM_LIMIT_MESSAGES.maxBelowMin]: 'settings.errors.limitMaxBelowMin',
  [PLATFORM_LIMIT_MESSAGES.empty]: 'settings.errors.limitEmpty',
  [PLATFORM_LIMIT_MESSAGES.amount]: 'settings.errors.limitAmount',
  [NOTIFICATION_MESSAGES.textEmpty]: 'settings.errors.textEmpty',
  [NOTIFICATION_MESSAGES.titleEmpty]: 'settings.errors.titleEmpty',
  [NOTIFICATION_MESSAGES.unknownType]: 'settings.errors.unknownType',
  [NOTIFICATION_MESSAGES.noChannels]: 'settings.errors.noChannels',
  [CATALOGUE_MESSAGES.fileTooLarge]: 'settings.errors.fileTooLarge',
  [CATALOGUE_MESSAGES.fileType]: 'settings.errors.fileType',
  [CATALOGUE_MESSAGES.fileContent]: 'settings.errors.fileContent',
  'No users selected': 'settings.errors.noUsersSelected',
};

/** The text of a rule's message or a failed call: this namespace's translation when known (spec 3 §8), else the server's text. */
export function settingsErrorText(error: unknown): string {
  const key = typeof error === 'string' ? KNOWN[error] : undefined;
  return key ? i18next.t(key) : errorText(error);
}

/** The error snackbar of a failed call on these tabs. */
export function showSettingsError(error: unknown) {
  return showError(settingsErrorText(error));
}
