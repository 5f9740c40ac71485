import { guardAction } from '../../core/approvals.ts';
import { normalizeIp } from '../../../src/domain/ip.ts';
import { canRemoveNfa, isNfaActive, USER_MESSAGES } from '../../../src/domain/users.ts';
import { pageCount } from '../../../src/domain/paging.ts';
import { notFound, impossible, invalid } from '../../http/apiError.ts';
import { rangeEndIso, rangeStartIso } from '../../core/dateRange.ts';
import { pageOf, requireUser, type PageQuery } from './common.ts';
import { requireAdmin, type BodyOf, type RequestContext } from '../../http/operation.ts';
import * as repo from './securityRepository.ts';

export async function lockHistory(ctx: RequestContext, body: { userId: number } & PageQuery) {
  await requireUser(ctx.db, body.userId);
  const { offset, limit, getTotal } = pageOf(body);
  const { rows, total } = await repo.lockHistory(ctx.db, body.userId, offset, limit, getTotal);
  return {
    items: rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      kind: r.kind,
      lockType: r.lock_type,
      source: r.source,
      adminId: r.admin_id,
      arbitratorId: r.arbitrator_id,
      moderatorEmail: r.admin_email ?? r.arbitrator_email ?? null,
      blockTimeMinutes: r.minutes,
      dateCreated: r.date_created,
      until: r.until,
      unblocked: r.unblocked === 1,
      dateUnblocked: r.date_unblocked,
      comment: r.comment,
    })),
    total,
  };
}

// ---- IP whitelist ----

const toIpEntry = (r: { id: number; user_id: number; ip: string; admin_id: number | null; date_created: string }) => ({
  id: r.id,
  userId: r.user_id,
  ip: r.ip,
  adminId: r.admin_id,
  dateCreated: r.date_created,
});

export async function ipWhitelist(ctx: RequestContext, userId: number) {
  await requireUser(ctx.db, userId);
  return { items: (await repo.ipWhitelist(ctx.db, userId)).map(toIpEntry) };
}

/** IPv4 or IPv6 only ("Invalid IP address"), stored in one spelling, no duplicates (409). */
export async function addIp(ctx: RequestContext, body: BodyOf<'PUT v2/User/AddIpToWhitelist'>) {
  const admin = requireAdmin(ctx);
  const ip = normalizeIp(body.ip);
  if (!ip) throw invalid('/ip', USER_MESSAGES.invalidIp, 'invalidIp');
  await requireUser(ctx.db, body.userId);
  const inserted = await repo.insertIp(ctx.db, body.userId, ip, admin.id, ctx.now().toISOString());
  if (!inserted) throw impossible(USER_MESSAGES.ipAlreadyListed, 'ipAlreadyListed');
  await ctx.audit({ targetIds: [body.userId], before: { listed: false, ip }, after: { listed: true, ip, id: inserted.id } });
  return toIpEntry(inserted);
}

export async function deleteIp(ctx: RequestContext, body: BodyOf<'PUT v2/User/DeleteIpFromWhitelist'>) {
  const ip = normalizeIp(body.ip);
  if (!ip) throw invalid('/ip', USER_MESSAGES.invalidIp, 'invalidIp');
  await requireUser(ctx.db, body.userId);
  if (!(await repo.deleteIp(ctx.db, body.userId, ip))) throw notFound(USER_MESSAGES.ipNotListed, 'ipNotListed');
  await ctx.audit({ targetIds: [body.userId], before: { listed: true, ip }, after: { listed: false, ip } });
  return { success: true };
}

export async function clearIps(ctx: RequestContext, userId: number) {
  await requireUser(ctx.db, userId);
  const before = (await repo.ipWhitelist(ctx.db, userId)).map((r) => r.ip);
  await repo.clearIps(ctx.db, userId);
  await ctx.audit({ targetIds: [userId], before: { ips: before }, after: { ips: [] } });
  return { success: true as const, affected: before.length };
}

// ---- Second factors ----

/**
 * Switches one second factor on or off. Off: refused for the last active method of types 0, 1 and 3
 * (spec 1 §5); on or off when it already is: 409. Each change goes to the second-factor history.
 */
