import { guardAction } from '../../core/approvals.ts';
import {
  CANNOT_BLOCK_YOURSELF,
  CANNOT_CHANGE_OWN_STATUS,
  EMAIL_TAKEN,
  OUTRANKED,
  USER_NAME_TAKEN,
  outranks,
} from '../../../src/domain/adminManagement.ts';
import { DEFAULT_ADMIN_SETTINGS } from '../../../src/domain/adminSettings.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { isValidPassword } from '../../../src/domain/password.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { ErrorReason } from '../../../src/domain/errorReasons.ts';
import { ApiError, impossible, invalid, notFound, refused } from '../../http/apiError.ts';
import { requireAdmin, type AuthAdmin, type BodyOf, type QueryOf, type RequestContext } from '../../http/operation.ts';
import { rangeEndIso, rangeStartIso } from '../../core/dateRange.ts';
import { LOG_REF_KINDS, operationsOfArea, referencedIds, type LogRefKind } from '../../../src/domain/adminLog.ts';
import * as repo from './repository.ts';

const ADMIN_NOT_FOUND = 'Admin not found';
const SETTING_NOT_FOUND = 'Notification setting not found';

/** 403 with the reason: the actor's rank is not above the target's (or the status they give). */
const outranked = () => refused(OUTRANKED, 'adminOutranked');

async function requireTarget(ctx: RequestContext, adminId: number) {
  const row = await repo.findAdmin(ctx.db, adminId);
  if (!row) throw notFound(ADMIN_NOT_FOUND, 'adminNotFound');
  return row;
}

export async function createAdmin(ctx: RequestContext, q: QueryOf<'POST User/CreateAdmin'>) {
  const actor = requireAdmin(ctx);
  if (!outranks(actor.adminStatus, q.AdminStatus)) throw outranked();
  // (an approved run has only the hash, checked when the request was made)
  if (!ctx.approval?.secrets?.passwordHash && !isValidPassword(q.Password)) throw new ApiError(ErrorCode.PasswordRule, {}, [{ path: '/Password', message: 'Password rule violated' }]);
  const email = q.Email.trim().toLowerCase();
  const clash = await repo.findClash(ctx.db, email, q.UserName);
  if (clash.email) throw impossible(EMAIL_TAKEN, 'adminEmailExists');
  if (clash.userName) throw impossible(USER_NAME_TAKEN, 'adminUserNameExists');
  // Four-eyes policy (issue 29): a new staff account may wait for a second admin. The request keeps
  // the password's hash only, as a secret the approvals API never shows; the approved run uses it.
  const passwordHash = ctx.approval?.secrets?.passwordHash ?? (await hashPassword(q.Password));
  const held = await guardAction(ctx, {
    parameters: { query: { ...q, Password: '' } },
    secrets: { passwordHash },
    before: null,
    makerComment: null,
  });
  if (held) return held;
  const id = await repo.insertAdmin(ctx.db, {
    email,
    user_name: q.UserName,
    password_hash: passwordHash,
    admin_status: q.AdminStatus,
    settings: JSON.stringify(DEFAULT_ADMIN_SETTINGS),
    date_created: ctx.now().toISOString(),
  });
  // The password is deliberately absent: it never reaches the admin log.
  await ctx.audit({ targetIds: [id], before: null, after: { email, userName: q.UserName, adminStatus: q.AdminStatus, isBlocked: false } });
  return { id };
}

/** Shared checks of block, unblock and status change: not oneself, and only over a lower rank. */
async function requireManageable(ctx: RequestContext, actor: AuthAdmin, adminId: number, selfMessage: string, selfReason: ErrorReason) {
  if (adminId === actor.id) throw invalid('/AdminId', selfMessage, selfReason);
  const target = await requireTarget(ctx, adminId);
  if (!outranks(actor.adminStatus, target.admin_status)) throw outranked();
  return target;
}

export async function blockAdmin(ctx: RequestContext, adminId: number) {
  const actor = requireAdmin(ctx);
  const target = await requireManageable(ctx, actor, adminId, CANNOT_BLOCK_YOURSELF, 'cannotBlockYourself');
  if (target.is_blocked === 1) return { success: true };
  await repo.setBlocked(ctx.db, adminId, true);
  // Their sessions end at once: the next call with any of their tokens answers 401.
  const sessionsEnded = await repo.revokeAllTokens(ctx.db, adminId, ctx.now().toISOString());
  await ctx.audit({ targetIds: [adminId], before: { isBlocked: false }, after: { isBlocked: true, sessionsEnded } });
  return { success: true };
}

export async function unblockAdmin(ctx: RequestContext, adminId: number) {
  const actor = requireAdmin(ctx);
  const target = await requireManageable(ctx, actor, adminId, CANNOT_BLOCK_YOURSELF, 'cannotBlockYourself');
  if (target.is_blocked === 0) return { success: true };
  await repo.setBlocked(ctx.db, adminId, false);
  await ctx.audit({ targetIds: [adminId], before: { isBlocked: true }, after: { isBlocked: false } });
  return { success: true };
}

export async function changeAdminStatus(ctx: RequestContext, adminId: number, status: number) {
  const actor = requireAdmin(ctx);
  const target = await requireManageable(ctx, actor, adminId, CANNOT_CHANGE_OWN_STATUS, 'cannotChangeOwnStatus');
  if (!outranks(actor.adminStatus, status)) throw outranked();
  if (target.admin_status === status) return { success: true };
  const held = await guardAction(ctx, { parameters: { query: { AdminId: adminId, AdminStatus: status } }, targetId: adminId, before: { adminStatus: target.admin_status } });
  if (held) return held;
  await repo.setStatus(ctx.db, adminId, status);
  await ctx.audit({ targetIds: [adminId], before: { adminStatus: target.admin_status }, after: { adminStatus: status } });
  return { success: true };
}

