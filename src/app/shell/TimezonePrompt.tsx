import { Button, ButtonGroup, Callout } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { isKnownTimeZone } from '../../domain/dates.ts';
import { describeTimeZone, timeZonesDiffer } from '../../domain/timezone.ts';
import { getDismissedTimeZone, storeDismissedTimeZone } from '../preferences.ts';
import { useUpdateAdminSettings } from '../session/useAdminSettings.ts';
import { useCurrentAdmin } from '../session/SessionContext.tsx';

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void) => number; cancelIdleCallback?: (handle: number) => void };

/**
 * The browser's zone, read once the page is first idle: the first Intl formatter of an open loads
 * ICU's zone data (40-60 ms of every cold and warm open, issue 27), and the prompt is no reason
 * to hold up the first rows. Null until then.
 */
function useIdleBrowserZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    const idle = window as IdleWindow;
    const read = () => setZone(browserTimeZone());
    if (typeof idle.requestIdleCallback === 'function') {
      const handle = idle.requestIdleCallback(read);
      return () => idle.cancelIdleCallback?.(handle);
    }
    const timer = setTimeout(read, 0);
    return () => clearTimeout(timer);
  }, []);
  return zone;
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
  const browserZone = useIdleBrowserZone();
  const [dismissedZone, setDismissedZone] = useState(getDismissedTimeZone);
  const saved = admin.settings.timezone;
  if (browserZone === null) return null;
  const dismissed = dismissedZone === browserZone;
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
            setDismissedZone(browserZone);
          }}
        >
          {t('shell.timezone.keep')}
        </Button>
      </ButtonGroup>
    </Callout>
  );
}
