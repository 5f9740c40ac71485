import { Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router-dom';
import { navigationSections } from '../routes/navigation.ts';
import type { Section } from '../routes/routeTable.ts';
import { useCurrentAdmin } from '../session/SessionContext.tsx';
import type { RouteHandle } from './AccessGuard.tsx';
import { NavFooter } from './NavFooter.tsx';
import { SECTION_ICONS } from './sectionIcons.ts';

/** The user detail screens belong to Users in the menu (their root route is users). */
const NAV_OWNER: Record<string, string> = { user: 'users' };

/** Left navigation: the sections the admin may open, in the spec's order, then the admin's footer. */
export function SideNav({ sections }: { sections: readonly Section[] }) {
  const { t } = useTranslation();
  const admin = useCurrentAdmin();
  const handle = useMatches().at(-1)?.handle as (RouteHandle & { section?: string }) | undefined;
  const activeId = handle?.section ? (NAV_OWNER[handle.section] ?? handle.section) : null;
  return (
    <nav className="console-nav" aria-label={t('shell.nav.label')}>
      <ul className={`${Classes.MENU} console-nav-menu`}>
        {navigationSections(sections, admin.adminStatus).map((section) => {
          const Icon = SECTION_ICONS[section.id];
          const active = section.id === activeId;
          return (
            <li key={section.id}>
              <Link
                to={section.screens[0]!.path}
                className={`${Classes.MENU_ITEM}${active ? ` ${Classes.ACTIVE}` : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                {Icon ? (
                  <span className={Classes.MENU_ITEM_ICON}>
                    <Icon />
                  </span>
                ) : null}
                <span className={Classes.FILL}>{t(section.titleKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <NavFooter />
    </nav>
  );
}
