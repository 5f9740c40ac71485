import { LOCK_TYPES, NfaServiceType, USER_ACTION_CODES } from '../../../src/domain/users.ts';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPE_IDS } from '../../../src/domain/notifications.ts';
import type { Db } from '../database.ts';
import { bulkInsert, bulkTable as table, resetSequence, TS } from './bulkInsert.ts';
import { DEMO_SCANS } from './images.ts';
import { isoDate, isoTime } from './isoTime.ts';
import { createRandom, type Random } from './random.ts';

/** What the user generator tells this one about each user. */
export interface SeededUser {
  id: number;
  userName: string;
  status: number;
  userType: number;
  regMs: number;
  isBlocked: boolean;
  verificationRequest: string | null;
  /** Second factors already generated for the user (service types). */
  factorTypes: number[];
}

export interface DetailContext {
  count: number;
  now: Date;
  seed: number;
  adminIds: number[];
  arbitratorIds: number[];
  currencyIds: number[];
}


const T = {
  nfa: table('user_nfa', [['user_id', 'int'], ['service_type', 'int'], ['date_enabled', TS], ['date_disabled', TS]]),
  nfaHistory: table('user_nfa_history', [['user_id', 'int'], ['service_type', 'int'], ['action', 'text'], ['admin_id', 'int'], ['date_created', TS]]),
  roles: table('user_roles', [['user_id', 'int'], ['role', 'text'], ['date_created', TS]]),
  lockHistory: table('user_lock_history', [
    ['id', 'int'], ['user_id', 'int'], ['kind', 'text'], ['lock_type', 'int'], ['source', 'text'], ['admin_id', 'int'], ['arbitrator_id', 'int'],
    ['minutes', 'int'], ['date_created', TS], ['until', TS], ['unblocked', 'smallint'], ['date_unblocked', TS], ['unblocked_by_admin_id', 'int'], ['comment', 'text'],
  ]),
  locks: table('user_locks', [['user_id', 'int'], ['lock_type', 'int'], ['history_id', 'int'], ['date_created', TS], ['until', TS]]),
  verification: table('user_verification', [
    ['user_id', 'int'], ['status', 'text'], ['verification_type', 'text'], ['auto_verification_status', 'text'], ['auto_provider', 'text'],
    ['date_requested', TS], ['date_updated', TS], ['comment', 'text'],
  ]),
  requests: table('verification_requests', [['user_id', 'int'], ['status', 'text'], ['verification_type', 'text'], ['date_created', TS], ['date_updated', TS], ['admin_id', 'int']]),
  documents: table('user_documents', [
    ['id', 'int'], ['user_id', 'int'], ['type', 'text'], ['first_name', 'text'], ['last_name', 'text'], ['middle_name', 'text'], ['birthday', 'text'],
    ['country', 'text'], ['city', 'text'], ['address', 'text'], ['citizenship', 'text'], ['document_expire_date', 'text'], ['document_issued_by', 'text'],
    ['document_issued_date', 'text'], ['document_number', 'text'], ['gender', 'text'], ['postal_code', 'text'], ['is_checked', 'smallint'], ['date_created', TS],
  ]),
  files: table('user_files', [
    ['user_id', 'int'], ['document_id', 'int'], ['name', 'text'], ['extension', 'text'], ['content_type', 'text'], ['size', 'int'], ['data', 'bytea'], ['date_created', TS],
  ]),
  ips: table('user_ip_whitelist', [['user_id', 'int'], ['ip', 'text'], ['admin_id', 'int'], ['date_created', TS]]),
  actions: table('user_actions', [['user_id', 'int'], ['action', 'text'], ['ip', 'text'], ['client_type', 'text'], ['details', 'text'], ['date_created', TS]]),
  codes: table('user_2fa_codes', [
    ['user_id', 'int'], ['code_type', 'int'], ['service_type', 'int'], ['code', 'text'], ['is_used', 'smallint'], ['date_created', TS], ['date_expires', TS], ['date_used', TS],
  ]),
  notifications: table('user_notification_settings', [['user_id', 'int'], ['notification', 'int'], ['channel', 'int'], ['ignored', 'smallint'], ['date_updated', TS]]),
  email: table('user_email_settings', [['user_id', 'int'], ['body_type', 'text'], ['date_updated', TS]]),
  limits: table('user_transaction_limits', [
    ['user_id', 'int'], ['currency_id', 'int'], ['period', 'text'], ['deposit_limit', 'numeric'], ['withdrawal_limit', 'numeric'], ['admin_id', 'int'], ['date_updated', TS],
  ]),
  apiClients: table('user_api_clients', [['user_id', 'int'], ['name', 'text'], ['claims', 'int'], ['ip_list', 'text'], ['date_created', TS], ['last_used_date', TS]]),
};
type TableKey = keyof typeof T;