export async function manageNfa(ctx: RequestContext, body: { userId: number; serviceType: number; isEnabled: boolean }, raw: unknown = body) {
  const admin = requireAdmin(ctx);
  await requireUser(ctx.db, body.userId);
  const factors = await repo.userNfa(ctx.db, body.userId);
  const state = factors.map((f) => ({ serviceType: f.service_type, dateEnabled: f.date_enabled, dateDisabled: f.date_disabled }));
  const current = state.find((f) => f.serviceType === body.serviceType);
  const active = current ? isNfaActive(current) : false;
  const at = ctx.now().toISOString();
  if (body.isEnabled) {
    if (active) throw impossible(USER_MESSAGES.nfaAlreadyEnabled, 'nfaAlreadyEnabled');
    await repo.enableNfa(ctx.db, body.userId, body.serviceType, current !== undefined, at);
  } else {
    if (!active) throw impossible(USER_MESSAGES.nfaNotEnabled, 'nfaNotEnabled');
    if (!canRemoveNfa(state, body.serviceType)) throw impossible(USER_MESSAGES.lastNfa, 'lastNfa');
    // Four-eyes policy (issue 29): turning off a second factor weakens the account; it may wait for a second admin.
    const held = await guardAction(ctx, {
      parameters: { body: raw },
      userId: body.userId,
      before: { serviceType: body.serviceType, enabled: true, activeFactors: state.filter(isNfaActive).map((f) => f.serviceType) },
    });
    if (held) return held;
    await repo.disableNfa(ctx.db, body.userId, body.serviceType, at);
  }
  await repo.insertNfaHistory(ctx.db, body.userId, body.serviceType, body.isEnabled ? 'enabled' : 'disabled', admin.id, at);
  await ctx.audit({
    targetIds: [body.userId],
    before: { serviceType: body.serviceType, enabled: active, dateEnabled: current?.dateEnabled ?? null, dateDisabled: current?.dateDisabled ?? null },
    after: { serviceType: body.serviceType, enabled: body.isEnabled },
  });
  return { success: true };
}

export async function nfaHistory(ctx: RequestContext, body: { userId: number } & PageQuery) {
  await requireUser(ctx.db, body.userId);
  const { offset, limit, getTotal } = pageOf(body);
  const { rows, total } = await repo.nfaHistory(ctx.db, body.userId, offset, limit, getTotal);
  return {
    items: rows.map((r) => ({ id: r.id, serviceType: r.service_type, action: r.action, adminId: r.admin_id, dateCreated: r.date_created })),
    total,
  };
}

// ---- Actions, 2FA codes, API clients ----

export async function userActions(ctx: RequestContext, body: { userId: number; dateFrom?: number; dateTo?: number } & PageQuery) {
  await requireUser(ctx.db, body.userId);
  const { rows, total } = await repo.userActions(ctx.db, {
    userId: body.userId,
    from: rangeStartIso(body.dateFrom),
    to: rangeEndIso(body.dateTo),
    ...pageOf(body),
  });
  return {
    items: rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      action: r.action,
      ip: r.ip,
      clientType: r.client_type,
      dateCreated: r.date_created,
      details: r.details ? (JSON.parse(r.details) as Record<string, unknown>) : null,
    })),
    total,
  };
}

/** 2FA codes, newest first; a code still usable is not shown (null) so staff never see a live code. */
export async function twoFaCodes(ctx: RequestContext, body: { userId: number } & PageQuery) {
  await requireUser(ctx.db, body.userId);
  const { offset, limit } = pageOf(body);
  const nowIso = ctx.now().toISOString();
  const { rows, total } = await repo.twoFaCodes(ctx.db, body.userId, offset, limit);
  return {
    items: rows.map((r) => ({
      id: r.id,
      codeType: r.code_type,
      serviceType: r.service_type,
      code: r.is_used === 1 || r.date_expires <= nowIso ? r.code : null,
      isUsed: r.is_used === 1,
      dateCreated: r.date_created,
      dateExpires: r.date_expires,
      dateUsed: r.date_used,
    })),
    pages: pageCount(total, limit),
  };
}

export async function apiClients(ctx: RequestContext, userId: number) {
  await requireUser(ctx.db, userId);
  const rows = await repo.apiClients(ctx.db, userId);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      claims: r.claims,
      dateCreated: r.date_created,
      lastUsedDate: r.last_used_date,
      ipList: JSON.parse(r.ip_list) as string[],
    })),
  };
}
