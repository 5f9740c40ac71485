import { ErrorCode } from '../../../src/domain/errors.ts';
import { isLocale, LOCALES } from '../../../src/domain/languages.ts';
import { isValidPassword } from '../../../src/domain/password.ts';
import { utcOffsetMinutes } from '../../../src/domain/timezone.ts';
import { isValidUserName, USER_MESSAGES, USER_ROLES, type UserRole } from '../../../src/domain/users.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { ApiError } from '../../http/apiError.ts';
import type { RequestContext } from '../../http/operation.ts';
import { v1Ok } from '../../http/v1Result.ts';
import { chunks, conflict, invalid, requireAdmin, requireUser } from './common.ts';
import { activeLocks } from './repository.ts';
import { resolveSelection, type Selection } from './selection.ts';

const MINUTE = 60_000;

/** Logs a bulk action: the users it changed, the selection, and the change as before/after. */
async function auditBulk(ctx: RequestContext, selection: Selection, changed: number[], before: object, after: object) {
  const how = selection.selectAll ? { selectAll: true, filter: selection.filter ?? {} } : { userIdList: selection.userIdList };
  await ctx.audit({ targetIds: changed, before: { ...before, selection: how }, after: { ...after, affected: changed.length } });
  return { success: true as const, affected: changed.length };
}

export interface LockBody extends Selection {
  lockType: number;
  minutes?: number | null;
  comment?: string;
}

/** Locks users by type; those already under this lock keep theirs. Each new lock goes to the history. */
export async function lockUsers(ctx: RequestContext, body: LockBody) {
  const admin = requireAdmin(ctx);
  const ids = await resolveSelection(ctx, body);
  const now = ctx.now();
  const at = now.toISOString();
  const until = body.minutes ? new Date(now.getTime() + body.minutes * MINUTE).toISOString() : null;
  const comment = body.comment?.trim() || null;
  const locked: number[] = [];
  for (const part of chunks(ids)) {
    const already = new Set((await activeLocks(ctx.db, part, at)).filter((l) => l.lock_type === body.lockType).map((l) => l.user_id));
    const targets = part.filter((id) => !already.has(id));
    if (!targets.length) continue;
    // An ended lock of the same type still holds the (user, type) key: it goes first.
    await ctx.db.deleteFrom('user_locks').where('user_id', 'in', targets).where('lock_type', '=', body.lockType).execute();
    const history = await ctx.db
      .insertInto('user_lock_history')
      .values(
        targets.map((userId) => ({
          user_id: userId, kind: 'lock' as const, lock_type: body.lockType, source: 'admin' as const, admin_id: admin.id, arbitrator_id: null,
          minutes: body.minutes ?? null, date_created: at, until, unblocked: 0, date_unblocked: null, unblocked_by_admin_id: null, comment,
        })),
      )
      .returning(['id', 'user_id'])
      .execute();
    await ctx.db
      .insertInto('user_locks')
      .values(history.map((h) => ({ user_id: h.user_id, lock_type: body.lockType, history_id: h.id, date_created: at, until })))
      .execute();
    locked.push(...targets);
  }
  return auditBulk(ctx, body, locked, { lockType: body.lockType, locked: false }, { lockType: body.lockType, locked: true, minutes: body.minutes ?? null, until, comment });
}

export interface UnlockBody extends Selection {
  lockType?: number;
  comment?: string;
}

/** Lifts locks in force (one type, or all); their history rows are marked unblocked. */
export async function unlockUsers(ctx: RequestContext, body: UnlockBody) {
  const admin = requireAdmin(ctx);
  const ids = await resolveSelection(ctx, body);
  const at = ctx.now().toISOString();
  const unlocked = new Set<number>();
  const lifted = new Set<number>();
  for (const part of chunks(ids)) {
    const locks = (await activeLocks(ctx.db, part, at)).filter((l) => body.lockType === undefined || l.lock_type === body.lockType);
    if (!locks.length) continue;
    for (const chunk of chunks(locks)) {
      await ctx.db
        .updateTable('user_lock_history')
        .set({ unblocked: 1, date_unblocked: at, unblocked_by_admin_id: admin.id })
        .where('id', 'in', chunk.map((l) => l.history_id))
        .execute();
      for (const l of chunk) {
        await ctx.db.deleteFrom('user_locks').where('user_id', '=', l.user_id).where('lock_type', '=', l.lock_type).execute();
        unlocked.add(l.user_id);
        lifted.add(l.lock_type);
      }
    }
  }
  const changed = [...unlocked].sort((a, b) => a - b);
  return auditBulk(ctx, body, changed, { lockTypes: [...lifted].sort((a, b) => a - b) }, { lockTypes: [], comment: body.comment?.trim() || null });
}

