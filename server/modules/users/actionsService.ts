import { ErrorCode } from '../../../src/domain/errors.ts';
import { isLocale, LOCALES } from '../../../src/domain/languages.ts';
import { isValidPassword } from '../../../src/domain/password.ts';
import { utcOffsetMinutes } from '../../../src/domain/timezone.ts';
import { isValidUserName, mayLiftLock, USER_MESSAGES, USER_ROLES, type LockSource, type UserRole } from '../../../src/domain/users.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { accessRefused, ApiError, impossible, invalid } from '../../http/apiError.ts';
import { chunks, requireUser } from './common.ts';
import { requireAdmin, type BodyOf, type RequestContext } from '../../http/operation.ts';
import { activeLocks, updateUser } from './repository.ts';
import * as repo from './actionsRepository.ts';
import { resolveSelection, type Selection } from './selection.ts';

const MINUTE = 60_000;

/** Logs a bulk action: the users it changed, the selection, and the change as before/after. */
async function auditBulk(ctx: RequestContext, selection: Selection, changed: number[], before: object, after: object) {
  const how = selection.selectAll ? { selectAll: true, filter: selection.filter ?? {} } : { userIdList: selection.userIdList };
  await ctx.audit({ targetIds: changed, before: { ...before, selection: how }, after: { ...after, affected: changed.length } });
  return { success: true as const, affected: changed.length };
}

export type LockBody = BodyOf<'PUT v2/User/UsersLock'>;

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
    await repo.deleteLocksOfType(ctx.db, targets, body.lockType);
    const history = await repo.insertLockHistory(
      ctx.db,
      targets.map((userId) => ({
        user_id: userId, kind: 'lock' as const, lock_type: body.lockType, source: 'admin' as const, admin_id: admin.id, arbitrator_id: null,
        minutes: body.minutes ?? null, date_created: at, until, unblocked: 0, date_unblocked: null, unblocked_by_admin_id: null, comment,
      })),
    );
    await repo.insertLocks(ctx.db, history.map((h) => ({ user_id: h.user_id, lock_type: body.lockType, history_id: h.id, date_created: at, until })));
    locked.push(...targets);
  }
  return auditBulk(ctx, body, locked, { lockType: body.lockType, locked: false }, { lockType: body.lockType, locked: true, minutes: body.minutes ?? null, until, comment });
}

export type UnlockBody = BodyOf<'PUT v2/User/UsersUnlock'>;

const setterOf = (row: { source: LockSource | null; admin_status: number | null }) =>
  row.source === null ? undefined : { source: row.source, adminStatus: row.admin_status };

/**
 * Refuses the whole call (403, nothing lifted) when a lock or block it would lift was set by someone
 * this admin may not overrule (`mayLiftLock`: support lifts only what support set). Checked before
 * anything changes; the write's transaction also undoes everything if it throws later.
 */
async function requireLiftable(ctx: RequestContext, adminStatus: number, ids: number[], kind: 'lock' | 'block', lockType: number | undefined) {
  if (mayLiftLock(undefined, adminStatus)) return;
  const at = ctx.now().toISOString();
  for (const part of chunks(ids)) {
    if (kind === 'lock') {
      const locks = (await activeLocks(ctx.db, part, at)).filter((l) => lockType === undefined || l.lock_type === lockType);
      for (const chunk of chunks(locks)) {
        const setters = await repo.historySetters(ctx.db, chunk.map((l) => l.history_id));
        const byId = new Map(setters.map((h) => [h.id, setterOf(h)]));
        if (chunk.some((l) => !mayLiftLock(byId.get(l.history_id), adminStatus))) throw accessRefused('liftNotAllowed');
      }
    } else {
      // A blocked user with no open block in the history: its setter is unknown, so only an admin lifts it.
      const rows = await repo.openBlockSetters(ctx.db, part);
      if (rows.some((r) => !mayLiftLock(setterOf(r), adminStatus))) throw accessRefused('liftNotAllowed');
    }
  }
}

