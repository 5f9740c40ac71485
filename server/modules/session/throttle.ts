import { normalizeIP } from '@fastify/rate-limit';
import { ErrorCode } from '../../../src/domain/errors.ts';
import type { Executor } from '../../db/database.ts';
import { ApiError } from '../../http/apiError.ts';
import { writeAdminLog } from '../../http/adminLog.ts';
import * as repo from '../../core/attemptCounter.ts';

/**
 * Sign-in throttling (docs/DECISIONS.md, "Sign-in throttling"). Three counters per attempt,
 * checked in this order; an attempt refused by one is not counted by the next, so hammering
 * from one address cannot add more than `accountAddress` to an account's own count:
 * - address: every attempt from one address, whatever the e-mail (stops spraying);
 * - account-address: one e-mail from one address (the classic "5 wrong passwords");
 * - account: one e-mail from any address (a distributed guess), not enforced against an address
 *   the account signed in from recently, so nobody can lock an admin out of a known place.
 * Counters live in the database (sign_in_throttle) and change by atomic upserts: several server
 * processes share them and parallel attempts cannot slip past a limit.
 */
export const SIGN_IN_THROTTLE = {
  windowMinutes: 15,
  lockMinutes: 15,
  limits: { address: 20, 'account-address': 5, account: 50 },
  /** An address the account signed in from within this many days is exempt from the account lock. */
  knownAddressDays: 30,
} as const;

export type ThrottleDimension = keyof typeof SIGN_IN_THROTTLE.limits;
const MINUTE = 60_000;
const OPERATION_ID = 'POST Login/SignIn';

interface Counted {
  dimension: ThrottleDimension;
  key: string;
}

export interface ThrottleSubject {
  email: string;
  ip: string;
  now: Date;
  /** The admin behind the e-mail, if any, named as the target of a lockout's admin-log row. */
  adminId: () => Promise<number | undefined>;
}

/**
 * An IPv6 client holds a whole /64 and could take a new address per attempt: addresses are counted
 * by their /64 (IPv4 as is, IPv4-mapped IPv6 as IPv4), as the request-rate limiter counts them.
 */
export function throttleKey(dimension: ThrottleDimension, email: string, ip: string): string {
  const address = normalizeIP(ip, 64);
  if (dimension === 'address') return `address:${address}`;
  if (dimension === 'account') return `account:${email}`;
  return `account-address:${email}|${address}`;
}

/** One sign-in attempt as the throttle sees it: counted first, then settled by its outcome. */
export class ThrottledAttempt {
  private constructor(
    private readonly db: Executor,
    private readonly subject: ThrottleSubject,
    private readonly counted: Counted[],
  ) {}

  /** Counts the attempt on every dimension it reaches; refuses it (117) when one is over its limit. */
  static async begin(db: Executor, subject: ThrottleSubject): Promise<ThrottledAttempt> {
    const { email, ip, now } = subject;
    const nowIso = now.toISOString();
    const cutoff = new Date(now.getTime() - SIGN_IN_THROTTLE.windowMinutes * MINUTE).toISOString();
    const attempt = new ThrottledAttempt(db, subject, []);
    for (const dimension of ['address', 'account-address', 'account'] as const) {
      const key = throttleKey(dimension, email, ip);
      const count = await repo.countAttempt(db, key, nowIso, cutoff);
      attempt.counted.push({ dimension, key });
      const over = (count.locked_until !== null && count.locked_until > nowIso) || count.failures > SIGN_IN_THROTTLE.limits[dimension];
      if (!over) continue;
      if (dimension === 'account' && (await attempt.fromKnownAddress())) continue;
      await attempt.lockReached([{ dimension, key }]);
      const lock = await repo.findCount(db, key);
      const until = lock?.locked_until ? new Date(lock.locked_until).getTime() : now.getTime() + SIGN_IN_THROTTLE.lockMinutes * MINUTE;
      throw new ApiError(ErrorCode.TooManyAttempts, { minutes: Math.max(1, Math.ceil((until - now.getTime()) / MINUTE)) });
    }
    return attempt;
  }

  /** Wrong password or code: the attempt stays counted, and any counter at its limit locks. */
  async failed() {
    await this.lockReached(this.counted);
  }

  /** Not a guess (right password, but blocked or asked for its code): the attempt is given back. */
  async notAFailure() {
    for (const { key } of this.counted) await repo.refundAttempt(this.db, key);
  }

  /** Signed in: the address gets its attempt back, the account's own counts start again. */
  async succeeded() {
    const nowIso = this.subject.now.toISOString();
    for (const { dimension, key } of this.counted) {
      if (dimension === 'address') await repo.refundAttempt(this.db, key);
      else await repo.clearCount(this.db, key, nowIso);
    }
  }

  private async fromKnownAddress() {
    const since = new Date(this.subject.now.getTime() - SIGN_IN_THROTTLE.knownAddressDays * 24 * 60 * MINUTE).toISOString();
    return repo.signedInFrom(this.db, this.subject.email, this.subject.ip, since);
  }

  /** Starts the locks whose counters reached their limit; each new lock leaves an admin-log row. */
  private async lockReached(counted: Counted[]) {
    const { now, email, ip } = this.subject;
    const until = new Date(now.getTime() + SIGN_IN_THROTTLE.lockMinutes * MINUTE);
    for (const { dimension, key } of counted) {
      const limit = SIGN_IN_THROTTLE.limits[dimension];
      if (!(await repo.lockWhenReached(this.db, key, limit, now.toISOString(), until.toISOString()))) continue;
      const adminId = dimension === 'address' ? undefined : await this.subject.adminId();
      await writeAdminLog(this.db, {
        adminId: null,
        ip,
        operationId: OPERATION_ID,
        targetIds: adminId === undefined ? [] : [adminId],
        after: { signInLockout: dimension, ...(dimension === 'address' ? {} : { email }), ip, limit, lockedUntil: until.toISOString() },
        at: now,
      });
    }
  }
}
