import { Button, Callout, Card, FormGroup, H4, InputGroup, Intent, Classes } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { useAction } from '../../components/useAction.ts';
import { ADMIN_STATUS_CAPTION_KEYS, isAdminStatus } from '../../domain/adminStatus.ts';
import { LANGUAGE_NAMES } from '../../domain/languages.ts';
import { isValidPassword } from '../../domain/password.ts';
import { describeTimeZone } from '../../domain/timezone.ts';
import { changePassword } from './api.ts';

/** The signed-in admin's own account: profile, status, language and time zone, and the password change. Every inaccessible route lands here. */
export function AccountPage() {
  const { t } = useTranslation(['account', 'common']);
  const id = useId();
  const me = useQuery(sessionQueries.currentAdmin()).data;
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const change = useAction(changePassword);

  const problem = !oldPassword
    ? t('account.password.required')
    : !isValidPassword(newPassword)
      ? t('account.password.rule')
      : newPassword !== repeat
        ? t('account.password.mismatch')
        : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (problem) return;
    const vars = { oldPassword, newPassword };
    try {
      if (!(await change.settle(vars))) return;
      setOldPassword('');
      setNewPassword('');
      setRepeat('');
      setSubmitted(false);
    } catch (error) {
      setServerError(change.refusalOf(error, vars));
    }
  };

  if (!me) return null;
  return (
    <div className="account-page">
      <Card className="account-card">
        <H4>{t('account.profile.title')}</H4>
        <dl className="account-profile">
          <dt>{t('account.profile.userName')}</dt>
          <dd>{me.userName}</dd>
          <dt>{t('account.profile.email')}</dt>
          <dd>{me.email}</dd>
          <dt>{t('account.profile.status')}</dt>
          <dd>{isAdminStatus(me.adminStatus) ? t(ADMIN_STATUS_CAPTION_KEYS[me.adminStatus]) : me.adminStatus}</dd>
          <dt>{t('account.profile.language')}</dt>
          <dd>{LANGUAGE_NAMES[me.settings.locale].nativeName}</dd>
          <dt>{t('account.profile.timeZone')}</dt>
          <dd>{describeTimeZone(me.settings.timezone)}</dd>
          <dt>{t('account.profile.twoFactor')}</dt>
          <dd>{me.is2faEnabled ? t('account.profile.on') : t('account.profile.off')}</dd>
        </dl>
        <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t('account.profile.languageHint')}</p>
      </Card>
      <Card className="account-card">
        <form onSubmit={(event) => void submit(event)} aria-label={t('account.password.title')} noValidate>
          <H4>{t('account.password.title')}</H4>
          <FormGroup label={t('account.password.old')} labelFor={`${id}-old`} labelInfo="*">
            <InputGroup id={`${id}-old`} type="password" autoComplete="current-password" value={oldPassword} onChange={(e) => setOldPassword(e.target.value)} />
          </FormGroup>
          <FormGroup label={t('account.password.new')} labelFor={`${id}-new`} labelInfo="*" helperText={t('account.password.rule')}>
            <InputGroup id={`${id}-new`} type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
          </FormGroup>
          <FormGroup label={t('account.password.repeat')} labelFor={`${id}-repeat`} labelInfo="*">
            <InputGroup id={`${id}-repeat`} type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} />
          </FormGroup>
          {((submitted && problem) || serverError) && (
            <Callout intent={Intent.DANGER} role="alert">
              {serverError ?? problem}
            </Callout>
          )}
          <Button type="submit" intent={Intent.PRIMARY} loading={change.isPending} text={t('account.password.submit')} style={{ marginTop: 12 }} />
        </form>
      </Card>
    </div>
  );
}
