import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router-dom';
import { prefetchScreenData } from '../routes/prefetchSections.ts';
import type { Section } from '../routes/routeTable.ts';
import { useCurrentAdmin } from '../session/SessionContext.tsx';
import type { RouteHandle } from './AccessGuard.tsx';
import { NavFooter } from './NavFooter.tsx';
import { NavMenu } from './NavMenu.tsx';

/** The user detail screens belong to Users in the menu (their root route is users). */
const NAV_OWNER: Record<string, string> = { user: 'users' };

// Neither changes with the URL: drawn again only when the admin or the language changes.
const Footer = memo(NavFooter);

/** Left navigation: the sections the admin may open, in the spec's order, then the admin's footer. */
export function SideNav({ sections }: { sections: readonly Section[] }) {
  const { t } = useTranslation();
  const admin = useCurrentAdmin();
  const handle = useMatches().at(-1)?.handle as (RouteHandle & { section?: string }) | undefined;
  const activeId = handle?.section ? (NAV_OWNER[handle.section] ?? handle.section) : null;
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const queryClient = useQueryClient();
  // the new screen's first request leaves with the click, before any render (issue 27)
  const onNavigate = useCallback(
    (path: string) => {
      prefetchScreenData(path, queryClient);
      void navigateRef.current(path);
    },
    [queryClient],
  );
  return (
    <nav className="console-nav" aria-label={t('shell.nav.label')}>
      <NavMenu sections={sections} adminStatus={admin.adminStatus} activeId={activeId} onNavigate={onNavigate} />
      <Footer />
    </nav>
  );
}
