import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
      <FormGroup
        label={t('login.form.email')}
        labelFor="login-email"
        intent={emailError ? 'danger' : 'none'}
        helperText={emailError ? t(emailError) : undefined}
      >
        <InputGroup
          id="login-email"
          type="email"
          autoComplete="username"
          autoFocus
          value={email}
          onValueChange={onEmailChange}
          intent={emailError ? 'danger' : 'none'}
          aria-invalid={emailError ? true : undefined}
        />
      </FormGroup>
      <FormGroup
        label={t('login.form.password')}
        labelFor="login-password"
        intent={passwordError ? 'danger' : 'none'}
        helperText={passwordError ? t(passwordError) : undefined}
      >
        <InputGroup
          id="login-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          intent={passwordError ? 'danger' : 'none'}
          aria-invalid={passwordError ? true : undefined}
        />
      </FormGroup>
      <Button type="submit" intent="primary" fill loading={busy}>
        {t('login.form.submit')}
      </Button>
    </form>
  );
}
