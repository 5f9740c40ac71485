import { LANGUAGE_NAMES, LOCALES } from '../../../src/domain/languages.ts';
import { defineOperations } from '../../http/operation.ts';
import * as emailTemplates from './emailTemplatesService.ts';
import * as frontConfig from './frontConfigService.ts';
import * as limits from './limitsService.ts';
import * as notifications from './notificationsService.ts';
import * as options from './optionsService.ts';
import { readTechnicalWork, updateTechnicalWork } from './technicalWorkService.ts';
import * as watermarks from './watermarkService.ts';

/**
 * Settings (spec 3 §7): the platform status and technical work; e-mail, verification and upload
 * options; e-mail message templates with their history; limits, notifications and watermark; the
 * front config with security groups.
 */
export const settingsOperations = defineOperations({
  'GET Options/GetStatus': {
    kind: 'read',
    handle: async (_, ctx) => ({
      languageList: LOCALES.map((l) => LANGUAGE_NAMES[l].statusName),
      serverTime: ctx.now().toISOString(),
      version: ctx.config.version,
      technicalWork: await readTechnicalWork(ctx.db),
    }),
  },
  'POST Options/UpdateTechnicalWork': { kind: 'write', handle: ({ body }, ctx) => updateTechnicalWork(ctx, body) },

  'GET Options/GetEmailOptions': { kind: 'read', handle: (_, ctx) => options.getEmailOptions(ctx) },
  'POST Options/UpdateEmailOptions': { kind: 'write', handle: ({ body }, ctx) => options.updateEmailOptions(ctx, body) },
  'GET Options/GetVerificationOptions': { kind: 'read', handle: (_, ctx) => options.getVerificationOptions(ctx) },
  'POST Options/UpdateVerificationOptions': { kind: 'write', handle: ({ body }, ctx) => options.updateVerificationOptions(ctx, body) },
  'GET Options/GetUploadOptions': { kind: 'read', handle: (_, ctx) => options.getUploadOptions(ctx) },
  'POST Options/UpdateUploadOptions': { kind: 'write', handle: ({ body }, ctx) => options.updateUploadOptions(ctx, body) },

  'POST v2/Templates/GetEmailMessageTemplates': { kind: 'read', handle: ({ body }, ctx) => emailTemplates.listTemplates(ctx, body) },
  'POST v2/Templates/AddEmailMessageTemplate': { kind: 'write', handle: ({ body }, ctx) => emailTemplates.addTemplate(ctx, body) },
  'POST v2/Templates/UpdateEmailMessageTemplate': { kind: 'write', handle: ({ body }, ctx) => emailTemplates.updateTemplate(ctx, body) },
  'POST v2/Templates/GetEmailMessageTemplateHistory': { kind: 'read', handle: ({ body }, ctx) => emailTemplates.templateHistory(ctx, body) },

  'POST v2/Transaction/GetTransactionLimits': { kind: 'read', handle: ({ body }, ctx) => limits.listLimits(ctx, body) },
  'PUT v2/Transaction/UpdateTransactionLimit': { kind: 'write', handle: ({ body }, ctx) => limits.setLimit(ctx, body) },
  'PUT v2/Transaction/DeleteTransactionLimit': { kind: 'write', handle: ({ body }, ctx) => limits.deleteLimit(ctx, body) },

  'GET v2/System/GetWatermarks': { kind: 'read', handle: (_, ctx) => watermarks.getWatermarks(ctx) },
  'POST v2/System/UploadWatermarkImage': { kind: 'write', handle: ({ files }, ctx) => watermarks.uploadWatermark(ctx, 'image', files) },
  'POST v2/System/UploadWatermarkLogo': { kind: 'write', handle: ({ files }, ctx) => watermarks.uploadWatermark(ctx, 'logo', files) },

  'POST v2/Templates/GetNotificationTemplates': { kind: 'read', handle: ({ body }, ctx) => notifications.listTemplates(ctx, body) },
  'POST v2/Templates/GetDefaultNotificationTemplates': { kind: 'read', handle: ({ body }) => notifications.defaultTemplates(body) },
  'POST v2/Templates/AddNotificationTemplate': { kind: 'write', handle: ({ body }, ctx) => notifications.addTemplate(ctx, body) },
  'GET User/GetSystemNotifications': { kind: 'read', handle: ({ query }, ctx) => notifications.listSystemNotifications(ctx, query) },
  'PUT v2/Communication/AddSystemNotification': { kind: 'write', handle: ({ body }, ctx) => notifications.addSystemNotification(ctx, body) },
  'PUT v2/Communication/UpdateSystemNotification': { kind: 'write', handle: ({ body }, ctx) => notifications.updateSystemNotification(ctx, body) },
  'POST v2/Communication/SendNotificationsToUsers': { kind: 'write', handle: ({ body }, ctx) => notifications.sendToUsers(ctx, body) },

  'GET v2/FrontConfig': { kind: 'read', handle: ({ query }, ctx) => frontConfig.listApps(ctx, query) },
  'GET v2/FrontConfig/groups': { kind: 'read', handle: ({ query }, ctx) => frontConfig.listGroups(ctx, query) },
  'GET v2/FrontConfig/groups/{groupId}': { kind: 'read', handle: ({ params }, ctx) => frontConfig.groupDetail(ctx, params.groupId) },
  'PUT v2/FrontConfig/apps/{appId}': { kind: 'write', handle: ({ params, body }, ctx) => frontConfig.updateApp(ctx, params, body) },
  'PUT v2/FrontConfig/apps/{appId}/deny/{groupId}': { kind: 'write', handle: ({ params }, ctx) => frontConfig.setAccess(ctx, params.appId, params.groupId, 'Deny') },
  'PUT v2/FrontConfig/apps/{appId}/allow/{groupId}': { kind: 'write', handle: ({ params }, ctx) => frontConfig.setAccess(ctx, params.appId, params.groupId, 'Allow') },
  'DELETE v2/FrontConfig/apps/{appId}/reset/{groupId}': { kind: 'write', handle: ({ params }, ctx) => frontConfig.setAccess(ctx, params.appId, params.groupId, null) },
  'POST v2/SecurityGroups/CreateGroup': { kind: 'write', handle: ({ body }, ctx) => frontConfig.createGroup(ctx, body) },
  'PUT v2/SecurityGroups/UpdateGroup': { kind: 'write', handle: ({ body }, ctx) => frontConfig.updateGroup(ctx, body) },
  'DELETE v2/SecurityGroups/RemoveGroup': { kind: 'write', handle: ({ query }, ctx) => frontConfig.removeGroup(ctx, query) },
  'POST v2/SecurityGroups/AddUserToGroup': { kind: 'write', handle: ({ body }, ctx) => frontConfig.addUserToGroup(ctx, body) },
  'DELETE v2/SecurityGroups/RemoveUserFromGroup': { kind: 'write', handle: ({ query }, ctx) => frontConfig.removeUserFromGroup(ctx, query) },
  'GET v2/SecurityGroups/GetUserGroups': { kind: 'read', handle: ({ query }, ctx) => frontConfig.userGroups(ctx, query) },
  'GET v2/SecurityGroups/GetGroupUsers': { kind: 'read', handle: ({ query }, ctx) => frontConfig.groupUsers(ctx, query) },
});
