/** P2P roles: search the holders, grant a user's roles (an empty list removes them), find users to grant to. */
import { P2P_ROLES, ROLE_MESSAGES, type P2pRole } from '../../../src/domain/p2pOffers.ts';
import { notFound } from '../../http/apiError.ts';
import { requireAdmin, type QueryOf, type RequestContext } from '../../http/operation.ts';
import type { Executor } from '../../db/database.ts';
import * as repo from './repository.ts';

export async function searchProfiles(ctx: RequestContext, q: QueryOf<'GET p2p/Admin/profiles/search'>) {
  const roles = q.isArbitrator ? [2] : q.roles;
  const filter: repo.GrantFilter = { roles, userId: q.userId, search: q.searchString?.trim().toLowerCase() || undefined };
  const [rows, total] = await Promise.all([repo.listGrants(ctx.db, filter, q.sort ?? 'dateCreated', q.offset, q.limit), q.getTotal ? repo.countGrants(ctx.db, filter) : Promise.resolve(-1)]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      role: r.role as P2pRole,
      userId: r.user_id,
      userName: r.user_name,
      email: r.email,
      adminId: r.admin_id ?? null,
      dateCreated: new Date(r.date_created).toISOString(),
    })),
    // Without getTotal the total is the rows of this page past the offset (the caller did not ask to count).
    total: total >= 0 ? total : q.offset + rows.length,
  };
}

/**
 * POST p2p/Admin/grant/{userId}: the user's roles become exactly the given list; an empty list
 * removes them all. Granting the arbitrator role makes the user's staff account assignable.
 */
export async function grantRoles(ctx: RequestContext, userId: number, roles: readonly number[] | undefined) {
  const admin = requireAdmin(ctx);
  const user = await repo.findUser(ctx.db, userId);
  if (!user) throw notFound(ROLE_MESSAGES.userNotFound, 'userNotFound');
  const next = [...new Set(roles ?? [])].filter((r): r is P2pRole => (P2P_ROLES as readonly number[]).includes(r)).sort((a, b) => a - b);
  const before = (await repo.rolesOfUser(ctx.db, userId)).map((r) => r.role);
  await repo.replaceRoles(ctx.db, userId, next, admin.id, ctx.now().toISOString());
  await ctx.audit({ targetIds: [userId], before: { roles: before }, after: { roles: next } });
  return { success: true as const };
}

export async function searchUsers(ctx: RequestContext, q: QueryOf<'GET p2p/Admin/search'>) {
  const rows = await repo.searchUsers(ctx.db, q.searchString.trim(), q.limit);
  return { items: rows.map((r) => ({ userId: r.id, userName: r.user_name, email: r.email })) };
}

/**
 * Whether a staff account holds a granted P2P role through its user (the exchange account with the
 * same e-mail): the arbitrator role is what makes it assignable to a dispute.
 */
export function adminHoldsRole(db: Executor, adminId: number, role: number): Promise<boolean> {
  return repo.adminHoldsRole(db, adminId, role);
}
