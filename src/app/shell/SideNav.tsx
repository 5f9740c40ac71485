import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useRef } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { LIST_ANSWER_WAIT_MS, useAfterAnswer } from '../../components/useListQuery.ts';
import { prefetchScreen } from '../routes/prefetchSections.ts';
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
  // each navigation's own key: whether the URL changed while a click waited
  const locationKey = useRef('');
  locationKey.current = useLocation().key;
  const queryClient = useQueryClient();
  const afterAnswer = useAfterAnswer(LIST_ANSWER_WAIT_MS);
  // The new screen's first requests leave with the click, and the screen is shown when they have
  // answered (or after LIST_ANSWER_WAIT_MS, the lists' own wait): it is drawn once, with its rows,
  // where it was drawn empty and then again with them, both on the main thread the answer waited
  // for (issue 27). Only the latest click is followed, and none once the URL has changed meanwhile
  // (back, a link in the screen).
  const onNavigate = useCallback(
    (path: string) => {
      const from = locationKey.current;
      afterAnswer(prefetchScreen(path, queryClient), () => {
        if (locationKey.current === from) void navigateRef.current(path);
      });
    },
    [queryClient, afterAnswer],
  );
  return (
    <nav className="console-nav" aria-label={t('shell.nav.label')}>
      <NavMenu sections={sections} adminStatus={admin.adminStatus} activeId={activeId} onNavigate={onNavigate} />
      <Footer />
    </nav>
  );
}