/** Heavy per-user history (actions, 2FA codes, second-factor history, document scans) exists only for the newest users. */
const RECENT_USERS = 50_000;
const RECENT_WITH_SCANS = 20_000;

const FIRST_NAMES = ['Anna', 'Boris', 'Carlos', 'Dmitry', 'Elena', 'Fatma', 'George', 'Hana', 'Ivan', 'Julia', 'Kemal', 'Li', 'Maria', 'Olga', 'Pablo', 'Sofia'];
const LAST_NAMES = ['Smith', 'Ivanova', 'Garcia', 'Yilmaz', 'Wang', 'Tamm', 'Petrov', 'Lopez', 'Kaya', 'Zhang', 'Saar', 'Martin'];
const PLACES: [string, string, string][] = [
  ['Estonia', 'Tallinn', 'EST'], ['Turkey', 'Istanbul', 'TUR'], ['Spain', 'Madrid', 'ESP'], ['Kazakhstan', 'Almaty', 'KAZ'],
  ['China', 'Shenzhen', 'CHN'], ['Germany', 'Berlin', 'DEU'], ['Georgia', 'Tbilisi', 'GEO'], ['Serbia', 'Belgrade', 'SRB'],
];
const DOCUMENT_TYPES = ['passport', 'internationalPassport', 'driverLicense'];
const ACTIONS = USER_ACTION_CODES;
const CLIENT_TYPES = ['site', 'site', 'site', 'mobile', 'mobile', 'cryptomat', 'payment'];
const API_NAMES = ['Trading bot', 'Portfolio tracker', 'Accounting export', 'Market maker', 'P2P desk', 'Cryptomat link'];
const MINUTE = 60_000;

const iso = isoTime;
const ymd = isoDate;
const ipOf = (rnd: Random) =>
  rnd.chance(0.85) ? `${rnd.int(1, 223)}.${rnd.int(0, 255)}.${rnd.int(0, 255)}.${rnd.int(1, 254)}` : `2001:db8:${rnd.int(0, 0xffff).toString(16)}::${rnd.int(1, 0xffff).toString(16)}`;

/**
 * Rows of the user detail tables, generated beside each user with a random stream of their own
 * (so adding detail does not change the users themselves), buffered and bulk-loaded per chunk.
 */
