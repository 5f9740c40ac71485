import { ARBITRATOR_MENU_MAX_STATUS } from '../../domain/adminStatus.ts';
import { isExcluded, type BuildFeature } from '../../domain/buildFeatures.ts';
import type { AccessArea } from '../../domain/routeAccess.ts';

/** Screen groups of the spec's loader; each is one lazy chunk, `src/features/<group>/index.ts`. */
export type FeatureGroup =
  | 'account'
  | 'admin-management'
  | 'arbitrator'
  | 'traders'
  | 'chats'
  | 'dashboard'
  | 'statistics'
  | 'finance'
  | 'users'
  | 'user-detail'
  | 'markets'
  | 'merchants'
  | 'p2p'
  | 'payment-systems'
  | 'settings'
  | 'front-config'
  | 'referral-program'
  | 'staking'
  | 'trading'
  | 'transactions'
  | 'reports'
  | 'approvals';

/** One screen: a route with the spec's name (or ours where the spec shows none). */
export interface ScreenRoute {
  name: string;
  /** Absolute path pattern, as react-router reads it. */
  path: string;
  /** i18n key of the tab caption (or of the screen when its section has one screen). */
  titleKey: string;
  feature?: BuildFeature;
  /** A detail screen opened from a list of its section (a deal, a case): routed, but not a tab. */
  detail?: boolean;
  /**
   * The screen is another group's: the named screens of that group's chunk, shown one after the
   * other. A feature may not import another feature, so a tab that shows another section's
   * screen (the traders' Offers is the P2P offers screen, spec 2 §2) names it here and the shell
   * loads it, rather than moving whole screens to src/components. Access is still this section's.
   */
  from?: { group: FeatureGroup; screens: readonly string[] };
}

/** Where a route's screen comes from: the group whose chunk holds it and the screen names that chunk exports. */
export interface ScreenSource {
  group: FeatureGroup;
  names: readonly string[];
}

/** The screen source of `route` in `section`: its own group's screen, or another group's (`route.from`). */
export function screenSourceOf(section: Section, route: ScreenRoute): ScreenSource {
  return { group: route.from?.group ?? section.group, names: route.from?.screens ?? [route.name] };
}

/** A section: a menu entry (or the user detail area) and its tab menu. */
export interface Section {
  id: string;
  titleKey: string;
  area: AccessArea;
  group: FeatureGroup;
  /** Shown in the left navigation. */
  inNavigation: boolean;
  /** The menu entry is hidden above this admin status (it does not guard the route). */
  navigationMaxStatus?: number;
  feature?: BuildFeature;
  /** Tab order as in spec 1 §2; a section with one screen shows no tab menu. */
  screens: ScreenRoute[];
}

const screen = (name: string, path: string, titleKey: string, feature?: BuildFeature): ScreenRoute =>
  feature ? { name, path, titleKey, feature } : { name, path, titleKey };

/** A tab that shows screens of another group (see `ScreenRoute.from`). */
const shared = (name: string, path: string, titleKey: string, group: FeatureGroup, screens: readonly string[]): ScreenRoute => ({
  name,
  path,
  titleKey,
  from: { group, screens },
});

const single = (
  id: string,
  area: AccessArea,
  group: FeatureGroup,
  name: string,
  path: string,
): Section => ({
  id,
  titleKey: `shell.nav.${id}`,
  area,
  group,
  inNavigation: true,
  screens: [screen(name, path, `shell.nav.${id}`)],
});

const detailScreen = (name: string, path: string, titleKey: string): ScreenRoute => ({ name, path, titleKey, detail: true });

const USER_TAB = (name: string, suffix: string, key: string, feature?: BuildFeature) =>
  screen(name, `/user/:id${suffix}`, `shell.tabs.user.${key}`, feature);

/**
 * Every section in the order of the main navigation (spec 1 §2). Paths and names follow the
 * three specs' section 2; where a spec shows no route name the name is derived from the path
 * (merchants-products, settings-limits, …). The spec's list has no place for Arbitrator and
 * Traders: they follow P2P. Traders' paths are ours (the spec gives names only).
 */
