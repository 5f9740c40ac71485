import { Button, ButtonGroup, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isKnownTimeZone } from '../../domain/dates.ts';
import { describeTimeZone, timeZonesDiffer } from '../../domain/timezone.ts';
import { getDismissedTimeZone, storeDismissedTimeZone } from '../preferences.ts';
import { useUpdateAdminSettings } from '../session/useAdminSettings.ts';
import { useCurrentAdmin } from '../session/SessionContext.tsx';

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Offers to switch the saved time zone to the browser's when their offsets differ; "keep"
 * is remembered for that browser zone so the prompt does not come back every visit. A saved zone
 * the browser does not know is shown as UTC (src/domain/dates.ts); the notice says so, and stays
 * until the admin switches.
 */
export function TimezonePrompt() {
  const { t } = useTranslation();
  const admin = useCurrentAdmin();
  const updateSettings = useUpdateAdminSettings();
  const [browserZone] = useState(browserTimeZone);
  const [dismissed, setDismissed] = useState(() => getDismissedTimeZone() === browserZone);
  const saved = admin.settings.timezone;
  const switchButton = (
    <Button size="small" intent="primary" onClick={() => void updateSettings({ timezone: browserZone })}>
      {t('shell.timezone.switch')}
    </Button>
  );
  if (!isKnownTimeZone(saved)) {
    return (
      <Callout compact intent="warning" className="console-timezone-prompt" role="status">
        <p>{t('shell.timezone.unknown', { zone: saved })}</p>
        {isKnownTimeZone(browserZone) && <p>{t('shell.timezone.prompt', { zone: browserZone, offset: describeTimeZone(browserZone) })}</p>}
        {isKnownTimeZone(browserZone) && <ButtonGroup>{switchButton}</ButtonGroup>}
      </Callout>
    );
  }
  if (dismissed || !timeZonesDiffer(saved, browserZone)) return null;
  return (
    <Callout compact className="console-timezone-prompt" role="status">
      <p>{t('shell.timezone.prompt', { zone: browserZone, offset: describeTimeZone(browserZone) })}</p>
      <ButtonGroup>
        {switchButton}
        <Button
          size="small"
          onClick={() => {
            storeDismissedTimeZone(browserZone);
            setDismissed(true);
          }}
        >
          {t('shell.timezone.keep')}
        </Button>
      </ButtonGroup>
    </Callout>
  );
}
