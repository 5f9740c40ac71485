import { FRONT_CONFIG_MESSAGES as M, GROUP_MEMBER_ROLES, type AccessType } from '../../../src/domain/frontConfig.ts';
import { impossible, invalid, notFound } from '../../http/apiError.ts';
import type { BodyOf, PathOf, QueryOf, RequestContext } from '../../http/operation.ts';
import * as repo from './repository.ts';

type GroupWithCount = NonNullable<Awaited<ReturnType<typeof repo.findGroup>>>;

function toGroup(g: GroupWithCount) {
  return { id: g.id, name: g.name, isDefault: g.is_default === 1, usersCount: Number(g.users_count ?? 0) };
}

async function requireApp(ctx: RequestContext, appId: number) {
  const app = await repo.findApp(ctx.db, appId);
  if (!app) throw notFound(M.appNotFound, 'appNotFound');
  return app;
}

async function requireGroup(ctx: RequestContext, groupId: number) {
  const group = await repo.findGroup(ctx.db, groupId);
  if (!group) throw notFound(M.groupNotFound, 'groupNotFound');
  return group;
}

// ---- apps
/** A page of apps with each one's per-group choices; the console reads 50 at a time until a short page. */
export async function listApps(ctx: RequestContext, query: QueryOf<'GET v2/FrontConfig'>) {
  const apps = await repo.listApps(ctx.db, query.offset, query.limit);
  const access = await repo.accessOfApps(ctx.db, apps.map((a) => a.id));
  return {
    items: apps.map((a) => ({
      id: a.id,
      name: a.name,
      isEnabled: a.is_enabled === 1,
      access: access.filter((x) => x.app_id === a.id).map((x) => ({ groupId: x.group_id, accessType: x.access_type })),
    })),
    total: await repo.countApps(ctx.db),
  };
}

export async function updateApp(ctx: RequestContext, params: PathOf<'PUT v2/FrontConfig/apps/{appId}'>, body: BodyOf<'PUT v2/FrontConfig/apps/{appId}'>) {
  const app = await requireApp(ctx, params.appId);
  const set: { name?: string; is_enabled?: number } = {};
  if (body.name !== undefined) {
    const name = body.name.trim();
    if (!name) throw invalid('/name', M.nameRequired, 'nameRequired');
    set.name = name;
  }
  if (body.isEnabled !== undefined) set.is_enabled = body.isEnabled ? 1 : 0;
  if (Object.keys(set).length) await repo.updateApp(ctx.db, app.id, set);
  await ctx.audit({
    targetIds: [app.id],
    before: { name: app.name, isEnabled: app.is_enabled === 1 },
    after: { name: set.name ?? app.name, isEnabled: (set.is_enabled ?? app.is_enabled) === 1 },
  });
  return { success: true as const };
}

/** Sets a group's own choice for an app (allow or deny), or with null removes it (reset). */
export async function setAccess(ctx: RequestContext, appId: number, groupId: number, accessType: AccessType | null) {
  await requireApp(ctx, appId);
  await requireGroup(ctx, groupId);
  const before = (await repo.findAccess(ctx.db, appId, groupId))?.access_type ?? null;
  if (accessType === null) await repo.deleteAccess(ctx.db, appId, groupId);
  else await repo.setAccess(ctx.db, appId, groupId, accessType);
  await ctx.audit({ targetIds: [appId, groupId], before: { appId, groupId, accessType: before }, after: { appId, groupId, accessType } });
  return { success: true as const };
}

// ---- groups
export async function listGroups(ctx: RequestContext, query: QueryOf<'GET v2/FrontConfig/groups'>) {
  const rows = await repo.listGroups(ctx.db, query.offset, query.limit);
  return { items: rows.map(toGroup), total: await repo.countGroups(ctx.db) };
}

export async function groupDetail(ctx: RequestContext, groupId: number) {
  const group = await requireGroup(ctx, groupId);
  const apps = await repo.accessOfGroup(ctx.db, groupId);
  return { ...toGroup(group), apps: apps.map((a) => ({ appId: a.app_id, accessType: a.access_type })) };
}

