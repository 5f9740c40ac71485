import { Intent, Tag } from '@blueprintjs/core';
import { WarningSign } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../components/useTranslation.ts';
import { Link } from 'react-router-dom';
import { sessionQueries } from '../../api/sessionQueries.ts';
import { canAccess } from '../../domain/routeAccess.ts';
import { stoppedSwitches } from '../../domain/technicalSettings.ts';

/** How often every console asks whether technical work started or ended (GET Options/GetStatus). */
export const TECHNICAL_WORK_POLL_MS = 60_000;

/**
 * What the platform has stopped for users (Settings › Technical), in the header of every staff
 * member's console, so nobody wonders why registrations or trades stopped coming. Those who may
 * open Settings reach the switches from it.
 */
export function TechnicalWorkNotice() {
  const { t } = useTranslation('technicalSettings');
  const status = useQuery({ ...sessionQueries.systemStatus(), refetchInterval: TECHNICAL_WORK_POLL_MS });
  const admin = useQuery(sessionQueries.currentAdmin()).data;
  const stopped = stoppedSwitches(status.data?.technicalWork);
  if (stopped.length === 0) return null;
  const text = stopped.map((name) => t(`technicalSettings.header.${name}`)).join(' · ');
  const tag = (
    <Tag multiline intent={Intent.WARNING} icon={<WarningSign />} className="console-technical-work" title={t('technicalSettings.header.title')}>
      {text}
    </Tag>
  );
  return (
    <div role="status" aria-label={t('technicalSettings.header.title')} className="console-technical-work-notice">
      {admin && canAccess('settings', admin.adminStatus) ? <Link to="/settings">{tag}</Link> : tag}
    </div>
  );
}
