import { useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { BP } from '../../components/plain/plainBlueprint.tsx';
import { isLocale, LANGUAGE_NAMES, LOCALES } from '../../domain/languages.ts';
import { AuthCodeForm } from './AuthCodeForm.tsx';
import { CredentialsForm } from './CredentialsForm.tsx';
import { LoginErrorCallout } from './LoginErrorCallout.tsx';
import type { LoginPageProps } from './loginTypes.ts';
import './login.css';

/**
 * The sign-in page: a dense, centred card with the e-mail/password step, then the code step.
 * Drawn with plain Blueprint markup so the first load carries no Blueprint JavaScript.
 */
export function LoginPage({ step, busy, error, onSignIn, onSubmitCode, onBack, locale, onLocaleChange }: LoginPageProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  return (
    <main className="login-page">
      <div className={`${BP}-card ${BP}-elevation-2 login-card`}>
        <h1 className={`${BP}-heading login-title`}>{t('login.title')}</h1>
        <p className="login-subtitle">{step === 'authCode' ? t('login.form.authCodeTitle') : t('login.subtitle')}</p>
        {error ? <LoginErrorCallout error={error} /> : null}
        {step === 'authCode' ? (
          <AuthCodeForm email={email} busy={busy} onSubmit={onSubmitCode} onBack={onBack} />
        ) : (
          <CredentialsForm email={email} onEmailChange={setEmail} busy={busy} onSubmit={onSignIn} />
        )}
        <div className={`${BP}-html-select ${BP}-minimal login-language`}>
          <select
            aria-label={t('login.language')}
            value={locale}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (isLocale(next)) onLocaleChange(next);
            }}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code].nativeName}
              </option>
            ))}
          </select>
        </div>
      </div>
    </main>
  );
}