async function requireFreeName(ctx: RequestContext, name: string, exceptId?: number) {
  const trimmed = name.trim();
  if (!trimmed) throw invalid('/name', M.nameRequired, 'nameRequired');
  const same = await repo.findGroupByName(ctx.db, trimmed);
  if (same && same.id !== exceptId) throw impossible(M.nameExists, 'groupNameTaken');
  return trimmed;
}

export async function createGroup(ctx: RequestContext, body: BodyOf<'POST v2/SecurityGroups/CreateGroup'>) {
  const name = await requireFreeName(ctx, body.name);
  const id = await repo.insertGroup(ctx.db, { name, is_default: 0, date_created: ctx.now().toISOString() });
  await ctx.audit({ targetIds: [id], before: null, after: { id, name } });
  return { id };
}

export async function updateGroup(ctx: RequestContext, body: BodyOf<'PUT v2/SecurityGroups/UpdateGroup'>) {
  const group = await requireGroup(ctx, body.groupId);
  const name = await requireFreeName(ctx, body.name, group.id);
  await repo.renameGroup(ctx.db, group.id, name);
  await ctx.audit({ targetIds: [group.id], before: { name: group.name }, after: { name } });
  return { success: true as const };
}

/** Deletes a group with its app choices and memberships; never the system default group. */
export async function removeGroup(ctx: RequestContext, query: QueryOf<'DELETE v2/SecurityGroups/RemoveGroup'>) {
  const group = await requireGroup(ctx, query.groupId);
  if (group.is_default === 1) throw impossible(M.defaultGroup, 'defaultGroupUndeletable');
  const apps = await repo.accessOfGroup(ctx.db, group.id);
  await repo.deleteGroup(ctx.db, group.id);
  await ctx.audit({ targetIds: [group.id], before: { ...toGroup(group), apps: apps.map((a) => ({ appId: a.app_id, accessType: a.access_type })) }, after: null });
  return { success: true as const };
}

async function requireUser(ctx: RequestContext, userId: number) {
  const user = await repo.liveUser(ctx.db, userId);
  if (!user) throw notFound('User not found', 'userNotFound');
  return user;
}

/** Only traders and merchants join a group (spec 3 §5). */
export async function addUserToGroup(ctx: RequestContext, body: BodyOf<'POST v2/SecurityGroups/AddUserToGroup'>) {
  const group = await requireGroup(ctx, body.groupId);
  await requireUser(ctx, body.userId);
  const roles = await repo.rolesOfUser(ctx.db, body.userId);
  if (!roles.some((r) => (GROUP_MEMBER_ROLES as readonly string[]).includes(r))) throw impossible(M.memberRole, 'groupMemberRole');
  if (await repo.isMember(ctx.db, group.id, body.userId)) throw impossible(M.alreadyMember, 'alreadyGroupMember');
  await repo.addMember(ctx.db, group.id, body.userId, ctx.now().toISOString());
  await ctx.audit({ targetIds: [body.userId, group.id], before: { groupId: group.id, member: false }, after: { groupId: group.id, member: true } });
  return { success: true as const };
}

export async function removeUserFromGroup(ctx: RequestContext, query: QueryOf<'DELETE v2/SecurityGroups/RemoveUserFromGroup'>) {
  const group = await requireGroup(ctx, query.groupId);
  if (!(await repo.isMember(ctx.db, group.id, query.userId))) throw notFound(M.notMember, 'notGroupMember');
  await repo.removeMember(ctx.db, group.id, query.userId);
  await ctx.audit({ targetIds: [query.userId, group.id], before: { groupId: group.id, member: true }, after: { groupId: group.id, member: false } });
  return { success: true as const };
}

export async function userGroups(ctx: RequestContext, query: QueryOf<'GET v2/SecurityGroups/GetUserGroups'>) {
  await requireUser(ctx, query.userId);
  return { items: (await repo.groupsOfUser(ctx.db, query.userId)).map(toGroup) };
}

export async function groupUsers(ctx: RequestContext, query: QueryOf<'GET v2/SecurityGroups/GetGroupUsers'>) {
  const group = await requireGroup(ctx, query.groupId);
  const rows = await repo.groupUsers(ctx.db, group.id, query.offset, query.limit);
  return { items: rows.map((u) => ({ userId: u.id, userName: u.user_name || null, email: u.email })), total: Number(group.users_count ?? 0) };
}