export const SECTIONS: readonly Section[] = [
  single('dashboard', 'dashboard', 'dashboard', 'dashboard', '/dashboard'),
  single('users', 'users', 'users', 'users', '/users'),
  {
    id: 'user',
    titleKey: 'shell.nav.users',
    area: 'userDetail',
    group: 'user-detail',
    inNavigation: false,
    screens: [
      USER_TAB('user-id', '', 'id'),
      USER_TAB('user-security', '/security', 'security'),
      USER_TAB('user-notifications', '/notifications', 'notifications'),
      USER_TAB('user-api', '/api', 'api'),
      USER_TAB('user-p2p', '/p2p', 'p2p'),
      USER_TAB('user-trading', '/trading', 'trading'),
      USER_TAB('user-balance', '/balance', 'balance'),
      USER_TAB('user-referrals', '/referrals', 'referrals'),
      USER_TAB('user-chats', '/chats', 'chats'),
      USER_TAB('user-staking', '/staking', 'staking'),
      USER_TAB('user-merchant', '/merchant', 'merchant'),
      // trader builds' extra sub-sections (spec 1 §2 exclusions); paths are ours
      USER_TAB('user-requisites', '/requisites', 'requisites', 'user-requisites'),
      USER_TAB('user-transactions', '/transactions', 'transactions', 'user-transactions'),
      USER_TAB('user-trader', '/trader', 'trader', 'user-trader'),
    ],
  },
  single('frontConfig', 'frontConfig', 'front-config', 'frontConfig', '/front-config'),
  single('chats', 'chats', 'chats', 'chats', '/chats'),
  {
    id: 'transactions',
    titleKey: 'shell.nav.transactions',
    area: 'transactions',
    group: 'transactions',
    inNavigation: true,
    screens: [
      screen('transactions', '/transactions', 'shell.tabs.transactions.transactions'),
      screen('transactions-statistics', '/transactions/statistics', 'shell.tabs.transactions.statistics'),
      screen('transactions-codes', '/transactions/codes', 'shell.tabs.transactions.codes'),
      detailScreen('transactions-view', '/transactions/operation/:id', 'shell.tabs.transactions.view'),
    ],
  },
  single('trading', 'trading', 'trading', 'trading', '/trading'),
  single('markets', 'markets', 'markets', 'markets', '/markets'),
  {
    id: 'paymentSystems',
    titleKey: 'shell.nav.paymentSystems',
    area: 'paymentSystems',
    group: 'payment-systems',
    inNavigation: true,
    screens: [
      screen('payment-systems', '/payment-systems', 'shell.tabs.paymentSystems.paymentSystems'),
      screen('payment-systems-and-currencies', '/payment-systems/currencies-and-tokens', 'shell.tabs.paymentSystems.currencies'),
      screen('payment-systems-networks', '/payment-systems/network', 'shell.tabs.paymentSystems.networks'),
    ],
  },
  {
    id: 'merchants',
    titleKey: 'shell.nav.merchants',
    area: 'merchants',
    group: 'merchants',
    inNavigation: true,
    screens: [
      screen('merchants', '/merchants', 'shell.tabs.merchants.stores'),
      screen('merchants-products', '/merchants/products', 'shell.tabs.merchants.products'),
      screen('merchants-invoices', '/merchants/invoices', 'shell.tabs.merchants.invoices'),
      screen('merchants-fees', '/merchants/fees', 'shell.tabs.merchants.fees'),
    ],
  },
  single('referralProgram', 'referralProgram', 'referral-program', 'referralProgram', '/referral-program'),
  {
    id: 'finance',
    titleKey: 'shell.nav.finance',
    area: 'finance',
    group: 'finance',
    inNavigation: true,
    screens: [
      screen('finance-balances', '/finance', 'shell.tabs.finance.balances'),
      screen('finance-wallets', '/finance/wallets', 'shell.tabs.finance.wallets'),
    ],
  },
  single('staking', 'staking', 'staking', 'staking', '/staking'),
  {
    id: 'statistics',
    titleKey: 'shell.nav.statistics',
    area: 'statistics',
    group: 'statistics',
    inNavigation: true,
    screens: [
      screen('statistics', '/statistics', 'shell.tabs.statistics.systemStatus'),
      screen('statistics-gross-profit', '/statistics/gross-profit', 'shell.tabs.statistics.grossProfit'),
      screen('statistics-wd-turnover', '/statistics/withdrawal-deposit-turnover', 'shell.tabs.statistics.wdTurnover'),
      screen('statistics-trade-turnover', '/statistics/trade-turnover', 'shell.tabs.statistics.tradeTurnover'),
      screen('statistics-fees', '/statistics/fees', 'shell.tabs.statistics.fees'),
      screen('statistics-ref-program', '/statistics/referral-program', 'shell.tabs.statistics.refProgram'),
      screen('statistics-staking', '/statistics/staking', 'shell.tabs.statistics.staking'),
      screen('statistics-users', '/statistics/users', 'shell.tabs.statistics.users'),
    ],
  },
  {
    id: 'p2p',
    titleKey: 'shell.nav.p2p',
    area: 'p2p',
    group: 'p2p',
    inNavigation: true,
    screens: [
      screen('p2p-offers-and-deals', '/p2p', 'shell.tabs.p2p.offersAndDeals'),
      screen('p2p-roles', '/p2p/roles', 'shell.tabs.p2p.roles'),
      screen('p2p-banners', '/p2p/banners', 'shell.tabs.p2p.banners'),
      // A catalogue of the P2P area with no route in the spec (issue 14): a tab of the section.
      screen('p2p-moderation-words', '/p2p/moderation-words', 'shell.tabs.p2p.moderationWords'),
      // The P2P catalogues (issue 14): the spec names no routes for them, so they are tabs of this section.
      screen('p2p-fees', '/p2p/fees', 'shell.tabs.p2p.fees'),
      screen('p2p-limits', '/p2p/limits', 'shell.tabs.p2p.limits'),
      screen('p2p-rates', '/p2p/rates', 'shell.tabs.p2p.rates'),
      screen('p2p-groups', '/p2p/groups', 'shell.tabs.p2p.groups'),
      screen('p2p-payment-methods', '/p2p/payment-methods', 'shell.tabs.p2p.paymentMethods'),
      screen('p2p-localisation', '/p2p/localisation', 'shell.tabs.p2p.localisation'),
      screen('p2p-chat-options', '/p2p/chat-options', 'shell.tabs.p2p.chatOptions'),
      screen('p2p-turnover', '/p2p/turnover', 'shell.tabs.p2p.turnover'),
      detailScreen('p2p-deal', '/p2p/deals/:id', 'shell.tabs.p2p.deal'),
    ],
  },
  {
    id: 'arbitrator',
    titleKey: 'shell.nav.arbitrator',
    area: 'arbitrator',
    group: 'arbitrator',
    inNavigation: true,
    navigationMaxStatus: ARBITRATOR_MENU_MAX_STATUS,
    feature: 'arbitrator',
    screens: [
      screen('arbitrator', '/arbitrator', 'shell.tabs.arbitrator.my'),
      screen('arbitrator-others', '/arbitrator/others', 'shell.tabs.arbitrator.others'),
      detailScreen('arbitrator-deal', '/arbitrator/deals/:id', 'shell.tabs.arbitrator.deal'),
    ],
  },
  {
    id: 'traders',
    titleKey: 'shell.nav.traders',
    area: 'traders',
    group: 'traders',
    inNavigation: true,
    feature: 'traders',
    screens: [
      // Offers, Deals and the two catalogue tabs are the P2P desk's own screens (spec 2 §2).
      shared('traders-offers', '/traders/offers', 'shell.tabs.traders.offers', 'p2p', ['p2p-offers']),
      shared('traders-deals', '/traders/deals', 'shell.tabs.traders.deals', 'p2p', ['p2p-deals']),
      screen('traders-orders', '/traders/orders', 'shell.tabs.traders.orders'),
      screen('traders-requisites-and-devices', '/traders/requisites-and-devices', 'shell.tabs.traders.requisites'),
      shared('traders-fees-and-rates', '/traders/fees-and-rates', 'shell.tabs.traders.feesAndRates', 'p2p', ['p2p-fees', 'p2p-rates']),
      shared('traders-currencies-and-payment-methods', '/traders/currencies-and-payment-methods', 'shell.tabs.traders.currencies', 'p2p', ['p2p-payment-methods']),
    ],
  },
  {
    id: 'settings',
    titleKey: 'shell.nav.settings',
    area: 'settings',
    group: 'settings',
    inNavigation: true,
    screens: [
      screen('settings-technical', '/settings', 'shell.tabs.settings.technical'),
      screen('settings-email', '/settings/email', 'shell.tabs.settings.email'),
      screen('settings-notifications', '/settings/notifications', 'shell.tabs.settings.notifications'),
      screen('settings-limits', '/settings/limits', 'shell.tabs.settings.limits'),
      screen('settings-watermark', '/settings/watermark', 'shell.tabs.settings.watermark'),
    ],
  },
  single('adminManagement', 'adminManagement', 'admin-management', 'adminManagement', '/admin-management'),
  // Four-eyes approvals (issue 29): requests waiting for a second admin, with a pending count in the menu.
  {
    id: 'approvals',
    titleKey: 'approvals.nav.title',
    area: 'approvals',
    group: 'approvals',
    inNavigation: true,
    screens: [
      screen('approvals', '/approvals', 'approvals.nav.title'),
      detailScreen('approvals-request', '/approvals/:id', 'approvals.nav.request'),
    ],
  },
  single('account', 'account', 'account', 'account', '/account'),
  // Reports (issue 16): ordered reports and their files; same access as statistics (not arbitrators).
  // Not a menu entry (the spec's menu has none): reached from the lists it exports (Export, "All reports").
  {
    id: 'reports',
    titleKey: 'reports.nav.title',
    area: 'statistics',
    group: 'reports',
    inNavigation: false,
    screens: [screen('reports', '/reports', 'reports.nav.title')],
  },
];

/** Route names outside the shell's sections. */
export const ROUTE_NAMES = { home: 'home', login: 'login', notFound: 'notFound' } as const;

/** Where an inaccessible route goes, and where exactly "/" goes (spec 1 §2, "Shell start"). */
export const ACCESS_FALLBACK_PATH = '/account';
export const HOME_REDIRECT_PATH = '/users';

/** The sections and screens this build keeps (exclusions are removed, not hidden). */
export function sectionsOfBuild(excluded: (feature: BuildFeature) => boolean = isExcluded): Section[] {
  return SECTIONS.filter((section) => !section.feature || !excluded(section.feature)).map((section) => ({
    ...section,
    screens: section.screens.filter((route) => !route.feature || !excluded(route.feature)),
  }));
}

/** Fills `:id` of a path pattern. */
export function pathOf(route: ScreenRoute, params: Record<string, string | undefined> = {}): string {
  return route.path.replace(/:(\w+)/g, (_match, key: string) => encodeURIComponent(params[key] ?? ''));
}
