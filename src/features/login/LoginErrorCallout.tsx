import { PlainCallout } from '../../components/plain/plainBlueprint.tsx';
import { useTranslation } from 'react-i18next';
import type { LoginError } from './loginTypes.ts';

const TRANSLATED: Record<string, string> = {
  wrongCredentials: 'login.error.wrongCredentials',
  blocked: 'login.error.blocked',
  sessionExpired: 'login.error.sessionExpired',
};

/**
 * The sign-in error, inline under the form. The rate limit shows the server's own message
 * (it names the minutes); other unexpected failures show the server's text when there is one.
 */
export function LoginErrorCallout({ error }: { error: LoginError }) {
  const { t } = useTranslation();
  const key = TRANSLATED[error.kind];
  const text = key
    ? t(key)
    : error.message && error.message !== 'Unexpected error'
      ? error.message
      : t('login.error.unexpected');
  return (
    <PlainCallout intent={error.kind === 'sessionExpired' ? 'warning' : 'danger'} className="login-error">
      {text}
    </PlainCallout>
  );
}
