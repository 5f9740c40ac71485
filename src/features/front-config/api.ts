import { queryOptions } from '@tanstack/react-query';
import { pageQuery } from '../../api/pageQuery.ts';
import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import type { components } from '../../api/generated/v2.ts';
import { FRONT_CONFIG_PAGE_SIZE } from '../../domain/frontConfig.ts';
import { defineAction, type ActionDefinition } from '../../components/actions.ts';
import type { OperationId } from '../../domain/operationAccess.ts';
import { frontConfigErrorText } from './frontConfigErrors.ts';

export type FrontApp = components['schemas']['FrontApp'];
export type SecurityGroup = components['schemas']['SecurityGroup'];
export type GroupUser = components['schemas']['UserSearchItem'];

export const GROUP_USERS_PAGE_SIZE = 20;
/** Groups are few (a platform keeps a handful); one request reads them all. */
const GROUPS_LIMIT = 1000;

export const frontConfigKeys = {
  all: ['frontConfig'] as const,
  apps: () => ['frontConfig', 'apps'] as const,
  groups: () => ['frontConfig', 'groups'] as const,
  groupUsers: (groupId: number, page: number) => ['frontConfig', 'groupUsers', groupId, page] as const,
};

/** Every app, read 50 at a time until a page comes back short (spec 3 §7, §9). */
export async function fetchAllApps(signal?: AbortSignal): Promise<FrontApp[]> {
  const apps: FrontApp[] = [];
  for (let offset = 0; ; offset += FRONT_CONFIG_PAGE_SIZE) {
    const page = dataOf(await v2Client.GET('/v2/FrontConfig', { params: { query: { offset, limit: FRONT_CONFIG_PAGE_SIZE } }, signal }));
    apps.push(...page.items);
    if (page.items.length < FRONT_CONFIG_PAGE_SIZE) return apps;
  }
}

export function appsQuery() {
  return queryOptions({ queryKey: frontConfigKeys.apps(), queryFn: ({ signal }) => fetchAllApps(signal) });
}

export function groupsQuery() {
  return queryOptions({
    queryKey: frontConfigKeys.groups(),
    queryFn: async ({ signal }) => dataOf(await v2Client.GET('/v2/FrontConfig/groups', { params: { query: { offset: 0, limit: GROUPS_LIMIT } }, signal })).items,
  });
}

export function groupUsersQuery(groupId: number, page: number) {
  return pageQuery(frontConfigKeys.groupUsers(groupId, page), async (signal) =>
    dataOf(await v2Client.GET('/v2/SecurityGroups/GetGroupUsers', { params: { query: { groupId, offset: (page - 1) * GROUP_USERS_PAGE_SIZE, limit: GROUP_USERS_PAGE_SIZE } }, signal })),
  );
}

const path = (appId: number, groupId: number) => ({ path: { appId, groupId } });

/** Allow or deny a group on an app, or with null reset it to the app's switch. */
export async function setAccess(appId: number, groupId: number, access: 'Allow' | 'Deny' | null) {
  if (access === 'Allow') return dataOf(await v2Client.PUT('/v2/FrontConfig/apps/{appId}/allow/{groupId}', { params: path(appId, groupId) }));
  if (access === 'Deny') return dataOf(await v2Client.PUT('/v2/FrontConfig/apps/{appId}/deny/{groupId}', { params: path(appId, groupId) }));
  return dataOf(await v2Client.DELETE('/v2/FrontConfig/apps/{appId}/reset/{groupId}', { params: path(appId, groupId) }));
}

export async function updateApp(appId: number, body: { name?: string; isEnabled?: boolean }) {
  return dataOf(await v2Client.PUT('/v2/FrontConfig/apps/{appId}', { params: { path: { appId } }, body }));
}

export async function createGroup(name: string) {
  return dataOf(await v2Client.POST('/v2/SecurityGroups/CreateGroup', { body: { name } }));
}

export async function renameGroup(groupId: number, name: string) {
  return dataOf(await v2Client.PUT('/v2/SecurityGroups/UpdateGroup', { body: { groupId, name } }));
}

export async function removeGroup(groupId: number) {
  return dataOf(await v2Client.DELETE('/v2/SecurityGroups/RemoveGroup', { params: { query: { groupId } } }));
}

export async function addUserToGroup(groupId: number, userId: number) {
  return dataOf(await v2Client.POST('/v2/SecurityGroups/AddUserToGroup', { body: { groupId, userId } }));
}

export async function removeUserFromGroup(groupId: number, userId: number) {
  return dataOf(await v2Client.DELETE('/v2/SecurityGroups/RemoveUserFromGroup', { params: { query: { groupId, userId } } }));
}

/** A front-config write: every front-config query is refreshed once it is done, a refusal is said in this namespace's words. */
function frontConfigAction<Vars, Result>(operationId: OperationId, call: (vars: Vars) => Promise<Result>, success: ActionDefinition<Vars, Result>['success']) {
  return defineAction({ operationId, call, refresh: () => [frontConfigKeys.all], success, refusal: frontConfigErrorText });
}

/** The app's own switch. */
export const setAppEnabled = frontConfigAction(
  'PUT v2/FrontConfig/apps/{appId}',
  ({ appId, isEnabled }: { appId: number; isEnabled: boolean }) => updateApp(appId, { isEnabled }),
  'frontConfig.grid.appSaved',
);

/** A group's choice for an app: allow, deny, or (null) reset to the app's switch; the three calls are allowed alike. */
export const setGroupAccess = frontConfigAction(
  'PUT v2/FrontConfig/apps/{appId}/allow/{groupId}',
  ({ appId, groupId, access }: { appId: number; groupId: number; access: 'Allow' | 'Deny' | null }) => setAccess(appId, groupId, access),
  ({ access }) => (access === null ? 'frontConfig.grid.reset' : access === 'Allow' ? 'frontConfig.grid.allowed' : 'frontConfig.grid.denied'),
);

export const createSecurityGroup = frontConfigAction('POST v2/SecurityGroups/CreateGroup', ({ name }: { groupId: number | null; name: string }) => createGroup(name), 'frontConfig.groups.saved');

export const renameSecurityGroup = frontConfigAction(
  'PUT v2/SecurityGroups/UpdateGroup',
  async ({ groupId, name }: { groupId: number | null; name: string }) => {
    await renameGroup(groupId ?? 0, name);
    return { id: groupId ?? 0 };
  },
  'frontConfig.groups.saved',
);

export const deleteSecurityGroup = frontConfigAction('DELETE v2/SecurityGroups/RemoveGroup', (groupId: number) => removeGroup(groupId), 'frontConfig.groups.deleted');

export const addGroupUser = frontConfigAction(
  'POST v2/SecurityGroups/AddUserToGroup',
  ({ groupId, userId }: { groupId: number; userId: number }) => addUserToGroup(groupId, userId),
  'frontConfig.users.added',
);

export const removeGroupUser = frontConfigAction(
  'DELETE v2/SecurityGroups/RemoveUserFromGroup',
  ({ groupId, userId }: { groupId: number; userId: number }) => removeUserFromGroup(groupId, userId),
  'frontConfig.users.removed',
);
