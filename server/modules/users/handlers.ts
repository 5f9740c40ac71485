import { defineOperations } from '../../http/operation.ts';
import * as actions from './actionsService.ts';
import * as documents from './documentsService.ts';
import * as limits from './limitsService.ts';
import * as list from './listService.ts';
import * as notifications from './notificationsService.ts';
import * as security from './securityService.ts';
import * as tags from './tagsService.ts';


/** Spec 1 §7 "Users": the users list, the user detail tabs and the actions on users. */
export const userOperations = defineOperations({
  // Lists and the user in focus
  'POST User/GetUsers': { kind: 'read', handle: (input, ctx) => list.listUsers(ctx, input.body) },
  'POST v2/User/GetUsers': { kind: 'read', handle: (input, ctx) => list.listUsers(ctx, input.body) },
  'POST v2/User/GetDeletedUsers': { kind: 'read', handle: (input, ctx) => list.listUsers(ctx, input.body, true) },
  'POST v2/User/GetUser': { kind: 'read', handle: (input, ctx) => list.getUser(ctx, input.body.userId) },

  // Account actions
  'POST v2/User/CreateUser': { kind: 'write', handle: (input, ctx) => actions.createUser(ctx, input.body) },
  'PUT v2/User/RemoveUser': { kind: 'write', handle: (input, ctx) => actions.removeUser(ctx, input.body.userId) },
  'PUT v2/User/UsersLock': { kind: 'write', handle: (input, ctx) => actions.lockUsers(ctx, input.body) },
  'PUT v2/User/UsersUnlock': { kind: 'write', handle: (input, ctx) => actions.unlockUsers(ctx, input.body) },
  'PUT v2/User/UsersBlock': { kind: 'write', handle: (input, ctx) => actions.blockUsers(ctx, input.body) },
  'PUT v2/User/UsersUnblock': { kind: 'write', handle: (input, ctx) => actions.unblockUsers(ctx, input.body) },
  'PUT v2/User/AddUserRole': { kind: 'write', handle: (input, ctx) => actions.addUserRole(ctx, input.body) },
  'PUT v2/User/RemoveUserRole': { kind: 'write', handle: (input, ctx) => actions.removeUserRole(ctx, input.body) },
  'PUT v2/User/UpdateUserLocalizationSettings': { kind: 'write', handle: (input, ctx) => actions.updateLocalization(ctx, input.body) },
  'POST User/ChangeUserPassword': {
    kind: 'write',
    handle: (input, ctx) => actions.changeUserPassword(ctx, input.body.userId, input.body.newPassword),
  },
  'PUT v1/user/{id}/identificator': {
    kind: 'write',
    handle: (input, ctx) => actions.changeIdentificator(ctx, input.params.id, input.body.identificator),
  },
  'PUT v1/user/{id}/language': {
    kind: 'write',
    handle: (input, ctx) => actions.changeLanguage(ctx, input.params.id, input.body.language),
  },

  // Tags
  'POST v2/User/GetUserTags': { kind: 'read', handle: (_, ctx) => tags.listTags(ctx) },
  'POST v2/User/AddUserTag': { kind: 'write', handle: (input, ctx) => tags.addTag(ctx, input.body) },
  'PUT v2/User/EditUserTag': { kind: 'write', handle: (input, ctx) => tags.editTag(ctx, input.body) },
  'PUT v2/User/DeleteUserTag': { kind: 'write', handle: (input, ctx) => tags.deleteTag(ctx, input.body.tagId) },
  'PUT v2/User/AddTagsToUser': { kind: 'write', handle: (input, ctx) => tags.addTagsToUsers(ctx, input.body) },
  'PUT v2/User/RemoveTagsFromUser': { kind: 'write', handle: (input, ctx) => tags.removeTagsFromUsers(ctx, input.body) },

  // Transaction limits
  'POST v2/Transaction/GetUserTransactionLimits': { kind: 'read', handle: (input, ctx) => limits.userLimits(ctx, input.body) },
  'PUT v2/Transaction/UpdateUserTransactionLimit': { kind: 'write', handle: (input, ctx) => limits.setUserLimit(ctx, input.body) },
  'PUT v2/Transaction/DeleteUserTransactionLimit': { kind: 'write', handle: (input, ctx) => limits.deleteUserLimit(ctx, input.body) },

  // Documents and verification
  'POST v2/User/GetUserDocuments': { kind: 'read', handle: (input, ctx) => documents.getUserDocuments(ctx, input.body) },
  'GET User/GetVerificationInfo': { kind: 'read', handle: (input, ctx) => documents.getVerificationInfo(ctx, input.query.userId) },
  'PUT v2/User/CheckUserDocument': { kind: 'write', handle: (input, ctx) => documents.checkUserDocument(ctx, input.body) },
  'POST v2/Verification/GetVerificationRequests': { kind: 'read', handle: (input, ctx) => documents.getVerificationRequests(ctx, input.body) },

  // Security tab
  'POST User/GetUserLockHistory': { kind: 'read', handle: (input, ctx) => security.lockHistory(ctx, input.body) },
  'POST v2/User/GetUserIpWhiteList': { kind: 'read', handle: (input, ctx) => security.ipWhitelist(ctx, input.body.userId) },
  'PUT v2/User/AddIpToWhitelist': { kind: 'write', handle: (input, ctx) => security.addIp(ctx, input.body) },
  'PUT v2/User/DeleteIpFromWhitelist': { kind: 'write', handle: (input, ctx) => security.deleteIp(ctx, input.body) },
  'PUT v2/User/ClearIpWhitelist': { kind: 'write', handle: (input, ctx) => security.clearIps(ctx, input.body.userId) },
  'POST v2/User/GetUserNfaHistory': { kind: 'read', handle: (input, ctx) => security.nfaHistory(ctx, input.body) },
  'POST User/ManageUser2Fa': { kind: 'write', handle: (input, ctx) => security.manageNfa(ctx, input.body) },
  'PUT v2/User/DisableUser2Fa': {
    kind: 'write',
    handle: (input, ctx) => security.manageNfa(ctx, { ...input.body, isEnabled: false }, input.body),
  },
  'POST v2/User/GetUserActions': { kind: 'read', handle: (input, ctx) => security.userActions(ctx, input.body) },
  'POST User/Get2FaCodes': { kind: 'read', handle: (input, ctx) => security.twoFaCodes(ctx, input.body) },
  'POST v2/User/GetUserApiClients': { kind: 'read', handle: (input, ctx) => security.apiClients(ctx, input.body.userId) },

  // Notifications tab
  'GET User/GetUserNotificationSettings': { kind: 'read', handle: (input, ctx) => notifications.notificationSettings(ctx, input.query.UserId) },
  'POST User/UpdateUserNotificationsSettings': { kind: 'write', handle: (input, ctx) => notifications.updateNotificationSettings(ctx, input.body) },
  'PUT v2/User/UpdateUserEmailBodyType': { kind: 'write', handle: (input, ctx) => notifications.updateEmailBodyType(ctx, input.body) },
});
