import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
      <FormGroup
        label={t('login.form.authCode')}
        labelFor="login-auth-code"
        intent={problem ? 'danger' : 'none'}
        helperText={problem ? t(problem) : undefined}
      >
        <InputGroup
          id="login-auth-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          value={code}
          onValueChange={(value) => setCode(value.replace(/\D/g, ''))}
          intent={problem ? 'danger' : 'none'}
          aria-invalid={problem ? true : undefined}
        />
      </FormGroup>
      <div className="login-actions">
        <Button icon={<ArrowLeft />} onClick={onBack} disabled={busy}>
          {t('login.form.back')}
        </Button>
        <Button type="submit" intent="primary" loading={busy}>
          {t('login.form.verify')}
        </Button>
      </div>
    </form>
  );
}
