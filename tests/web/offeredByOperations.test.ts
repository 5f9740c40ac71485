import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_STATUSES } from '../../src/domain/adminStatus.ts';
import { DASHBOARD_CARDS, dashboardCardsFor } from '../../src/domain/dashboardCards.ts';
import { accessRuleFor, mayCall } from '../../src/domain/operationAccess.ts';
import { refusedOperations } from '../../src/domain/routeAccess.ts';
import { canOpenScreen, navigationSections, offeredSections, paletteScreens, tabScreens } from '../../src/app/routes/navigation.ts';
import { screenSourceOf, sectionsOfBuild, type ScreenRoute, type Section } from '../../src/app/routes/routeTable.ts';

/**
 * Access by construction (issue 24): every route, tab, menu entry, palette entry and dashboard card
 * declares the operations that fill it, and is offered to a staff status only when the access table
 * (the one the server refuses by) lets that status call them. This walks every declaration for every
 * status, through the same functions the shell draws with.
 */
const SECTIONS = sectionsOfBuild(() => false);
const everyScreen = SECTIONS.flatMap((section) => section.screens.map((route) => ({ section, route })));
const label = (section: Section, route: ScreenRoute) => `${section.id} › ${route.name}`;

describe('screens are offered by the operations that fill them', () => {
  it('has every screen declare the calls that fill it, each an operation of the access table', () => {
    for (const { section, route } of everyScreen) {
      const declared = [...route.needs.all, ...(route.needs.anyOf ?? []).flat()];
      // the account screen is where a refused route goes, so it may need nothing
      if (section.id !== 'account') expect(declared.length, `${label(section, route)} declares no call`).toBeGreaterThan(0);
      for (const op of declared) expect(accessRuleFor(op), `${label(section, route)}: ${op}`).toBeDefined();
    }
    for (const card of DASHBOARD_CARDS) for (const op of card.operations) expect(accessRuleFor(op), `card ${card.id}: ${op}`).toBeDefined();
  });

  it.each(ADMIN_STATUSES.map((status) => [status]))('offers status %i no route, tab, menu or palette entry whose calls it is refused', (status) => {
    const problems: string[] = [];
    const check = (where: string, section: Section, route: ScreenRoute) => {
      const refused = refusedOperations(route.needs, status);
      if (refused.length > 0) problems.push(`${where} ${label(section, route)}: ${refused.join(', ')}`);
    };
    for (const { section, route } of everyScreen) if (canOpenScreen(section, route, status)) check('route', section, route);
    for (const section of offeredSections(SECTIONS, status)) for (const route of tabScreens(section)) check('tab', section, route);
    for (const section of navigationSections(SECTIONS, status)) check('menu', section, section.screens[0]!);
    for (const { section, route } of paletteScreens(SECTIONS, status)) check('palette', section, route);
    for (const card of DASHBOARD_CARDS) {
      const refused = card.operations.filter((op) => !mayCall(op, status));
      if (dashboardCardsFor(status).has(card.id) && refused.length > 0) problems.push(`card ${card.id}: ${refused.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('offers the dashboard exactly to the statuses with a card to fill', () => {
    const dashboard = SECTIONS.find((section) => section.id === 'dashboard')!;
    for (const status of ADMIN_STATUSES) {
      expect(canOpenScreen(dashboard, dashboard.screens[0]!, status), `status ${status}`).toBe(dashboardCardsFor(status).size > 0);
    }
    expect([...dashboardCardsFor(2)]).toEqual(['activeDeals', 'arbitratorCalls', 'users', 'userStats']);
    // an arbitrator fills only the P2P counts: the deals open now and the calls for an arbitrator
    expect([...dashboardCardsFor(3)]).toEqual(['activeDeals', 'arbitratorCalls']);
  });

  // The screens the walk of issue 24 found refused after they were offered.
  it('no longer offers support the finance-filled Statistics tabs', () => {
    const statistics = offeredSections(SECTIONS, 2).find((section) => section.id === 'statistics')!;
    expect(tabScreens(statistics).map((route) => route.name)).toEqual(['statistics-ref-program', 'statistics-users']);
  });

  it('no longer offers an arbitrator Chats, the P2P chat options or the staff-only user tabs', () => {
    const offered = offeredSections(SECTIONS, 3);
    const ids = offered.map((section) => section.id);
    expect(ids).not.toContain('chats');
    const p2p = offered.find((section) => section.id === 'p2p')!;
    expect(p2p.screens.map((route) => route.name)).not.toContain('p2p-chat-options');
    const user = offered.find((section) => section.id === 'user')!;
    expect(user.screens.map((route) => route.name)).toEqual(['user-id', 'user-security', 'user-notifications', 'user-api', 'user-p2p', 'user-requisites', 'user-trader']);
  });
});

/** The source files of a screen group, and of what every group shares (components, api). */
function sourcesOf(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourcesOf(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const callsIn = (files: string[]): Set<string> => {
  const calls = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\.(GET|POST|PUT|DELETE)\(\s*'\/([^']+)'/g)) calls.add(`${match[1]} ${match[2]}`);
  }
  return calls;
};

describe('declared calls are the calls the screens make', () => {
  const shared = callsIn([...sourcesOf('src/components'), ...sourcesOf('src/api')]);
  it.each(everyScreen.map(({ section, route }) => [label(section, route), section, route] as const))(
    '%s declares only calls its group makes',
    (_name, section, route) => {
      const { group } = screenSourceOf(section, route);
      const calls = new Set([...callsIn(sourcesOf(`src/features/${group}`)), ...shared]);
      const declared = [...route.needs.all, ...(route.needs.anyOf ?? []).flat()];
      // settings-technical is declared ahead of its screen (issue 25 item 2), which reads the four option documents
      const stale = declared.filter((op) => !calls.has(op) && route.name !== 'settings-technical');
      expect(stale).toEqual([]);
    },
  );
});