export interface BlockBody extends Selection {
  comment?: string;
}

/** Blocks users not blocked yet (a conditional update: a concurrent block is not counted twice). */
export async function blockUsers(ctx: RequestContext, body: BlockBody) {
  const admin = requireAdmin(ctx);
  const ids = await resolveSelection(ctx, body);
  const at = ctx.now().toISOString();
  const comment = body.comment?.trim() || null;
  const blocked: number[] = [];
  for (const part of chunks(ids)) {
    const rows = await ctx.db.updateTable('users').set({ is_blocked: 1 }).where('id', 'in', part).where('is_blocked', '=', 0).returning('id').execute();
    if (!rows.length) continue;
    await ctx.db
      .insertInto('user_lock_history')
      .values(
        rows.map((r) => ({
          user_id: r.id, kind: 'block' as const, lock_type: null, source: 'admin' as const, admin_id: admin.id, arbitrator_id: null,
          minutes: null, date_created: at, until: null, unblocked: 0, date_unblocked: null, unblocked_by_admin_id: null, comment,
        })),
      )
      .execute();
    blocked.push(...rows.map((r) => r.id));
  }
  return auditBulk(ctx, body, blocked.sort((a, b) => a - b), { isBlocked: false }, { isBlocked: true, comment });
}

/** Unblocks blocked users; their open block in the history is marked unblocked. */
export async function unblockUsers(ctx: RequestContext, body: BlockBody) {
  const admin = requireAdmin(ctx);
  const ids = await resolveSelection(ctx, body);
  const at = ctx.now().toISOString();
  const unblocked: number[] = [];
  for (const part of chunks(ids)) {
    const rows = await ctx.db.updateTable('users').set({ is_blocked: 0 }).where('id', 'in', part).where('is_blocked', '=', 1).returning('id').execute();
    if (!rows.length) continue;
    await ctx.db
      .updateTable('user_lock_history')
      .set({ unblocked: 1, date_unblocked: at, unblocked_by_admin_id: admin.id })
      .where('user_id', 'in', rows.map((r) => r.id))
      .where('kind', '=', 'block')
      .where('unblocked', '=', 0)
      .execute();
    unblocked.push(...rows.map((r) => r.id));
  }
  return auditBulk(ctx, body, unblocked.sort((a, b) => a - b), { isBlocked: true }, { isBlocked: false, comment: body.comment?.trim() || null });
}

export interface RoleBody extends Selection {
  role?: UserRole | null;
}

function requireRole(role: UserRole | null | undefined): UserRole {
  if (!role || !(USER_ROLES as readonly string[]).includes(role)) throw invalid('/role', USER_MESSAGES.chooseRole, 'chooseRole');
  return role;
}

export async function addUserRole(ctx: RequestContext, body: RoleBody) {
  const role = requireRole(body.role);
  const ids = await resolveSelection(ctx, body);
  const at = ctx.now().toISOString();
  const added: number[] = [];
  for (const part of chunks(ids)) {
    const having = new Set((await ctx.db.selectFrom('user_roles').select('user_id').where('user_id', 'in', part).where('role', '=', role).execute()).map((r) => r.user_id));
    const targets = part.filter((id) => !having.has(id));
    if (!targets.length) continue;
    await ctx.db.insertInto('user_roles').values(targets.map((id) => ({ user_id: id, role, date_created: at }))).execute();
    added.push(...targets);
  }
  return auditBulk(ctx, body, added, { role, hasRole: false }, { role, hasRole: true });
}

export async function removeUserRole(ctx: RequestContext, body: RoleBody) {
  const role = requireRole(body.role);
  const ids = await resolveSelection(ctx, body);
  const removed: number[] = [];
  for (const part of chunks(ids)) {
    const rows = await ctx.db.deleteFrom('user_roles').where('user_id', 'in', part).where('role', '=', role).returning('user_id').execute();
    removed.push(...rows.map((r) => r.user_id));
  }
  return auditBulk(ctx, body, removed.sort((a, b) => a - b), { role, hasRole: true }, { role, hasRole: false });
}

/** Soft delete: the user leaves the list for the deleted-users list. */
export async function removeUser(ctx: RequestContext, userId: number) {
  const user = await requireUser(ctx.db, userId);
  if (user.is_deleted) throw conflict(USER_MESSAGES.alreadyRemoved, 'alreadyRemoved');
  const at = ctx.now().toISOString();
  const updated = await ctx.db.updateTable('users').set({ is_deleted: 1, date_deleted: at }).where('id', '=', userId).where('is_deleted', '=', 0).executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw conflict(USER_MESSAGES.alreadyRemoved, 'alreadyRemoved');
  await ctx.audit({ targetIds: [userId], before: { isDeleted: false, dateDeleted: null }, after: { isDeleted: true, dateDeleted: at } });
  return { success: true };
}