export function createUserDetailGenerator(db: Db, ctx: DetailContext) {
  const rnd = createRandom(ctx.seed ^ 0x5eed5eed);
  const end = ctx.now.getTime();
  const buffers = Object.fromEntries(Object.keys(T).map((k) => [k, [] as unknown[][]])) as Record<TableKey, unknown[][]>;
  let lockHistoryId = 0;
  let documentId = 0;
  const admin = () => rnd.pick(ctx.adminIds);
  const between = (from: number) => from + rnd.next() * Math.max(0, end - from);

  function addUser(u: SeededUser) {
    const recent = u.id > ctx.count - RECENT_USERS;

    // Second factors: an SMS factor for some; the enable/disable history for the newest users.
    const factors = [...u.factorTypes];
    if (rnd.chance(0.04)) {
      const enabled = between(u.regMs);
      buffers.nfa.push([u.id, NfaServiceType.Sms, iso(enabled), rnd.chance(0.2) ? iso(between(enabled)) : null]);
      factors.push(NfaServiceType.Sms);
    }
    for (const serviceType of recent ? factors : []) {
      const at = between(u.regMs);
      buffers.nfaHistory.push([u.id, serviceType, 'enabled', null, iso(at)]);
      if (rnd.chance(0.1)) buffers.nfaHistory.push([u.id, serviceType, 'disabled', rnd.chance(0.5) ? admin() : null, iso(between(at))]);
    }

    // Roles: traders by type, and a few merchants and extra traders.
    if (u.userType === 2 || rnd.chance(0.02)) buffers.roles.push([u.id, 'trader', iso(between(u.regMs))]);
    if (rnd.chance(0.01)) buffers.roles.push([u.id, 'merchant', iso(between(u.regMs))]);

    // Lock history: blocked users have an open block; some users have locks, past and present.
    if (u.isBlocked) {
      buffers.lockHistory.push([++lockHistoryId, u.id, 'block', null, 'admin', admin(), null, null, iso(between(u.regMs)), null, 0, null, null, 'Fraud suspicion']);
    }
    if (rnd.chance(0.025)) {
      const n = rnd.int(1, 3);
      const activeTypes = new Set<number>();
      for (let i = 0; i < n; i++) {
        const lockType = rnd.pick(LOCK_TYPES);
        const fromArbitrator = (lockType === 4 || lockType === 5) && ctx.arbitratorIds.length > 0 && rnd.chance(0.5);
        const at = between(u.regMs);
        const minutes = rnd.chance(0.5) ? rnd.pick([60, 1440, 10080, 43200]) : null;
        const until = minutes ? at + minutes * MINUTE : null;
        const stillOn = (until === null || until > end) && !activeTypes.has(lockType) && rnd.chance(0.5);
        const unblocked = !stillOn && (until === null || until > end || rnd.chance(0.3));
        const id = ++lockHistoryId;
        buffers.lockHistory.push([
          id, u.id, 'lock', lockType, fromArbitrator ? 'arbitrator' : 'admin', fromArbitrator ? null : admin(),
          fromArbitrator ? rnd.pick(ctx.arbitratorIds) : null, minutes, iso(at), until === null ? null : iso(until),
          unblocked ? 1 : 0, unblocked ? iso(between(at)) : null, unblocked ? admin() : null, rnd.pick([null, 'Chargeback', 'Spam in chat', 'Dispute abuse', 'Requested by the user']),
        ]);
        if (stillOn) {
          activeTypes.add(lockType);
          buffers.locks.push([u.id, lockType, id, iso(at), until === null ? null : iso(until)]);
        }
      }
    }

    // Verification and documents: every user who asked (the others read as verified when their
    // status is Verificated, unverified otherwise).
    if (u.verificationRequest) {
      const requested = Date.parse(u.verificationRequest);
      const status = u.status === 2
        ? 'verified'
        : (rnd.pick(['inProcess', 'inProcess', 'inProcess', 'requiresData', 'rejectedCanReapply', 'rejectedFinal', 'externalCheck']) as string);
      const type = rnd.pick(['manual', 'manual', 'auto', 'manualAuto', 'autoManual']);
      const auto = type === 'manual' ? null : status === 'verified' ? 'verified' : rnd.pick(['inQueue', 'inProcess', 'needData', 'error']);
      const updated = status === 'inProcess' ? null : iso(between(requested));
      buffers.verification.push([u.id, status, type, auto, auto ? rnd.pick(['providerA', 'providerB']) : null, iso(requested), updated, status.startsWith('rejected') ? 'Document is unreadable' : null]);
      buffers.requests.push([u.id, status, type, iso(requested), updated, updated ? admin() : null]);

      const docs = rnd.chance(0.2) ? 2 : 1;
      for (let d = 0; d < docs; d++) {
        const id = ++documentId;
        const [country, city, citizenship] = rnd.pick(PLACES);
        const empty = rnd.chance(0.03);
        const birth = end - rnd.int(19, 70) * 365.25 * 24 * 3600_000;
        const issued = requested - rnd.int(30, 3000) * 24 * 3600_000;
        buffers.documents.push(
          empty
            ? [id, u.id, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, 0, iso(requested)]
            : [
                id, u.id, rnd.pick(DOCUMENT_TYPES), rnd.pick(FIRST_NAMES), rnd.pick(LAST_NAMES), rnd.chance(0.3) ? rnd.pick(FIRST_NAMES) : null, ymd(birth),
                country, city, `${rnd.int(1, 200)} ${rnd.pick(['Main', 'Harbour', 'Station', 'Park'])} St`, citizenship, ymd(issued + 10 * 365.25 * 24 * 3600_000),
                `${city} police department`, ymd(issued), `${citizenship}${rnd.int(1_000_000, 9_999_999)}`, rnd.pick(['male', 'female', 'unknown']),
                rnd.chance(0.8) ? String(rnd.int(10000, 99999)) : null, status === 'verified' ? 1 : 0, iso(requested),
              ],
        );
        if (!empty && u.id > ctx.count - RECENT_WITH_SCANS) {
          for (const side of ['front', 'back']) {
            const data = rnd.pick(DEMO_SCANS);
            buffers.files.push([u.id, id, `${side}.png`, 'png', 'image/png', data.length, data, iso(requested)]);
          }
        }
      }
    }

    // IP whitelist.
    if (rnd.chance(0.02)) {
      const seen = new Set<string>();
      for (let i = rnd.int(1, 3); i > 0; i--) {
        const ip = ipOf(rnd);
        if (seen.has(ip)) continue;
        seen.add(ip);
        buffers.ips.push([u.id, ip, rnd.chance(0.3) ? admin() : null, iso(between(u.regMs))]);
      }
    }

    // Actions and 2FA codes: only for the newest users (the heavy per-user histories).
    if (recent) {
      for (let i = rnd.int(1, 8); i > 0; i--) {
        const action = rnd.pick(ACTIONS);
        buffers.actions.push([u.id, action, ipOf(rnd), rnd.pick(CLIENT_TYPES), action === 'signIn' ? JSON.stringify({ success: rnd.chance(0.9) }) : null, iso(between(u.regMs))]);
      }
      for (let i = rnd.int(0, 4); i > 0; i--) {
        const created = between(u.regMs);
        const used = rnd.chance(0.7);
        buffers.codes.push([
          u.id, rnd.int(0, 25), rnd.pick([0, 1, 3]), String(rnd.int(0, 999_999)).padStart(6, '0'), used ? 1 : 0, iso(created),
          iso(created + 10 * MINUTE), used ? iso(created + rnd.int(5, 500) * 1000) : null,
        ]);
      }
    }

    // Notification choices, e-mail body type, transaction limits, API clients.
    if (rnd.chance(0.03)) {
      const cells = new Set<string>();
      for (let i = rnd.int(1, 5); i > 0; i--) {
        const notification = rnd.pick(NOTIFICATION_TYPE_IDS);
        const channel = rnd.pick(NOTIFICATION_CHANNELS);
        if (cells.has(`${notification}:${channel}`)) continue;
        cells.add(`${notification}:${channel}`);
        buffers.notifications.push([u.id, notification, channel, 1, iso(between(u.regMs))]);
      }
    }
    if (rnd.chance(0.05)) buffers.email.push([u.id, 'plainText', iso(between(u.regMs))]);
    if (ctx.currencyIds.length && rnd.chance(0.005)) {
      const currencyId = rnd.pick(ctx.currencyIds);
      for (const period of rnd.chance(0.5) ? ['day'] : ['day', 'month']) {
        const base = period === 'day' ? 1 : 20;
        buffers.limits.push([
          u.id, currencyId, period, rnd.chance(0.8) ? String(base * rnd.int(1, 500) * 100) : null,
          `${base * rnd.int(1, 200) * 50}.${rnd.int(0, 99).toString().padStart(2, '0')}`, admin(), iso(between(u.regMs)),
        ]);
      }
    }
    if (rnd.chance(0.02)) {
      for (let i = rnd.int(1, 2); i > 0; i--) {
        const created = between(u.regMs);
        const claims = rnd.pick([16, 16 | 8, 16 | 8 | 2, 16 | 8 | 4 | 2, 32 | 16, 64 | 16]);
        const ips = rnd.chance(0.5) ? [ipOf(rnd)] : [];
        buffers.apiClients.push([u.id, rnd.pick(API_NAMES), claims, JSON.stringify(ips), iso(created), rnd.chance(0.7) ? iso(between(created)) : null]);
      }
    }
  }

  async function flush() {
    for (const key of Object.keys(T) as TableKey[]) {
      await bulkInsert(db, T[key], buffers[key]);
      buffers[key] = [];
    }
  }

  async function finish() {
    await flush();
    for (const name of ['user_nfa', 'user_lock_history', 'user_documents']) await resetSequence(db, name);
  }

  return { addUser, flush, finish };
}
