import { Callout, Card, H4, Intent } from '@blueprintjs/core';
import { useTranslation } from '../../components/useTranslation.ts';
import { Link, useLocation } from 'react-router-dom';
import { ADMIN_STATUS_CAPTION_KEYS, isAdminStatus } from '../../domain/adminStatus.ts';
import { navigationSections } from '../routes/navigation.ts';
import type { Section } from '../routes/routeTable.ts';
import { useCurrentAdmin } from '../session/SessionContext.tsx';

/** What the route guard hands to the account screen when it redirects a refused route there. */
export interface RefusedRouteState {
  refusedSection: string;
}

function refusedSectionOf(state: unknown): string | null {
  return typeof state === 'object' && state !== null && typeof (state as RefusedRouteState).refusedSection === 'string'
    ? (state as RefusedRouteState).refusedSection
    : null;
}

/**
 * The spec sends a route the admin may not open to the account screen (spec 1 §2); this says so,
 * naming the section, instead of leaving the admin to guess why the screen changed.
 */
export function NoAccessNotice({ sections }: { sections: readonly Section[] }) {
  const { t } = useTranslation();
  const admin = useCurrentAdmin();
  const refused = refusedSectionOf(useLocation().state);
  const section = sections.find((candidate) => candidate.id === refused);
  if (!section) return null;
  const status = isAdminStatus(admin.adminStatus) ? t(ADMIN_STATUS_CAPTION_KEYS[admin.adminStatus]) : String(admin.adminStatus);
  return (
    <Callout intent={Intent.WARNING} role="alert" title={t('shell.access.noAccessTitle', { section: t(section.titleKey) })} className="console-no-access">
      {t('shell.access.noAccessText', { section: t(section.titleKey), status })}
    </Callout>
  );
}

/** The sections the signed-in admin may open, as links (the account screen's way onwards). */
export function OpenSections({ sections }: { sections: readonly Section[] }) {
  const { t } = useTranslation();
  const admin = useCurrentAdmin();
  const open = navigationSections(sections, admin.adminStatus).filter((section) => section.id !== 'account');
  return (
    <Card className="console-open-sections">
      <H4 id="console-open-sections-title">{t('shell.access.openSections')}</H4>
      <ul aria-labelledby="console-open-sections-title">
        {open.map((section) => (
          <li key={section.id}>
            <Link to={section.screens[0]!.path}>{t(section.titleKey)}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
