import { ARBITRATOR_MENU_MAX_STATUS } from '../../domain/adminStatus.ts';
import { isExcluded, type BuildFeature } from '../../domain/buildFeatures.ts';
import { DASHBOARD_CARDS } from '../../domain/dashboardCards.ts';
import type { OperationId } from '../../domain/operationAccess.ts';
import type { AccessArea, OperationNeeds } from '../../domain/routeAccess.ts';

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
  /**
   * The operations that fill the screen (access by construction): the screen, its tab, its menu entry
   * and its palette entry are offered to a status only when the access table lets it call every
   * operation of `all` (and, with `anyOf`, all of at least one group: the dashboard shows the cards
   * its admin may fill). Actions inside a screen ask `useAccess` themselves.
   */
  needs: OperationNeeds;
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
  /**
   * A screen of the section opens the report order dialog, whose period field is the lazy date
   * input: its chunk (with the time zone select, whose 283-zone table takes 80-140 ms of main
   * thread to build) is prefetched with this section's only, not with every section's.
   */
  usesDateInput?: true;
  /** Tab order as in spec 1 §2; a section with one screen shows no tab menu. */
  screens: ScreenRoute[];
}

type Calls = readonly OperationId[] | OperationNeeds;
const needsOf = (calls: Calls): OperationNeeds => ('all' in calls ? calls : { all: calls });

const screen = (name: string, path: string, titleKey: string, calls: Calls, feature?: BuildFeature): ScreenRoute =>
  feature ? { name, path, titleKey, needs: needsOf(calls), feature } : { name, path, titleKey, needs: needsOf(calls) };

/** A tab that shows screens of another group (see `ScreenRoute.from`). */
const shared = (
  name: string,
  path: string,
  titleKey: string,
  calls: Calls,
  group: FeatureGroup,
  screens: readonly string[],
): ScreenRoute => ({ name, path, titleKey, needs: needsOf(calls), from: { group, screens } });

const single = (
  id: string,
  area: AccessArea,
  group: FeatureGroup,
  name: string,
  path: string,
  calls: Calls,
): Section => ({
  id,
  titleKey: `shell.nav.${id}`,
  area,
  group,
  inNavigation: true,
  screens: [screen(name, path, `shell.nav.${id}`, calls)],
});

/** A menu entry of the left navigation: titled `shell.nav.<area>`, its id the access area its screens belong to. */
const menuEntry = (area: AccessArea, group: FeatureGroup): Omit<Section, 'screens'> => ({
  id: area,
  titleKey: `shell.nav.${area}`,
  area,
  group,
  inNavigation: true,
});

const detailScreen = (name: string, path: string, titleKey: string, calls: Calls): ScreenRoute => ({
  name,
  path,
  titleKey,
  needs: needsOf(calls),
  detail: true,
});

const USER_TAB = (name: string, suffix: string, key: string, calls: readonly OperationId[], feature?: BuildFeature) =>
  screen(name, `/user/:id${suffix}`, `shell.tabs.user.${key}`, ['POST v2/User/GetUser', ...calls], feature);

// Calls several screens share.
const P2P_DEALS: readonly OperationId[] = ['GET v1/p2p/trades', 'GET p2p/Admin/Trade/statistic'];
const P2P_OFFERS: readonly OperationId[] = ['GET v1/p2p/offers'];
const P2P_FEES: readonly OperationId[] = ['GET v1/p2p/fee', 'GET v1/p2p/fee/profile', 'GET p2p/Admin/Currency'];
const P2P_RATES: readonly OperationId[] = ['GET v1/p2p/rate/settings', 'GET v1/p2p/rate/sources', 'GET v1/p2p/rate/paymentMethods'];
const P2P_PAYMENT_METHODS: readonly OperationId[] = ['GET v1/p2p/payment-methods/template', 'GET v1/p2p/payment-methods'];
const MERCHANT_READS: readonly OperationId[] = ['GET v2/Marketplace/stores'];

