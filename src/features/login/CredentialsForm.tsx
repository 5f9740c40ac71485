import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { PlainButton, PlainTextField } from '../../components/plain/plainBlueprint.tsx';
import { emailProblem, passwordProblem } from './loginValidation.ts';

interface CredentialsFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  busy: boolean;
  onSubmit: (credentials: { email: string; password: string }) => void;
}

/** Step 1: e-mail and password. */
export function CredentialsForm({ email, onEmailChange, busy, onSubmit }: CredentialsFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const emailError = touched ? emailProblem(email) : null;
  const passwordError = touched ? passwordProblem(password) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailProblem(email) || passwordProblem(password)) return;
    onSubmit({ email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate>
      <PlainTextField
        id="login-email"
        label={t('login.form.email')}
        error={emailError ? t(emailError) : null}
        type="email"
        autoComplete="username"
        autoFocus
        value={email}
        onValueChange={onEmailChange}
      />
      <PlainTextField
        id="login-password"
        label={t('login.form.password')}
        error={passwordError ? t(passwordError) : null}
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
      />
      <PlainButton type="submit" intent="primary" fill loading={busy}>
        {t('login.form.submit')}
      </PlainButton>
    </form>
  );
}
