import { defineOperations } from '../../http/operation.ts';
import * as service from './service.ts';

/** Settings › Technical and Email options (spec 3 §7): e-mail, verification and upload options. */
export const settingsOptionOperations = defineOperations({
  'GET Options/GetEmailOptions': { kind: 'read', handle: (_, ctx) => service.getEmailOptions(ctx) },
  'POST Options/UpdateEmailOptions': { kind: 'write', handle: ({ body }, ctx) => service.updateEmailOptions(ctx, body) },
  'GET Options/GetVerificationOptions': { kind: 'read', handle: (_, ctx) => service.getVerificationOptions(ctx) },
  'POST Options/UpdateVerificationOptions': { kind: 'write', handle: ({ body }, ctx) => service.updateVerificationOptions(ctx, body) },
  'GET Options/GetUploadOptions': { kind: 'read', handle: (_, ctx) => service.getUploadOptions(ctx) },
  'POST Options/UpdateUploadOptions': { kind: 'write', handle: ({ body }, ctx) => service.updateUploadOptions(ctx, body) },
});