// Notification settings: one's own, or those of an admin one outranks.

async function requireSettingsAccess(ctx: RequestContext, adminId: number) {
  const actor = requireAdmin(ctx);
  if (adminId === actor.id) return;
  const target = await requireTarget(ctx, adminId);
  if (!outranks(actor.adminStatus, target.admin_status)) throw outranked();
}

const toSetting = (r: Awaited<ReturnType<typeof repo.listNotificationSettings>>[number]) => ({
  id: r.id,
  adminId: r.admin_id,
  notificationType: r.notification_type,
  channel: r.channel,
  isEnabled: r.is_enabled === 1,
});

export async function getNotificationSettings(ctx: RequestContext, adminId: number) {
  await requireSettingsAccess(ctx, adminId);
  return { items: (await repo.listNotificationSettings(ctx.db, adminId)).map(toSetting) };
}

export async function addNotificationSetting(ctx: RequestContext, body: BodyOf<'POST v2/Communication/AddAdminNotificationsSettings'>) {
  await requireSettingsAccess(ctx, body.adminId);
  if (await repo.findNotificationSettingByKey(ctx.db, body.adminId, body.notificationType, body.channel)) {
    throw impossible('This notification is already set for this channel', 'notificationAlreadySet');
  }
  const row = { admin_id: body.adminId, notification_type: body.notificationType, channel: body.channel, is_enabled: body.isEnabled ? 1 : 0 };
  const id = await repo.insertNotificationSetting(ctx.db, row);
  await ctx.audit({ targetIds: [body.adminId, id], before: null, after: toSetting({ id, ...row }) });
  return { id };
}

async function requireSetting(ctx: RequestContext, id: number) {
  const row = await repo.findNotificationSetting(ctx.db, id);
  if (!row) throw notFound(SETTING_NOT_FOUND, 'notificationSettingNotFound');
  await requireSettingsAccess(ctx, row.admin_id);
  return row;
}

export async function editNotificationSetting(ctx: RequestContext, body: BodyOf<'PUT v2/Communication/EditAdminNotificationsSettings'>) {
  const row = await requireSetting(ctx, body.id);
  const channel = body.channel ?? row.channel;
  if (channel !== row.channel && (await repo.findNotificationSettingByKey(ctx.db, row.admin_id, row.notification_type, channel))) {
    throw impossible('This notification is already set for this channel', 'notificationAlreadySet');
  }
  const after = { ...row, channel, is_enabled: body.isEnabled === undefined ? row.is_enabled : body.isEnabled ? 1 : 0 };
  await repo.updateNotificationSetting(ctx.db, row.id, { channel: after.channel, is_enabled: after.is_enabled });
  await ctx.audit({ targetIds: [row.admin_id, row.id], before: toSetting(row), after: toSetting(after) });
  return { success: true };
}

export async function removeNotificationSetting(ctx: RequestContext, id: number) {
  const row = await requireSetting(ctx, id);
  await repo.deleteNotificationSetting(ctx.db, id);
  await ctx.audit({ targetIds: [row.admin_id, row.id], before: toSetting(row), after: null });
  return { success: true };
}

// The admin log

/** A stored state as the contract's object (or null): other JSON values are wrapped as `{ value }`. */
function stateObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  if (value === null) return null;
  if (typeof value === 'object' && !Array.isArray(value)) return { ...value };
  return { value };
}

function targetIds(text: string): (number | string)[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((v): v is number | string => typeof v === 'number' || typeof v === 'string') : [];
}

export async function getAdminLogs(ctx: RequestContext, body: BodyOf<'POST User/GetAdminLogs'>) {
  const filter: repo.AdminLogFilter = {
    adminId: body.adminId,
    operationId: body.operationId?.trim() || undefined,
    operationIds: body.area === undefined ? undefined : operationsOfArea(body.area),
    targetId: body.targetId,
    from: rangeStartIso(body.dateFrom),
    to: rangeEndIso(body.dateTo),
  };
  const [rows, total] = await Promise.all([repo.listLogs(ctx.db, filter, body.offset, body.limit), repo.countLogs(ctx.db, filter)]);
  const logList = rows.map((r) => ({
    id: r.id,
    adminId: r.admin_id,
    adminEmail: r.email,
    operationId: r.operation_id,
    targetIds: targetIds(r.target_ids),
    before: stateObject(r.before_state),
    after: stateObject(r.after_state),
    ip: r.ip,
    dateCreated: r.created_at,
  }));
  // Names of the users, admins, currencies, payment methods and markets the page's fields refer to.
  const referenced = referencedIds(logList.flatMap((e) => [e.before, e.after]));
  const ids = Object.fromEntries(LOG_REF_KINDS.map((kind) => [kind, [...referenced[kind]]])) as Record<LogRefKind, number[]>;
  const found = await repo.namesOf(ctx.db, ids);
  const names = Object.fromEntries(LOG_REF_KINDS.map((kind) => [kind, Object.fromEntries([...found[kind]].map(([id, name]) => [String(id), name]))])) as Record<LogRefKind, Record<string, string>>;
  return { logList, pages: Math.ceil(total / body.limit), names };
}
