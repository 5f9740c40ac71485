import { Classes } from '@blueprintjs/core';
import { memo, useEffect, useMemo, type FocusEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../components/useTranslation.ts';
import { navigationSections } from '../routes/navigation.ts';
import { prefetchSection, prefetchSectionsOnIdle } from '../routes/prefetchSections.ts';
import type { Section } from '../routes/routeTable.ts';
import { PendingApprovalsBadge } from '../../components/approvals/PendingApprovalsBadge.tsx';
import { SECTION_ICONS } from './sectionIcons.ts';

interface NavMenuProps {
  sections: readonly Section[];
  adminStatus: number;
  activeId: string | null;
  onNavigate: (path: string) => void;
}

/**
 * The sections the admin may open, in the spec's order. Memoised, with plain links (a router
 * Link re-renders on every URL change, a sort or a page included): drawn again only when the
 * active section, the status or the language changes. `onNavigate` takes an unmodified click.
 * The sections' chunks load ahead (on idle, and on hover or focus of an entry), so a click waits
 * for no code (routes/prefetchSections.ts).
 */
export const NavMenu = memo(function NavMenu({ sections, adminStatus, activeId, onNavigate }: NavMenuProps) {
  const { t } = useTranslation();
  const shown = useMemo(() => navigationSections(sections, adminStatus), [sections, adminStatus]);
  useEffect(() => prefetchSectionsOnIdle(shown), [shown]);
  const prefetch = (event: MouseEvent<HTMLUListElement> | FocusEvent<HTMLUListElement>) => {
    const href = (event.target as HTMLElement).closest('a')?.getAttribute('href');
    const section = href ? shown.find((s) => s.screens[0]?.path === href) : undefined;
    if (section) void prefetchSection(section);
  };
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(link.getAttribute('href') ?? '/');
  };
  return (
    // one handler for the links inside (Enter on a link is a click too)
    <ul className={`${Classes.MENU} console-nav-menu`} onClick={onClick} onPointerOver={prefetch} onFocus={prefetch}>
      {shown.map((section) => {
        const Icon = SECTION_ICONS[section.id];
        const active = section.id === activeId;
        return (
          <li key={section.id}>
            <a
              href={section.screens[0]!.path}
              className={`${Classes.MENU_ITEM}${active ? ` ${Classes.ACTIVE}` : ''}`}
              aria-current={active ? 'page' : undefined}
            >
              {Icon ? (
                <span className={Classes.MENU_ITEM_ICON}>
                  <Icon />
                </span>
              ) : null}
              <span className={Classes.FILL}>{t(section.titleKey)}</span>
              {/* its own query: the count follows new requests without drawing the menu again */}
              {section.id === 'approvals' ? <PendingApprovalsBadge /> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
});
