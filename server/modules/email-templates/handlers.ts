import { defineOperations } from '../../http/operation.ts';
import * as service from './service.ts';

/** E-mail message templates with their history (spec 3 §7, Notifications and templates). */
export const emailTemplateOperations = defineOperations({
  'POST v2/Templates/GetEmailMessageTemplates': { kind: 'read', handle: ({ body }, ctx) => service.listTemplates(ctx, body) },
  'POST v2/Templates/AddEmailMessageTemplate': { kind: 'write', handle: ({ body }, ctx) => service.addTemplate(ctx, body) },
  'POST v2/Templates/UpdateEmailMessageTemplate': { kind: 'write', handle: ({ body }, ctx) => service.updateTemplate(ctx, body) },
  'POST v2/Templates/GetEmailMessageTemplateHistory': { kind: 'read', handle: ({ body }, ctx) => service.templateHistory(ctx, body) },
});
