import { vi } from 'vitest';
import type { SessionApi } from '../../src/api/sessionApi.ts';
import type { CurrentAdmin } from '../../src/api/sessionTypes.ts';
import { DEFAULT_ADMIN_SETTINGS } from '../../src/domain/adminSettings.ts';
import { sectionsOfBuild, type FeatureGroup, type Section } from '../../src/app/routes/routeTable.ts';

/**
 * A screen that stays a placeholder whatever features get built: shell tests land there, so
 * no real screen's requests or search field take part in them.
 */
export const PROBE_PATH = '/shell-probe';
export const sectionsWithProbe = (): Section[] => [
  ...sectionsOfBuild(),
  {
    id: 'probe',
    titleKey: 'shell.nav.dashboard',
    area: 'dashboard',
    group: 'no-such-group' as FeatureGroup,
    inNavigation: false,
    screens: [{ name: 'shell-probe', path: PROBE_PATH, titleKey: 'shell.nav.dashboard', needs: { all: [] } }],
  },
];

export function adminWithStatus(adminStatus: number, overrides: Partial<CurrentAdmin> = {}): CurrentAdmin {
  return {
    id: 7,
    userName: 'staff',
    email: 'staff@example.com',
    // statuses above 3 are not in the contract's enum, but the menu rule must still hold for them
    adminStatus: adminStatus as CurrentAdmin['adminStatus'],
    isBlocked: false,
    is2faEnabled: false,
    settings: { ...DEFAULT_ADMIN_SETTINGS, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    ...overrides,
  };
}

/** A session API that answers at once, as a signed-in admin of the given status. */
export function fakeSessionApi(admin: CurrentAdmin): SessionApi {
  return {
    signIn: vi.fn(async () => ({ accessToken: 'token', expiresAt: '2030-01-01T00:00:00Z' })),
    getCurrentAdmin: vi.fn(async () => admin),
    logout: vi.fn(async () => undefined),
    updateAdminSettings: vi.fn(async (settings) => ({ ...admin.settings, ...settings })),
    getAdmins: vi.fn(async () => []),
    getSystemStatus: vi.fn(async () => ({
      languageList: ['En' as const],
      serverTime: '2024-01-01T00:00:00Z',
      version: '1',
      technicalWork: { stopP2P: false, stopRegistration: false, stopTrade: false, stopTransactionConfirm: false, stopTransactions: false },
    })),
    getCurrencies: vi.fn(async () => []),
    getMarkets: vi.fn(async () => []),
    getUserTags: vi.fn(async () => []),
  };
}

/** Token storage in memory (starting with `token`, or signed out with null). */
export function memoryTokens(token: string | null) {
  let current = token;
  return {
    getToken: () => current,
    setToken: vi.fn((value: string) => {
      current = value;
    }),
    clearToken: vi.fn(() => {
      current = null;
    }),
  };
}
