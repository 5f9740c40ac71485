import { Button, Tooltip } from '@blueprintjs/core';
import { Flash, Moon } from '@blueprintjs/icons';
import { useTranslation } from '../../components/useTranslation.ts';
import { useUpdateAdminSettings } from '../session/useAdminSettings.ts';
import { useCurrentAdmin } from '../session/SessionContext.tsx';

/** Light/dark switch, saved in the admin's settings (and locally, for the login page). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const admin = useCurrentAdmin();
  const updateSettings = useUpdateAdminSettings();
  const isDark = admin.settings.isDarkTheme;
  const label = t('shell.header.darkTheme');
  return (
    <Tooltip content={isDark ? t('shell.header.switchToLight') : t('shell.header.switchToDark')} placement="bottom">
      <Button
        variant="minimal"
        icon={isDark ? <Flash /> : <Moon />}
        aria-label={label}
        aria-pressed={isDark}
        onClick={() => void updateSettings({ isDarkTheme: !isDark })}
      />
    </Tooltip>
  );
}