/**
 * Every section in the order of the main navigation (spec 1 §2). Paths and names follow the
 * three specs' section 2; where a spec shows no route name the name is derived from the path
 * (merchants-products, settings-limits, …). The spec's list has no place for Arbitrator and
 * Traders: they follow P2P. Traders' paths are ours (the spec gives names only).
 */
export const SECTIONS: readonly Section[] = [
  // The dashboard is offered when at least one of its cards is (src/domain/dashboardCards.ts).
  single('dashboard', 'dashboard', 'dashboard', 'dashboard', '/dashboard', { all: [], anyOf: DASHBOARD_CARDS.map((card) => card.operations) }),
  single('users', 'users', 'users', 'users', '/users', ['POST v2/User/GetUsers']),
  {
    id: 'user',
    titleKey: 'shell.nav.users',
    area: 'userDetail',
    group: 'user-detail',
    inNavigation: false,
    screens: [
      USER_TAB('user-id', '', 'id', ['POST v2/User/GetUserDocuments', 'GET User/GetVerificationInfo']),
      USER_TAB('user-security', '/security', 'security', ['POST User/GetUserLockHistory', 'POST v2/User/GetUserIpWhiteList', 'POST v2/User/GetUserNfaHistory']),
      USER_TAB('user-notifications', '/notifications', 'notifications', ['GET User/GetUserNotificationSettings']),
      USER_TAB('user-api', '/api', 'api', ['POST v2/User/GetUserApiClients']),
      USER_TAB('user-p2p', '/p2p', 'p2p', ['GET p2p/Admin/profile', ...P2P_OFFERS, 'GET p2p/Admin/Trade']),
      USER_TAB('user-trading', '/trading', 'trading', ['POST v2/Trading/GetOrders', 'POST v2/Trading/GetTrades']),
      USER_TAB('user-balance', '/balance', 'balance', ['POST v2/Trading/GetBalanceInfo', 'POST v2/Trading/GetOperations']),
      USER_TAB('user-referrals', '/referrals', 'referrals', ['POST v2/Referral/GetReferralPrograms', 'POST v2/Referral/GetReferralProgramIncomes']),
      USER_TAB('user-chats', '/chats', 'chats', ['POST v2/Communication/GetPrivateChats']),
      USER_TAB('user-staking', '/staking', 'staking', ['POST v2/Staking/GetUserStakingStats', 'POST v2/Staking/GetStakingLogs']),
      USER_TAB('user-merchant', '/merchant', 'merchant', [...MERCHANT_READS, 'GET v2/Merchant/Payments/transactions']),
      // trader builds' extra sub-sections (spec 1 §2 exclusions); paths are ours
      USER_TAB('user-requisites', '/requisites', 'requisites', ['GET v1/p2p/requisites'], 'user-requisites'),
      USER_TAB('user-transactions', '/transactions', 'transactions', ['GET v1/transactions'], 'user-transactions'),
      USER_TAB('user-trader', '/trader', 'trader', ['GET v1/p2p/stats/profile'], 'user-trader'),
    ],
  },
  single('frontConfig', 'frontConfig', 'front-config', 'frontConfig', '/front-config', ['GET v2/FrontConfig', 'GET v2/FrontConfig/groups']),
  single('chats', 'chats', 'chats', 'chats', '/chats', ['POST v2/Communication/GetPrivateChats', 'POST v2/Communication/GetPublicChatMessages']),
  {
    ...menuEntry('transactions', 'transactions'),
    usesDateInput: true,
    screens: [
      screen('transactions', '/transactions', 'shell.tabs.transactions.transactions', ['POST v2/Trading/GetOperations']),
      screen('transactions-statistics', '/transactions/statistics', 'shell.tabs.transactions.statistics', ['POST Transaction/GetTransactionStats']),
      screen('transactions-codes', '/transactions/codes', 'shell.tabs.transactions.codes', ['POST Transaction/GetCodes']),
      detailScreen('transactions-view', '/transactions/operation/:id', 'shell.tabs.transactions.view', [
        'POST v2/Trading/GetOperation',
        'POST Transaction/GetTransactionStatusHistory',
      ]),
    ],
  },
  single('trading', 'trading', 'trading', 'trading', '/trading', ['POST v2/Trading/GetOrders', 'POST v2/Trading/GetTrades', 'POST v2/Trading/GetOrderBook']),
  single('markets', 'markets', 'markets', 'markets', '/markets', [
    'POST v2/Market/GetMarkets',
    'POST v2/Market/GetRates',
    'GET Options/GetTradingOptions',
    'GET v2/Options/GetExchangeOptions',
  ]),
  {
    ...menuEntry('paymentSystems', 'payment-systems'),
    screens: [
      screen('payment-systems', '/payment-systems', 'shell.tabs.paymentSystems.paymentSystems', ['GET Transaction/GetPaymentMethods', 'POST Transaction/GetTransactionMethods', 'GET Transaction/GetCountries']),
      screen('payment-systems-and-currencies', '/payment-systems/currencies-and-tokens', 'shell.tabs.paymentSystems.currencies', [
        'POST v2/Transaction/GetCryptoCurrencies',
        'POST v2/Transaction/GetCryptoTokens',
        'POST v2/mw/Multiwallet/GetTokens',
      ]),
      screen('payment-systems-networks', '/payment-systems/network', 'shell.tabs.paymentSystems.networks', ['POST v2/Transaction/GetNetworks']),
    ],
  },
  {
    ...menuEntry('merchants', 'merchants'),
    screens: [
      screen('merchants', '/merchants', 'shell.tabs.merchants.stores', MERCHANT_READS),
      screen('merchants-products', '/merchants/products', 'shell.tabs.merchants.products', ['GET v2/Marketplace/inventory']),
      screen('merchants-invoices', '/merchants/invoices', 'shell.tabs.merchants.invoices', ['GET v2/Marketplace/invoices']),
      screen('merchants-fees', '/merchants/fees', 'shell.tabs.merchants.fees', ['GET v2/Merchant/fee']),
    ],
  },
  single('referralProgram', 'referralProgram', 'referral-program', 'referralProgram', '/referral-program', [
    'POST v2/Referral/GetReferralPrograms',
    'POST v2/Referral/GetReferralProgramIncomes',
    'POST v2/Referral/GetReferralProgramOwners',
    'GET v2/Options/GetReferralOptions',
  ]),
  {
    ...menuEntry('finance', 'finance'),
    screens: [
      screen('finance-balances', '/finance', 'shell.tabs.finance.balances', ['POST v2/Trading/GetCumulativeBalances', 'POST Trading/UserFinanceFileterSearch']),
      screen('finance-wallets', '/finance/wallets', 'shell.tabs.finance.wallets', ['POST v2/Multiwallet/GetFinanceStatus']),
    ],
  },
  single('staking', 'staking', 'staking', 'staking', '/staking', ['PUT v2/Staking/GetStakingDataList', 'POST v2/Staking/GetStakingLogs']),
  {
    ...menuEntry('statistics', 'statistics'),
    screens: [
      screen('statistics', '/statistics', 'shell.tabs.statistics.systemStatus', ['POST v2/Finance/GetFinanceStatus', 'POST v2/Finance/GetTransactionMethodsStatus']),
      screen('statistics-gross-profit', '/statistics/gross-profit', 'shell.tabs.statistics.grossProfit', [
        'POST v2/Finance/GetGrossProfit',
        'POST v2/Finance/GetGrossProfitFull',
      ]),
      screen('statistics-wd-turnover', '/statistics/withdrawal-deposit-turnover', 'shell.tabs.statistics.wdTurnover', [
        'POST v2/Finance/GetTransactionStats',
        'POST v2/Finance/GetTransactionStatsChart',
      ]),
      screen('statistics-trade-turnover', '/statistics/trade-turnover', 'shell.tabs.statistics.tradeTurnover', ['POST v2/Finance/GetTradingStats', 'GET v1/statistic']),
      screen('statistics-fees', '/statistics/fees', 'shell.tabs.statistics.fees', ['GET v1/statistic']),
      screen('statistics-ref-program', '/statistics/referral-program', 'shell.tabs.statistics.refProgram', ['POST v2/Referral/GetReferralStats']),
      screen('statistics-staking', '/statistics/staking', 'shell.tabs.statistics.staking', ['POST v2/Finance/GetStakingStats', 'POST v2/Finance/GetStakingStatsChart']),
      screen('statistics-users', '/statistics/users', 'shell.tabs.statistics.users', [
        'POST v2/User/GetUsersStats',
        'POST v2/User/GetUsersChart',
        'POST v2/User/GetUserVerificationsChart',
      ]),
    ],
  },
  {
    ...menuEntry('p2p', 'p2p'),
    screens: [
      screen('p2p-offers-and-deals', '/p2p', 'shell.tabs.p2p.offersAndDeals', [...P2P_OFFERS, ...P2P_DEALS]),
      screen('p2p-roles', '/p2p/roles', 'shell.tabs.p2p.roles', ['GET p2p/Admin/profiles/search']),
      screen('p2p-banners', '/p2p/banners', 'shell.tabs.p2p.banners', ['GET v2/Options/GetBannerOptions']),
      // A catalogue of the P2P area with no route in the spec (issue 14): a tab of the section.
      screen('p2p-moderation-words', '/p2p/moderation-words', 'shell.tabs.p2p.moderationWords', ['GET p2p/Admin/advertisements/moderation-words']),
      // The P2P catalogues (issue 14): the spec names no routes for them, so they are tabs of this section.
      screen('p2p-fees', '/p2p/fees', 'shell.tabs.p2p.fees', P2P_FEES),
      screen('p2p-limits', '/p2p/limits', 'shell.tabs.p2p.limits', ['GET v1/p2p/limits']),
      screen('p2p-rates', '/p2p/rates', 'shell.tabs.p2p.rates', P2P_RATES),
      screen('p2p-groups', '/p2p/groups', 'shell.tabs.p2p.groups', ['GET v1/p2p/groups']),
      screen('p2p-payment-methods', '/p2p/payment-methods', 'shell.tabs.p2p.paymentMethods', P2P_PAYMENT_METHODS),
      screen('p2p-localisation', '/p2p/localisation', 'shell.tabs.p2p.localisation', ['GET p2p/Admin/Localisation/All']),
      screen('p2p-chat-options', '/p2p/chat-options', 'shell.tabs.p2p.chatOptions', ['GET Options/GetChatOptions']),
      screen('p2p-turnover', '/p2p/turnover', 'shell.tabs.p2p.turnover', ['POST p2p/Admin/statistic/all', 'POST p2p/Admin/statistic/currency']),
      detailScreen('p2p-deal', '/p2p/deals/:id', 'shell.tabs.p2p.deal', ['GET p2p/Admin/Trade', 'GET p2p/Admin/Trade/{id}/chat/getMessages']),
    ],
  },
  {
    ...menuEntry('arbitrator', 'arbitrator'),
    navigationMaxStatus: ARBITRATOR_MENU_MAX_STATUS,
    feature: 'arbitrator',
    screens: [
      screen('arbitrator', '/arbitrator', 'shell.tabs.arbitrator.my', ['GET v1/arbitrator/trades/me']),
      screen('arbitrator-others', '/arbitrator/others', 'shell.tabs.arbitrator.others', ['GET v1/arbitrator/trades']),
      detailScreen('arbitrator-deal', '/arbitrator/deals/:id', 'shell.tabs.arbitrator.deal', [
        'GET p2p/Admin/Trade',
        'GET v1/communication/groupchat/{id}/messages',
      ]),
    ],
  },
  {
    ...menuEntry('traders', 'traders'),
    feature: 'traders',
    screens: [
      // Offers, Deals and the two catalogue tabs are the P2P desk's own screens (spec 2 §2).
      shared('traders-offers', '/traders/offers', 'shell.tabs.traders.offers', P2P_OFFERS, 'p2p', ['p2p-offers']),
      shared('traders-deals', '/traders/deals', 'shell.tabs.traders.deals', P2P_DEALS, 'p2p', ['p2p-deals']),
      screen('traders-orders', '/traders/orders', 'shell.tabs.traders.orders', ['GET v1/exchange/orders', 'GET v1/transactions']),
      screen('traders-requisites-and-devices', '/traders/requisites-and-devices', 'shell.tabs.traders.requisites', [
        'POST p2p/Admin/requisites/search',
        'GET v1/devices/search',
      ]),
      shared('traders-fees-and-rates', '/traders/fees-and-rates', 'shell.tabs.traders.feesAndRates', [...P2P_FEES, ...P2P_RATES], 'p2p', ['p2p-fees', 'p2p-rates']),
      shared('traders-currencies-and-payment-methods', '/traders/currencies-and-payment-methods', 'shell.tabs.traders.currencies', P2P_PAYMENT_METHODS, 'p2p', [
        'p2p-payment-methods',
      ]),
    ],
  },
  {
    ...menuEntry('settings', 'settings'),
    screens: [
      screen('settings-technical', '/settings', 'shell.tabs.settings.technical', [
        'GET Options/GetEmailOptions',
        'GET Options/GetVerificationOptions',
        'GET Options/GetUploadOptions',
        'GET Options/GetTransactionsSettings',
      ]),
      screen('settings-email', '/settings/email', 'shell.tabs.settings.email', ['POST v2/Templates/GetEmailMessageTemplates']),
      screen('settings-notifications', '/settings/notifications', 'shell.tabs.settings.notifications', [
        'POST v2/Templates/GetNotificationTemplates',
        'GET User/GetSystemNotifications',
      ]),
      screen('settings-limits', '/settings/limits', 'shell.tabs.settings.limits', ['POST v2/Transaction/GetTransactionLimits']),
      screen('settings-watermark', '/settings/watermark', 'shell.tabs.settings.watermark', ['GET v2/System/GetWatermarks']),
    ],
  },
  single('adminManagement', 'adminManagement', 'admin-management', 'adminManagement', '/admin-management', ['GET User/GetAdmins', 'POST User/GetAdminLogs']),
  // Four-eyes approvals (issue 29): requests waiting for a second admin, with a pending count in the menu.
  {
    id: 'approvals',
    titleKey: 'approvals.nav.title',
    area: 'approvals',
    group: 'approvals',
    inNavigation: true,
    screens: [
      screen('approvals', '/approvals', 'approvals.nav.title', ['POST v2/Approval/GetApprovalRequests']),
      detailScreen('approvals-request', '/approvals/:id', 'approvals.nav.request', ['POST v2/Approval/GetApprovalRequest']),
    ],
  },
  // The account screen is where a refused route goes: it needs no call beyond the session's own.
  single('account', 'account', 'account', 'account', '/account', []),
  // Reports (issue 16): ordered reports and their files; same access as statistics (not arbitrators).
  // Not a menu entry (the spec's menu has none): reached from the lists it exports (Export, "All reports").
  {
    id: 'reports',
    titleKey: 'reports.nav.title',
    area: 'statistics',
    group: 'reports',
    inNavigation: false,
    usesDateInput: true,
    screens: [screen('reports', '/reports', 'reports.nav.title', ['POST v2/Report/GetReports'])],
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
