import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { PlainButton, PlainTextField } from '../../components/plain/plainBlueprint.tsx';
import { authCodeProblem } from './loginValidation.ts';

interface AuthCodeFormProps {
  email: string;
  busy: boolean;
  onSubmit: (authCode: string) => void;
  onBack: () => void;
}

/** Step 2, for admins with 2FA: the 6-digit authentication code. */
export function AuthCodeForm({ email, busy, onSubmit, onBack }: AuthCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = touched ? authCodeProblem(code) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (authCodeProblem(code)) return;
    onSubmit(code.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="login-hint">{t('login.form.authCodeHint', { email })}</p>
      <PlainTextField
        id="login-auth-code"
        label={t('login.form.authCode')}
        error={problem ? t(problem) : null}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        value={code}
        onValueChange={(value) => setCode(value.replace(/\D/g, ''))}
      />
      <div className="login-actions">
        <PlainButton onClick={onBack} disabled={busy}>
          {t('login.form.back')}
        </PlainButton>
        <PlainButton type="submit" intent="primary" loading={busy}>
          {t('login.form.verify')}
        </PlainButton>
      </div>
    </form>
  );
}
