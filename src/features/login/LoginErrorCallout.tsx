import { PlainCallout } from '../../components/plain/plainBlueprint.tsx';
import { useTranslation } from '../../components/useTranslation.ts';
import { translateMessage } from '../../components/translateMessage.ts';
import type { LoginError } from './loginTypes.ts';

const TRANSLATED: Record<string, string> = {
  wrongCredentials: 'login.error.wrongCredentials',
  blocked: 'login.error.blocked',
  sessionExpired: 'login.error.sessionExpired',
};

/**
 * The sign-in error, inline under the form, in the admin's language: the rate limit names the
 * minutes the server sent; other failures show the translation of the server's text when one is
 * loaded (the login page loads only its own namespaces), else the text itself.
 */
export function LoginErrorCallout({ error }: { error: LoginError }) {
  const { t } = useTranslation();
  const key = TRANSLATED[error.kind];
  const text = key
    ? t(key)
    : error.kind === 'tooManyAttempts' && typeof error.minutes === 'number'
      ? t('login.error.tooManyAttempts', { minutes: error.minutes })
      : error.message && error.message !== 'Unexpected error'
        ? translateMessage(error.message)
        : t('login.error.unexpected');
  return (
    <PlainCallout intent={error.kind === 'sessionExpired' ? 'warning' : 'danger'} className="login-error">
      {text}
    </PlainCallout>
  );
}
