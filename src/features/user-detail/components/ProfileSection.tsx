import { Button, FormGroup, HTMLSelect, InputGroup, Intent, Section, SectionCard, Tag } from '@blueprintjs/core';
import { EyeOff, EyeOpen, Refresh } from '@blueprintjs/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../components/toasts.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { errorMessageOf } from '../../../domain/errorMessage.ts';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../../domain/languages.ts';
import { generatePassword, isValidPassword } from '../../../domain/password.ts';
import { isNfaActive, USER_MESSAGES } from '../../../domain/users.ts';
import { changeIdentificator, changeLanguage, changePassword, userKeys, type UserDetail } from '../api.ts';
import { errorText, useDateTime } from './shared.tsx';

/** spec 1 §8: 'Language is not allowed' has its own message; anything else is "Unexpected error". */
export function languageErrorKey(error: unknown): string {
  return errorMessageOf(error).message === USER_MESSAGES.languageNotAllowed ? 'userDetail.errors.languageNotAllowed' : 'userDetail.errors.unexpected';
}

/** Profile data of the ID tab and its three edits: identificator, language, password. */
export function ProfileSection({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const activeNfa = user.nfaList.filter(isNfaActive);
  const facts: [string, React.ReactNode][] = [
    ['userDetail.profile.userType', t(`userDetail.userType.${user.userType}`)],
    ['userDetail.profile.roles', user.roles.length ? user.roles.map((r) => t(`userDetail.role.${r}`)).join(', ') : '—'],
    ['userDetail.profile.locale', `${LANGUAGE_NAMES[user.locale as Locale]?.nativeName ?? user.locale} (${user.locale})`],
    ['userDetail.profile.timezone', user.timezone ?? '—'],
    ['userDetail.profile.identificator', user.identificator ?? '—'],
    ['userDetail.profile.regDate', dateTime(user.regDate)],
    ['userDetail.profile.lastLoginDate', dateTime(user.lastLoginDate)],
    ['userDetail.profile.verificationRequestDate', dateTime(user.verificationRequestDate)],
    ['userDetail.profile.verificationStatus', t(`userDetail.verification.status.${user.verificationStatus}`)],
    [
      'userDetail.profile.nfa',
      activeNfa.length
        ? activeNfa.map((n) => (
            <Tag key={n.serviceType} minimal>
              {t(`userDetail.nfa.${n.serviceType}`)}
            </Tag>
          ))
        : t('userDetail.profile.noNfa'),
    ],
    ['userDetail.profile.emailBodyType', t(`userDetail.notifications.bodyType.${user.emailBodyType}`)],
  ];
  return (
    <Section title={t('userDetail.profile.title')} compact>
      <SectionCard>
        <dl className="user-detail-grid">
          {facts.map(([key, value]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </SectionCard>
      <SectionCard className="user-detail-forms">
        <IdentificatorForm user={user} />
        <LanguageForm user={user} />
        <PasswordForm user={user} />
      </SectionCard>
    </Section>
  );
}

function IdentificatorForm({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const identificator = value.trim();
    if (!identificator) {
      setError(t('userDetail.errors.identificatorEmpty'));
      return;
    }
    setError(null);
    const done = await confirm({
      title: t('userDetail.identificator.confirmTitle'),
      text: t('userDetail.identificator.confirmText', { value: identificator }),
      action: async () => {
        try {
          await changeIdentificator(user.id, identificator);
        } catch (e) {
          throw new Error(errorText(e, t));
        }
      },
    });
    if (done) {
      setValue('');
      void showSuccess(t('userDetail.identificator.saved'));
      await queryClient.invalidateQueries({ queryKey: userKeys.user(user.id) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <FormGroup label={t('userDetail.identificator.label')} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error ?? undefined}>
        <div className="user-detail-inline">
          <InputGroup
            id={id}
            value={value}
            maxLength={1024}
            placeholder={user.identificator ?? ''}
            intent={error ? Intent.DANGER : Intent.NONE}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
          <Button type="submit" text={t('userDetail.action.save')} />
        </div>
      </FormGroup>
      {dialog}
    </form>
  );
}

function LanguageForm({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [value, setValue] = useState<string>(user.locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await confirm({
      title: t('userDetail.language.confirmTitle'),
      text: t('userDetail.language.confirmText', { language: LANGUAGE_NAMES[value as Locale]?.nativeName ?? value }),
      action: async () => {
        try {
          await changeLanguage(user.id, value as Locale);
        } catch (e) {
          throw new Error(t(languageErrorKey(e)));
        }
      },
    });
    if (done) {
      void showSuccess(t('userDetail.language.saved'));
      await queryClient.invalidateQueries({ queryKey: userKeys.user(user.id) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)}>
      <FormGroup label={t('userDetail.language.label')} labelFor={id}>
        <div className="user-detail-inline">
          <HTMLSelect id={id} value={value} onChange={(e) => setValue(e.target.value)}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LANGUAGE_NAMES[locale].nativeName} ({locale})
              </option>
            ))}
          </HTMLSelect>
          <Button type="submit" text={t('userDetail.action.save')} disabled={value === user.locale} />
        </div>
      </FormGroup>
      {dialog}
    </form>
  );
}

function PasswordForm({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const { confirm, dialog } = useConfirm();
  const [value, setValue] = useState('');
  const [shown, setShown] = useState(false);
  const [touched, setTouched] = useState(false);
  const invalid = touched && !isValidPassword(value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isValidPassword(value)) return;
    const done = await confirm({
      title: t('userDetail.password.confirmTitle'),
      text: t('userDetail.password.confirmText', { user: user.userName }),
      action: async () => {
        try {
          await changePassword(user.id, value);
        } catch (e) {
          throw new Error(errorText(e, t));
        }
      },
    });
    if (done) {
      setValue('');
      setTouched(false);
      void showSuccess(t('userDetail.password.saved'));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <FormGroup
        label={t('userDetail.password.label')}
        labelFor={id}
        intent={invalid ? Intent.DANGER : Intent.NONE}
        helperText={invalid ? t('userDetail.password.rule') : undefined}
      >
        <div className="user-detail-inline">
          <InputGroup
            id={id}
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            value={value}
            maxLength={64}
            intent={invalid ? Intent.DANGER : Intent.NONE}
            onChange={(e) => setValue(e.target.value)}
            onBlur={() => value && setTouched(true)}
            rightElement={
              <Button
                variant="minimal"
                icon={shown ? <EyeOff /> : <EyeOpen />}
                aria-label={t(shown ? 'userDetail.password.hide' : 'userDetail.password.show')}
                onClick={() => setShown(!shown)}
              />
            }
          />
          <Button
            icon={<Refresh />}
            text={t('userDetail.password.generate')}
            onClick={() => {
              setValue(generatePassword());
              setShown(true);
              setTouched(true);
            }}
          />
          <Button type="submit" text={t('userDetail.action.save')} />
        </div>
      </FormGroup>
      {dialog}
    </form>
  );
}