export interface CreateUserBody {
  userName: string;
  email: string;
  password: string;
  locale?: string;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

/** A new user (status New): user-name and password rules, user name and e-mail unique. */
export async function createUser(ctx: RequestContext, body: CreateUserBody) {
  const userName = body.userName.trim();
  const email = body.email.trim().toLowerCase();
  if (!isValidUserName(userName)) throw invalid('/userName', USER_MESSAGES.invalidUserName, 'invalidUserName');
  if (!isValidPassword(body.password)) throw new ApiError(ErrorCode.PasswordRule);
  const taken = await ctx.db
    .selectFrom('users')
    .select(['user_name', 'email'])
    .where((eb) => eb.or([eb(eb.fn('lower', ['user_name']), '=', userName.toLowerCase()), eb('email', '=', email)]))
    .execute();
  if (taken.some((u) => u.user_name.toLowerCase() === userName.toLowerCase())) throw conflict(USER_MESSAGES.userNameExists, 'userNameExists');
  if (taken.length) throw conflict(USER_MESSAGES.emailExists, 'emailExists');
  const at = ctx.now().toISOString();
  const row = {
    user_name: userName, email, status: 0, user_type: 0, locale: body.locale ?? 'en', reg_date: at, last_login_date: null,
    verification_request_date: null, is_blocked: 0, is_deleted: 0, date_deleted: null, password_hash: await hashPassword(body.password),
  };
  let id: number;
  try {
    id = (await ctx.db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow()).id;
  } catch (error) {
    // Two admins creating the same user at once: the unique indexes decide.
    if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.userNameExists, 'userNameExists');
    throw error;
  }
  await ctx.audit({ targetIds: [id], before: null, after: { id, userName, email, locale: row.locale, status: 0 } });
  return { id };
}

export async function changeUserPassword(ctx: RequestContext, userId: number, newPassword: string) {
  if (!isValidPassword(newPassword)) throw new ApiError(ErrorCode.PasswordRule);
  await requireUser(ctx.db, userId);
  await ctx.db.updateTable('users').set({ password_hash: await hashPassword(newPassword) }).where('id', '=', userId).execute();
  await ctx.audit({ targetIds: [userId], before: { password: 'old' }, after: { password: 'changed' } });
  return { success: true };
}

/** PUT v1/user/{id}/identificator (v1 envelope). */
export async function changeIdentificator(ctx: RequestContext, userId: number, identificator: string) {
  const value = identificator.trim();
  if (!value) throw invalid('/identificator', USER_MESSAGES.identificatorEmpty, 'identificatorEmpty');
  const user = await requireUser(ctx.db, userId);
  await ctx.db.updateTable('users').set({ identificator: value }).where('id', '=', userId).execute();
  await ctx.audit({ targetIds: [userId], before: { identificator: user.identificator ?? null }, after: { identificator: value } });
  return v1Ok();
}

/** PUT v1/user/{id}/language (v1 envelope): only the interface languages. */
export async function changeLanguage(ctx: RequestContext, userId: number, language: string) {
  const locale = language.trim().toLowerCase();
  if (!isLocale(locale)) throw invalid('/language', USER_MESSAGES.languageNotAllowed, 'languageNotAllowed');
  const user = await requireUser(ctx.db, userId);
  await ctx.db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
  await ctx.audit({ targetIds: [userId], before: { locale: user.locale }, after: { locale } });
  return v1Ok();
}

export async function updateLocalization(ctx: RequestContext, body: { userId: number; locale: string; timezone?: string | null }) {
  if (!(LOCALES as readonly string[]).includes(body.locale)) throw invalid('/locale', USER_MESSAGES.languageNotAllowed, 'languageNotAllowed');
  const timezone = body.timezone === undefined ? undefined : body.timezone === null || body.timezone.trim() === '' ? null : body.timezone.trim();
  if (timezone && utcOffsetMinutes(timezone) === null) throw invalid('/timezone', 'Unknown time zone');
  const user = await requireUser(ctx.db, body.userId);
  await ctx.db
    .updateTable('users')
    .set({ locale: body.locale, ...(timezone === undefined ? {} : { timezone }) })
    .where('id', '=', body.userId)
    .execute();
  await ctx.audit({
    targetIds: [body.userId],
    before: { locale: user.locale, timezone: user.timezone ?? null },
    after: { locale: body.locale, timezone: timezone === undefined ? (user.timezone ?? null) : timezone },
  });
  return { success: true };
}
