import { Button } from '@blueprintjs/core';
import { LogOut } from '@blueprintjs/icons';
import { useTranslation } from '../../components/useTranslation.ts';
import { ADMIN_STATUS_CAPTION_KEYS, isAdminStatus } from '../../domain/adminStatus.ts';
import { describeTimeZone } from '../../domain/timezone.ts';
import { useCurrentAdmin, useSessionActor } from '../session/SessionContext.tsx';
import { TimezonePrompt } from './TimezonePrompt.tsx';

/** Who is signed in: status caption, e-mail, time zone as a UTC offset; and Logout. */
export function NavFooter() {
  const { t } = useTranslation();
  const admin = useCurrentAdmin();
  const actor = useSessionActor();
  const { timezone } = admin.settings;
  return (
    <div className="console-nav-footer">
      <dl className="console-admin-facts">
        <dt>{t('shell.drawer.status')}</dt>
        <dd>{isAdminStatus(admin.adminStatus) ? t(ADMIN_STATUS_CAPTION_KEYS[admin.adminStatus]) : String(admin.adminStatus)}</dd>
        <dt>{t('shell.drawer.email')}</dt>
        <dd>{admin.email}</dd>
        <dt>{t('shell.drawer.timezone')}</dt>
        <dd title={timezone}>{describeTimeZone(timezone)}</dd>
      </dl>
      <TimezonePrompt />
      <Button variant="minimal" alignText="start" fill icon={<LogOut />} onClick={() => actor.send({ type: 'session.logout' })}>
        {t('shell.drawer.logout')}
      </Button>
    </div>
  );
}