/** Lifts locks in force (one type, or all); their history rows are marked unblocked. */
export async function unlockUsers(ctx: RequestContext, body: UnlockBody) {
  const admin = requireAdmin(ctx);
  const ids = await resolveSelection(ctx, body);
  await requireLiftable(ctx, admin.adminStatus, ids, 'lock', body.lockType);
  const at = ctx.now().toISOString();
  const unlocked = new Set<number>();
  const lifted = new Set<number>();
  for (const part of chunks(ids)) {
    const locks = (await activeLocks(ctx.db, part, at)).filter((l) => body.lockType === undefined || l.lock_type === body.lockType);
    if (!locks.length) continue;
    for (const chunk of chunks(locks)) {
      await repo.markHistoryUnblocked(ctx.db, chunk.map((l) => l.history_id), at, admin.id);
      for (const l of chunk) {
        await repo.deleteLock(ctx.db, l.user_id, l.lock_type);
        unlocked.add(l.user_id);
        lifted.add(l.lock_type);
      }
    }
  }
  const changed = [...unlocked].sort((a, b) => a - b);
  return auditBulk(ctx, body, changed, { lockTypes: [...lifted].sort((a, b) => a - b) }, { lockTypes: [], comment: body.comment?.trim() || null });
}

export type BlockBody = BodyOf<'PUT v2/User/UsersBlock'> | BodyOf<'PUT v2/User/UsersUnblock'>;

/** Blocks users not blocked yet (a conditional update: a concurrent block is not counted twice). */
export async function blockUsers(ctx: RequestContext, body: BlockBody) {
  const admin = requireAdmin(ctx);
  const ids = await resolveSelection(ctx, body);
  const at = ctx.now().toISOString();
  const comment = body.comment?.trim() || null;
  const blocked: number[] = [];
  for (const part of chunks(ids)) {
    const changed = await repo.setBlocked(ctx.db, part, true);
    if (!changed.length) continue;
    await repo.insertLockHistory(
      ctx.db,
      changed.map((userId) => ({
        user_id: userId, kind: 'block' as const, lock_type: null, source: 'admin' as const, admin_id: admin.id, arbitrator_id: null,
        minutes: null, date_created: at, until: null, unblocked: 0, date_unblocked: null, unblocked_by_admin_id: null, comment,
      })),
    );
    blocked.push(...changed);
  }
  return auditBulk(ctx, body, blocked.sort((a, b) => a - b), { isBlocked: false }, { isBlocked: true, comment });
}

/** Unblocks blocked users; their open block in the history is marked unblocked. */
export async function unblockUsers(ctx: RequestContext, body: BlockBody) {
  const admin = requireAdmin(ctx);
  const ids = await resolveSelection(ctx, body);
  await requireLiftable(ctx, admin.adminStatus, ids, 'block', undefined);
  const at = ctx.now().toISOString();
  const unblocked: number[] = [];
  for (const part of chunks(ids)) {
    const changed = await repo.setBlocked(ctx.db, part, false);
    if (!changed.length) continue;
    await repo.markBlocksUnblocked(ctx.db, changed, at, admin.id);
    unblocked.push(...changed);
  }
  return auditBulk(ctx, body, unblocked.sort((a, b) => a - b), { isBlocked: true }, { isBlocked: false, comment: body.comment?.trim() || null });
}

export type RoleBody = BodyOf<'PUT v2/User/AddUserRole'> | BodyOf<'PUT v2/User/RemoveUserRole'>;

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
    const having = await repo.usersHavingRole(ctx.db, part, role);
    const targets = part.filter((id) => !having.has(id));
    if (!targets.length) continue;
    await repo.insertRoles(ctx.db, targets, role, at);
    added.push(...targets);
  }
  return auditBulk(ctx, body, added, { role, hasRole: false }, { role, hasRole: true });
}

export async function removeUserRole(ctx: RequestContext, body: RoleBody) {
  const role = requireRole(body.role);
  const ids = await resolveSelection(ctx, body);
  const removed: number[] = [];
  for (const part of chunks(ids)) {
    removed.push(...(await repo.deleteRoles(ctx.db, part, role)));
  }
  return auditBulk(ctx, body, removed.sort((a, b) => a - b), { role, hasRole: true }, { role, hasRole: false });
}

