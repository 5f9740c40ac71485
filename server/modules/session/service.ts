import { ErrorCode } from '../../../src/domain/errors.ts';
import { isValidPassword } from '../../../src/domain/password.ts';
import { mergeAdminSettings, type AdminSettings } from '../../../src/domain/adminSettings.ts';
import { ApiError } from '../../http/apiError.ts';
import { requireAdmin, type BodyOf, type RequestContext } from '../../http/operation.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { hashToken, newAccessToken } from '../../auth/tokens.ts';
import { totpStepOf } from '../../auth/totp.ts';
import * as repo from './repository.ts';
import { parseSettings } from './settings.ts';
import { ThrottledAttempt } from './throttle.ts';

const MINUTE = 60_000;

export type SignInInput = BodyOf<'POST Login/SignIn'>;

/**
 * Checks credentials and opens a session. Runs without a surrounding transaction on purpose:
 * a failed attempt must stay recorded although the call fails.
 */
export async function signIn(ctx: RequestContext, input: SignInInput) {
  const email = input.email.trim().toLowerCase();
  const now = ctx.now();
  const nowIso = now.toISOString();

  // Counted before the password is checked, so parallel guesses cannot race past the limit.
  let admin: Awaited<ReturnType<typeof repo.findAdminByEmail>> | null = null;
  const findAdmin = async () => (admin ??= await repo.findAdminByEmail(ctx.db, email));
  const attempt = await ThrottledAttempt.begin(ctx.db, { email, ip: ctx.ip, now, adminId: async () => (await findAdmin())?.id });
  const fail = async (code: ErrorCode): Promise<never> => {
    await repo.recordSignInAttempt(ctx.db, email, ctx.ip, false, nowIso);
    await attempt.failed();
    throw new ApiError(code);
  };
  const refuse = async (code: ErrorCode): Promise<never> => {
    await attempt.notAFailure();
    throw new ApiError(code);
  };

  const found = await findAdmin();
  if (!found) {
    await verifyPassword(await decoyPasswordHash(), input.password);
    return fail(ErrorCode.WrongCredentials);
  }
  if (!(await verifyPassword(found.password_hash, input.password))) return fail(ErrorCode.WrongCredentials);
  if (found.is_blocked) return refuse(ErrorCode.AdminBlocked);
  if (found.totp_secret) {
    if (!input.authCode) return refuse(ErrorCode.AuthCodeRequired);
    const step = totpStepOf(found.totp_secret, input.authCode);
    // A code opens one session: its step is claimed by a conditional update, so a replayed code (or
    // one of an earlier step) is wrong, and of two parallel sign-ins with one code only one wins.
    if (step === null || !(await repo.claimTotpStep(ctx.db, found.id, step))) return fail(ErrorCode.WrongAuthCode);
  }

  const accessToken = newAccessToken();
  const expiresAt = new Date(now.getTime() + ctx.config.tokenTtlMinutes * MINUTE).toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.recordSignInAttempt(trx, email, ctx.ip, true, nowIso);
    const tokenId = await repo.insertToken(trx, { admin_id: found.id, token_hash: hashToken(accessToken), ip: ctx.ip, created_at: nowIso, expires_at: expiresAt });
    await ctx.audit({ adminId: found.id, targetIds: [found.id], after: { tokenId, expiresAt } }, trx);
  });
  await attempt.succeeded();
  return { accessToken, expiresAt };
}

export function toCurrentAdmin(row: NonNullable<Awaited<ReturnType<typeof repo.findAdminById>>>) {
  return {
    id: row.id,
    userName: row.user_name,
    email: row.email,
    adminStatus: row.admin_status,
    isBlocked: row.is_blocked === 1,
    is2faEnabled: row.totp_secret !== null,
    settings: parseSettings(row.settings),
  };
}

/** The signed-in admin's row; a session whose admin vanished is treated as expired. */
async function loadSignedInAdmin(ctx: RequestContext) {
  const admin = requireAdmin(ctx);
  const row = await repo.findAdminById(ctx.db, admin.id);
  if (!row) throw new ApiError(ErrorCode.Unauthorized);
  return { admin, row };
}

export async function currentAdmin(ctx: RequestContext) {
  return toCurrentAdmin((await loadSignedInAdmin(ctx)).row);
}

export async function logout(ctx: RequestContext) {
  const admin = requireAdmin(ctx);
  await repo.revokeToken(ctx.db, admin.tokenId, ctx.now().toISOString());
  await ctx.audit({ targetIds: [admin.id], before: { tokenId: admin.tokenId }, after: { revoked: true } });
  return { success: true };
}

export async function updateSettings(ctx: RequestContext, patch: Partial<AdminSettings>) {
  const { admin, row } = await loadSignedInAdmin(ctx);
  const before = parseSettings(row.settings);
  const after = mergeAdminSettings(before, patch);
  await repo.updateAdminSettings(ctx.db, admin.id, JSON.stringify(after));
  await ctx.audit({ targetIds: [admin.id], before, after });
  return after;
}

export async function changePassword(ctx: RequestContext, oldPassword: string, newPassword: string) {
  const { admin, row } = await loadSignedInAdmin(ctx);
  if (!(await verifyPassword(row.password_hash, oldPassword))) throw new ApiError(ErrorCode.WrongCurrentPassword);
  if (!isValidPassword(newPassword)) throw new ApiError(ErrorCode.PasswordRule);
  await repo.updateAdminPassword(ctx.db, admin.id, await hashPassword(newPassword));
  // Other sessions of this admin end: whoever knew the old password is signed out.
  await repo.revokeOtherTokens(ctx.db, admin.id, admin.tokenId, ctx.now().toISOString());
  await ctx.audit({ targetIds: [admin.id], before: { password: 'old' }, after: { password: 'changed', otherSessionsRevoked: true } });
  return { success: true };
}

