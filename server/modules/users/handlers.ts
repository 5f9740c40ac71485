import { defineOperations, type OperationInput } from '../../http/operation.ts';
import * as actions from './actionsService.ts';
import * as documents from './documentsService.ts';
import * as limits from './limitsService.ts';
import * as list from './listService.ts';
import * as notifications from './notificationsService.ts';
import * as security from './securityService.ts';
import * as tags from './tagsService.ts';
import type { PageQuery } from './common.ts';

const bodyOf = <T>(input: OperationInput) => input.body as T;
const userIdOf = (input: OperationInput) => (input.body as { userId: number }).userId;

/** Spec 1 §7 "Users": the users list, the user detail tabs and the actions on users. */
export const userOperations = defineOperations({
  // Lists and the user in focus
  'POST User/GetUsers': { kind: 'read', handle: (input, ctx) => list.listUsers(ctx, bodyOf(input)) },
  'POST v2/User/GetUsers': { kind: 'read', handle: (input, ctx) => list.listUsers(ctx, bodyOf(input)) },
  'POST v2/User/GetDeletedUsers': { kind: 'read', handle: (input, ctx) => list.listUsers(ctx, bodyOf(input), true) },
  'POST v2/User/GetUser': { kind: 'read', handle: (input, ctx) => list.getUser(ctx, userIdOf(input)) },

  // Account actions
  'POST v2/User/CreateUser': { kind: 'write', handle: (input, ctx) => actions.createUser(ctx, bodyOf(input)) },
  'PUT v2/User/RemoveUser': { kind: 'write', handle: (input, ctx) => actions.removeUser(ctx, userIdOf(input)) },
  'PUT v2/User/UsersLock': { kind: 'write', handle: (input, ctx) => actions.lockUsers(ctx, bodyOf(input)) },
  'PUT v2/User/UsersUnlock': { kind: 'write', handle: (input, ctx) => actions.unlockUsers(ctx, bodyOf(input)) },
  'PUT v2/User/UsersBlock': { kind: 'write', handle: (input, ctx) => actions.blockUsers(ctx, bodyOf(input)) },
  'PUT v2/User/UsersUnblock': { kind: 'write', handle: (input, ctx) => actions.unblockUsers(ctx, bodyOf(input)) },
  'PUT v2/User/AddUserRole': { kind: 'write', handle: (input, ctx) => actions.addUserRole(ctx, bodyOf(input)) },
  'PUT v2/User/RemoveUserRole': { kind: 'write', handle: (input, ctx) => actions.removeUserRole(ctx, bodyOf(input)) },
  'PUT v2/User/UpdateUserLocalizationSettings': { kind: 'write', handle: (input, ctx) => actions.updateLocalization(ctx, bodyOf(input)) },
  'POST User/ChangeUserPassword': {
    kind: 'write',
    handle: (input, ctx) => actions.changeUserPassword(ctx, userIdOf(input), bodyOf<{ newPassword: string }>(input).newPassword),
  },
  'PUT v1/user/{id}/identificator': {
    kind: 'write',
    handle: (input, ctx) => actions.changeIdentificator(ctx, Number(input.params.id), bodyOf<{ identificator: string }>(input).identificator),
  },
  'PUT v1/user/{id}/language': {
    kind: 'write',
    handle: (input, ctx) => actions.changeLanguage(ctx, Number(input.params.id), bodyOf<{ language: string }>(input).language),
  },

  // Tags
  'POST v2/User/GetUserTags': { kind: 'read', handle: (_, ctx) => tags.listTags(ctx) },
  'POST v2/User/AddUserTag': { kind: 'write', handle: (input, ctx) => tags.addTag(ctx, bodyOf(input)) },
  'PUT v2/User/EditUserTag': { kind: 'write', handle: (input, ctx) => tags.editTag(ctx, bodyOf(input)) },
  'PUT v2/User/DeleteUserTag': { kind: 'write', handle: (input, ctx) => tags.deleteTag(ctx, bodyOf<{ tagId: number }>(input).tagId) },
  'PUT v2/User/AddTagsToUser': { kind: 'write', handle: (input, ctx) => tags.addTagsToUsers(ctx, bodyOf(input)) },
  'PUT v2/User/RemoveTagsFromUser': { kind: 'write', handle: (input, ctx) => tags.removeTagsFromUsers(ctx, bodyOf(input)) },

  // Transaction limits
  'POST v2/Transaction/GetUserTransactionLimits': { kind: 'read', handle: (input, ctx) => limits.userLimits(ctx, bodyOf(input)) },
  'PUT v2/Transaction/UpdateUserTransactionLimit': { kind: 'write', handle: (input, ctx) => limits.setUserLimit(ctx, bodyOf(input)) },
  'PUT v2/Transaction/DeleteUserTransactionLimit': { kind: 'write', handle: (input, ctx) => limits.deleteUserLimit(ctx, bodyOf(input)) },

  // Documents and verification
  'POST v2/User/GetUserDocuments': { kind: 'read', handle: (input, ctx) => documents.getUserDocuments(ctx, bodyOf(input)) },
  'GET User/GetVerificationInfo': { kind: 'read', handle: (input, ctx) => documents.getVerificationInfo(ctx, Number(input.query.userId)) },
  'PUT v2/User/CheckUserDocument': { kind: 'write', handle: (input, ctx) => documents.checkUserDocument(ctx, bodyOf(input)) },
  'POST v2/Verification/GetVerificationRequests': { kind: 'read', handle: (input, ctx) => documents.getVerificationRequests(ctx, bodyOf(input)) },

  // Security tab
  'POST User/GetUserLockHistory': { kind: 'read', handle: (input, ctx) => security.lockHistory(ctx, bodyOf<{ userId: number } & PageQuery>(input)) },
  'POST v2/User/GetUserIpWhiteList': { kind: 'read', handle: (input, ctx) => security.ipWhitelist(ctx, userIdOf(input)) },
  'PUT v2/User/AddIpToWhitelist': { kind: 'write', handle: (input, ctx) => security.addIp(ctx, bodyOf(input)) },
  'PUT v2/User/DeleteIpFromWhitelist': { kind: 'write', handle: (input, ctx) => security.deleteIp(ctx, bodyOf(input)) },
  'PUT v2/User/ClearIpWhitelist': { kind: 'write', handle: (input, ctx) => security.clearIps(ctx, userIdOf(input)) },
  'POST v2/User/GetUserNfaHistory': { kind: 'read', handle: (input, ctx) => security.nfaHistory(ctx, bodyOf(input)) },
  'POST User/ManageUser2Fa': { kind: 'write', handle: (input, ctx) => security.manageNfa(ctx, bodyOf(input)) },
  'PUT v2/User/DisableUser2Fa': {
    kind: 'write',
    handle: (input, ctx) => security.manageNfa(ctx, { ...bodyOf<{ userId: number; serviceType: number }>(input), isEnabled: false }),
  },
  'POST v2/User/GetUserActions': { kind: 'read', handle: (input, ctx) => security.userActions(ctx, bodyOf(input)) },
  'POST User/Get2FaCodes': { kind: 'read', handle: (input, ctx) => security.twoFaCodes(ctx, bodyOf(input)) },
  'POST v2/User/GetUserApiClients': { kind: 'read', handle: (input, ctx) => security.apiClients(ctx, userIdOf(input)) },

  // Notifications tab
  'GET User/GetUserNotificationSettings': { kind: 'read', handle: (input, ctx) => notifications.notificationSettings(ctx, Number(input.query.UserId)) },
  'POST User/UpdateUserNotificationsSettings': { kind: 'write', handle: (input, ctx) => notifications.updateNotificationSettings(ctx, bodyOf(input)) },
  'PUT v2/User/UpdateUserEmailBodyType': { kind: 'write', handle: (input, ctx) => notifications.updateEmailBodyType(ctx, bodyOf(input)) },
});