/** Soft delete: the user leaves the list for the deleted-users list. */
export async function removeUser(ctx: RequestContext, userId: number) {
  const user = await requireUser(ctx.db, userId);
  if (user.is_deleted) throw impossible(USER_MESSAGES.alreadyRemoved, 'alreadyRemoved');
  const at = ctx.now().toISOString();
  if (!(await repo.softDeleteUser(ctx.db, userId, at))) throw impossible(USER_MESSAGES.alreadyRemoved, 'alreadyRemoved');
  await ctx.audit({ targetIds: [userId], before: { isDeleted: false, dateDeleted: null }, after: { isDeleted: true, dateDeleted: at } });
  return { success: true };
}

export type CreateUserBody = BodyOf<'POST v2/User/CreateUser'>;

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
  const taken = await repo.findUsersByNameOrEmail(ctx.db, userName, email);
  if (taken.some((u) => u.user_name.toLowerCase() === userName.toLowerCase())) throw impossible(USER_MESSAGES.userNameExists, 'userNameExists');
  if (taken.length) throw impossible(USER_MESSAGES.emailExists, 'emailExists');
  const at = ctx.now().toISOString();
  const row = {
    user_name: userName, email, status: 0, user_type: 0, locale: body.locale ?? 'en', reg_date: at, last_login_date: null,
    verification_request_date: null, is_blocked: 0, is_deleted: 0, date_deleted: null, password_hash: await hashPassword(body.password),
  };
  let id: number;
  try {
    id = await repo.insertUser(ctx.db, row);
  } catch (error) {
    // Two admins creating the same user at once: the unique indexes decide.
    if (isUniqueViolation(error)) throw impossible(USER_MESSAGES.userNameExists, 'userNameExists');
    throw error;
  }
  await ctx.audit({ targetIds: [id], before: null, after: { id, userName, email, locale: row.locale, status: 0 } });
  return { id };
}

export async function changeUserPassword(ctx: RequestContext, userId: number, newPassword: string) {
  if (!isValidPassword(newPassword)) throw new ApiError(ErrorCode.PasswordRule);
  await requireUser(ctx.db, userId);
  await updateUser(ctx.db, userId, { password_hash: await hashPassword(newPassword) });
  await ctx.audit({ targetIds: [userId], before: { password: 'old' }, after: { password: 'changed' } });
  return { success: true };
}

/** PUT v1/user/{id}/identificator (v1 envelope). */
export async function changeIdentificator(ctx: RequestContext, userId: number, identificator: string) {
  const value = identificator.trim();
  if (!value) throw invalid('/identificator', USER_MESSAGES.identificatorEmpty, 'identificatorEmpty');
  const user = await requireUser(ctx.db, userId);
  await updateUser(ctx.db, userId, { identificator: value });
  await ctx.audit({ targetIds: [userId], before: { identificator: user.identificator ?? null }, after: { identificator: value } });
  return {};
}

/** PUT v1/user/{id}/language (v1 envelope): only the interface languages. */
export async function changeLanguage(ctx: RequestContext, userId: number, language: string) {
  const locale = language.trim().toLowerCase();
  if (!isLocale(locale)) throw invalid('/language', USER_MESSAGES.languageNotAllowed, 'languageNotAllowed');
  const user = await requireUser(ctx.db, userId);
  await updateUser(ctx.db, userId, { locale });
  await ctx.audit({ targetIds: [userId], before: { locale: user.locale }, after: { locale } });
  return {};
}

export async function updateLocalization(ctx: RequestContext, body: BodyOf<'PUT v2/User/UpdateUserLocalizationSettings'>) {
  if (!(LOCALES as readonly string[]).includes(body.locale)) throw invalid('/locale', USER_MESSAGES.languageNotAllowed, 'languageNotAllowed');
  const timezone = body.timezone === undefined ? undefined : body.timezone === null || body.timezone.trim() === '' ? null : body.timezone.trim();
  if (timezone && utcOffsetMinutes(timezone) === null) throw invalid('/timezone', 'Unknown time zone', 'unknownTimeZone');
  const user = await requireUser(ctx.db, body.userId);
  await updateUser(ctx.db, body.userId, { locale: body.locale, ...(timezone === undefined ? {} : { timezone }) });
  await ctx.audit({
    targetIds: [body.userId],
    before: { locale: user.locale, timezone: user.timezone ?? null },
    after: { locale: body.locale, timezone: timezone === undefined ? (user.timezone ?? null) : timezone },
  });
  return { success: true };
}
