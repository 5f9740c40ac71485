import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app.ts';
import type { SignInRate } from '../../server/http/edge.ts';
import { readConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/database.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/staff.ts';
import type { Mailer } from '../../server/mail/mailer.ts';
import type { BodyOf, ResultOf } from '../../server/http/operation.ts';
import { openSeededDatabase } from './templateDatabase.ts';
import { APPROVALS_OFF, DEFAULT_APPROVAL_POLICY, type ApprovalPolicyValue } from '../../src/domain/approvals.ts';
import { writeApprovalPolicy } from '../../server/core/approvals.ts';

/** A clock the tests move forward (token expiry, sign-in throttling). */
export class TestClock {
  constructor(private current = new Date('2026-11-22T10:00:00.000Z')) {}
  now = () => new Date(this.current);
  advanceMinutes(minutes: number) {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  call(method: string, url: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  signIn(email: string, password?: string, authCode?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real server on a fresh, seeded database: in-memory SQLite by default, or a throwaway
 * PostgreSQL database created next to TEST_DATABASE_URL when that is set.
 */
export interface TestServerOptions {
  users?: number;
  /** How long a request may take to arrive before 408 (the slow-body tests shorten it). */
  requestTimeoutMs?: number;
  /** Log lines go here (at debug level) instead of nowhere. */
  logStream?: DestinationStream;
  signInRate?: SignInRate;
  /** A folder with a built console to serve; none by default. */
  staticDir?: string;
  /** The mail transport (a test's own SMTP server); the configured one otherwise. */
  mailer?: Mailer;
  /** Where report files are read from (REPORTS_DIR); the repository's data/reports by default. */
  reportsDir?: string;
  /**
   * The four-eyes policy (issue 29). Off unless a test asks: the tests of the direct actions (a 50,000
   * deposit, a new admin) test the direct rules, and the approvals tests (approvals*.test.ts) test the
   * guard under the default policy, which a seeded or migrated installation has.
   */
  approvalPolicy?: 'off' | 'default' | ApprovalPolicyValue;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const clock = new TestClock();
  // A copy of a migrated and seeded template (tests/server/templateDatabase.ts), not a new seed.
  const { db, drop } = await openSeededDatabase({ users: options.users ?? 120, now: clock.now() });
  const policy = options.approvalPolicy ?? 'off';
  await writeApprovalPolicy(db.kysely, policy === 'off' ? APPROVALS_OFF : policy === 'default' ? DEFAULT_APPROVAL_POLICY : policy, null, clock.now().toISOString());
  // Silent, unless a test reads the log back (the redaction test).
  const config = readConfig({
    STATIC_DIR: options.staticDir ?? '/nonexistent',
    LOG_LEVEL: options.logStream ? 'debug' : 'silent',
    ...(options.reportsDir ? { REPORTS_DIR: options.reportsDir } : {}),
  });
  // Tests sign in far more often than a person: the per-address request rate is raised unless a test sets its own.
  const signInRate = options.signInRate ?? { max: 1_000_000, windowMs: 60_000 };
  const app = await buildApp({
    config,
    db,
    now: clock.now,
    signInRate,
    requestTimeoutMs: options.requestTimeoutMs,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  await app.ready();
  const call: TestServer['call'] = (method, path, opts = {}) =>
    app.inject({
      method: method as 'GET',
      url: path,
      headers: { ...(opts.token ? { 'x-auth-token': opts.token } : {}), ...opts.headers },
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
  return {
    app,
    db,
    clock,
    call,
    async signIn(email, password = DEMO_PASSWORD, authCode) {
      const res = await call('POST', '/api/Login/SignIn', { body: { email, password, ...(authCode ? { authCode } : {}) } });
      if (res.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
      return res.json().accessToken as string;
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
    },
  };
}

/**
 * The test server a test file shares: started, with an access token per demo account named (`admin`
 * signs in as admin@demo.local, in the order given), before the file's tests, and closed after them.
 * `server` forwards to the started server, for use in tests and hooks.
 */
export function serverForFile<Account extends string>(accounts: readonly Account[], options: TestServerOptions = {}) {
  let started: TestServer | undefined;
  const running = () => {
    if (!started) throw new Error('the test server starts in beforeAll: use it inside tests and hooks');
    return started;
  };
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    started = await startTestServer(options);
    for (const account of accounts) tokens[account] = await started.signIn(`${account}@demo.local`);
  });
  afterAll(() => started?.close());
  const server: TestServer = {
    get app() {
      return running().app;
    },
    get db() {
      return running().db;
    },
    get clock() {
      return running().clock;
    },
    call: (...args) => running().call(...args),
    signIn: (...args) => running().signIn(...args),
    close: () => running().close(),
  };
  return { server, tokens: tokens as Record<Account, string> & Record<string, string> };
}

/** A report as `POST v2/Report/GetReport` answers it. */
export type ReportAnswer = ResultOf<'POST v2/Report/GetReport'>;

/**
 * Orders a report through the API (`PUT v2/Report/CreateReport`), lets `worker` build jobs until
 * none is left (so this one is finished, not slept on), and answers the report, which must have
 * completed, with its file's text (`GET v2/Report/GetReportFile`). Throws with the answer otherwise.
 */
export async function buildReport(
  server: TestServer,
  token: string,
  worker: { runOnce(): Promise<unknown> },
  body: Omit<BodyOf<'PUT v2/Report/CreateReport'>, 'limit'> & { limit?: number },
): Promise<{ id: number; report: ReportAnswer; file: string }> {
  const created = await server.call('PUT', '/api/v2/Report/CreateReport', { token, body });
  if (created.statusCode !== 200) throw new Error(`CreateReport answered ${created.statusCode}: ${created.body}`);
  const { id } = created.json() as { id: number };
  while (await worker.runOnce());
  const report = (await server.call('POST', '/api/v2/Report/GetReport', { token, body: { id } })).json() as ReportAnswer;
  if (report.status !== 'completed') throw new Error(`report ${id} is ${report.status}: ${report.error ?? ''}`);
  const file = await server.call('GET', `/api/v2/Report/GetReportFile?ReportId=${id}`, { token });
  if (file.statusCode !== 200) throw new Error(`GetReportFile answered ${file.statusCode}: ${file.body}`);
  return { id, report, file: file.body };
}

/** The users tagged dev, test or bot: the reports that skip test accounts leave them out. */
export async function taggedUserIds(server: TestServer): Promise<Set<number>> {
  const rows = await server.db.kysely
    .selectFrom('user_tag_links as l')
    .innerJoin('user_tags as g', 'g.id', 'l.tag_id')
    .select('l.user_id')
    .where('g.tag_name', 'in', ['dev', 'test', 'bot'])
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** The URL of a contract path under /api, with every path parameter set to 1. */
export const apiUrl = (contractPath: string) => `/api${contractPath.replace(/\{[^}]+\}/g, '1')}`;

/** Whether the current suite runs on PostgreSQL. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
