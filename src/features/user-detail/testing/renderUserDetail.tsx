import type { ComponentType } from 'react';
import type { AdminStatus } from '../../../domain/adminStatus.ts';
import { renderScreen } from '../../../components/testing/renderScreen.tsx';
import { reply, stubApi, v2Error, type StubbedCall } from '../../../components/testing/stubApi.ts';
import en from '../../../../locales/en/userDetail.json';
import type { UserDetail } from '../api.ts';

/** One recorded API call: method, path below the service base, and the parsed JSON body. */
export type RecordedCall = StubbedCall<unknown>;

/** Answers keyed by `METHOD /path`; a handler may return `{ status, body }` through {@link reply}. */
export type Handlers = Record<string, unknown>;

export { reply, v2Error };

export const ADMIN = { id: 1, userName: 'admin', email: 'admin@demo.local', adminStatus: 0 as AdminStatus, isBlocked: false, is2faEnabled: false, settings: { timezone: 'UTC' } };

export function aUser(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    id: 42,
    userName: 'ada_lovelace',
    email: 'ada@example.com',
    status: 1,
    userType: 'regular',
    roles: [],
    locale: 'en',
    timezone: null,
    identificator: null,
    regDate: '2025-01-01T00:00:00.000Z',
    lastLoginDate: null,
    verificationRequestDate: null,
    verificationStatus: 'unverified',
    isLocked: false,
    lockTypes: [],
    isBlocked: false,
    isDeleted: false,
    dateDeleted: null,
    tagIds: [],
    nfaList: [],
    emailBodyType: 'html',
    ...overrides,
  } as UserDetail;
}

/**
 * Renders one user detail screen at `/user/42<suffix>` with the providers the app has, the session
 * data already in the query cache, and `fetch` answered from `handlers`. Unknown calls answer
 * empty lists, so each test names only the calls it is about.
 */
export function renderUserDetail(Screen: ComponentType, suffix: string, handlers: Handlers = {}, adminStatus = ADMIN.adminStatus) {
  const defaults: Handlers = {
    'POST /v2/User/GetUser': aUser(),
    'POST /v2/User/GetUserDocuments': { items: [], total: 0 },
    'GET /User/GetVerificationInfo': {
      userId: 42, status: 'unverified', verificationType: 'manual', autoVerificationStatus: null, autoProvider: null,
      dateRequested: null, dateUpdated: null, comment: null, allowedResponses: [],
    },
    'POST /v2/Verification/GetVerificationRequests': { items: [], total: 0 },
    'POST /User/GetUserLockHistory': { items: [], total: 0 },
    'POST /v2/Transaction/GetUserTransactionLimits': { items: [] },
    'POST /v2/User/GetUserIpWhiteList': { items: [] },
    'POST /v2/User/GetUserNfaHistory': { items: [], total: 0 },
    'POST /User/Get2FaCodes': { items: [], pages: 0 },
    'POST /v2/User/GetUserActions': { items: [], total: 0 },
    'GET /User/GetUserNotificationSettings': { notificationList: [] },
    'POST /v2/User/GetUserApiClients': { items: [] },
  };
  const calls: RecordedCall[] = stubApi({ ...defaults, ...handlers }, undefined);
  const view = renderScreen(<Screen />, {
    path: `/user/42${suffix}`,
    route: `/user/:id${suffix}`,
    adminStatus,
    admin: { email: ADMIN.email },
    admins: [{ id: 1, userName: 'admin', email: 'admin@demo.local', adminStatus: 0, isBlocked: false, dateCreated: '2025-01-01T00:00:00.000Z' }],
    userTags: [],
    currencies: [{ id: 1, title: 'BTC', decimals: 8 }],
    locales: { userDetail: en },
  });
  return { ...view, calls };
}
