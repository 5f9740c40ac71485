import { Button, FormGroup, HTMLSelect, InputGroup, Intent, Section, SectionCard, Tag } from '@blueprintjs/core';
import { EyeOff, EyeOpen, Refresh } from '@blueprintjs/icons';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { useAccess } from '../../../components/access.ts';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../../domain/languages.ts';
import { generatePassword, isValidPassword } from '../../../domain/password.ts';
import { describeTimeZone } from '../../../domain/timezone.ts';
import { isNfaActive } from '../../../domain/users.ts';
import { changeIdentificatorAction, changePasswordAction, updateLocalizationAction, type UserDetail } from '../api.ts';
import { EntryForm } from './EntryForm.tsx';
import { FactGrid, useDateTime } from './shared.tsx';

/** spec 1 §8: 'Language is not allowed' has its own message; anything else (an unknown zone too) is "Unexpected error". */
/** Profile data of the ID tab and its three edits: identificator, localization (language and time zone), password. */
export function ProfileSection({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const { can } = useAccess();
  const dateTime = useDateTime();
  const canIdentificator = can('PUT v1/user/{id}/identificator');
  const canLocalization = can('PUT v2/User/UpdateUserLocalizationSettings');
  const canPassword = can('POST User/ChangeUserPassword');
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
            <Tag multiline key={n.serviceType} minimal>
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
        <FactGrid facts={facts} />
      </SectionCard>
      {(canIdentificator || canLocalization || canPassword) && (
        <SectionCard className="user-detail-forms">
          {canIdentificator && <IdentificatorForm user={user} />}
          {canLocalization && <LocalizationForm user={user} />}
          {canPassword && <PasswordForm user={user} />}
        </SectionCard>
      )}
    </Section>
  );
}

function IdentificatorForm({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const change = useAction(changeIdentificatorAction);
  return (
    <EntryForm
      label={t('userDetail.identificator.label')}
      maxLength={1024}
      placeholder={user.identificator ?? ''}
      submitText={t('userDetail.action.save')}
      problem={(identificator) => (identificator ? null : t('userDetail.errors.identificatorEmpty'))}
      confirmOf={(identificator) => ({
        title: t('userDetail.identificator.confirmTitle'),
        text: t('userDetail.identificator.confirmText', { value: identificator }),
        action: () => change.settle({ userId: user.id, identificator }),
      })}
    />
  );
}

/** Every IANA zone the runtime knows, with its offset now; built on first use. */
let zoneOptions: { value: string; label: string }[] | null = null;
function timeZoneOptions(current: string | null): { value: string; label: string }[] {
  if (!zoneOptions) {
    const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
    zoneOptions = [...zones].map((zone) => ({ value: zone, label: `${zone} (${describeTimeZone(zone)})` }));
  }
  // a zone stored before the runtime's list changed still shows as chosen
  return current && !zoneOptions.some((o) => o.value === current) ? [{ value: current, label: current }, ...zoneOptions] : zoneOptions;
}

/**
 * The user's localization settings (PUT v2/User/UpdateUserLocalizationSettings): language and
 * time zone, saved together in one call behind one confirmation.
 */
function LocalizationForm({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const languageId = useId();
  const zoneId = useId();
  const save = useAction(updateLocalizationAction);
  const { confirm, dialog } = useConfirm();
  const [locale, setLocale] = useState<string>(user.locale);
  const [zone, setZone] = useState<string>(user.timezone ?? '');
  const unchanged = locale === user.locale && zone === (user.timezone ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (unchanged) return;
    await confirm({
      title: t('userDetail.localization.confirmTitle'),
      text: t('userDetail.localization.confirmText', {
        language: LANGUAGE_NAMES[locale as Locale]?.nativeName ?? locale,
        timezone: zone || t('userDetail.localization.noTimezone'),
      }),
      action: () => save.settle({ userId: user.id, locale: locale as Locale, timezone: zone || null }),
    });
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('userDetail.localization.title')}>
      <div className="user-detail-inline user-detail-localization">
        <FormGroup label={t('userDetail.localization.language')} labelFor={languageId}>
          <HTMLSelect id={languageId} value={locale} onChange={(e) => setLocale(e.target.value)}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l].nativeName} ({l})
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('userDetail.localization.timezone')} labelFor={zoneId}>
          <HTMLSelect id={zoneId} value={zone} onChange={(e) => setZone(e.target.value)}>
            <option value="">{t('userDetail.localization.noTimezone')}</option>
            {timeZoneOptions(user.timezone).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <Button type="submit" text={t('userDetail.action.save')} disabled={unchanged} />
      </div>
      {dialog}
    </form>
  );
}

function PasswordForm({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const { confirm, dialog } = useConfirm();
  const change = useAction(changePasswordAction);
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
      action: () => change.settle({ userId: user.id, newPassword: value }),
    });
    if (done) {
      setValue('');
      setTouched(false);
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
