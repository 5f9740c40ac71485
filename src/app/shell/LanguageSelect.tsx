import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from '../../components/useTranslation.ts';
import { LANGUAGE_NAMES, LOCALES, isLocale } from '../../domain/languages.ts';
import { useUpdateAdminSettings } from '../session/useAdminSettings.ts';
import { useCurrentAdmin } from '../session/SessionContext.tsx';

/** Interface language, saved in the admin's settings. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const admin = useCurrentAdmin();
  const updateSettings = useUpdateAdminSettings();
  return (
    <HTMLSelect
      minimal
      aria-label={t('shell.header.language')}
      value={admin.settings.locale}
      onChange={(event) => {
        const locale = event.currentTarget.value;
        if (isLocale(locale)) void updateSettings({ locale });
      }}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LANGUAGE_NAMES[locale].nativeName}
        </option>
      ))}
    </HTMLSelect>
  );
}
