import { defineOperations } from '../../http/operation.ts';
import * as service from './service.ts';

export const sessionOperations = defineOperations({
  'POST Login/SignIn': {
    kind: 'write',
    ownTransaction: true,
    handle: ({ body }, ctx) => service.signIn(ctx, body),
  },
  'POST Login/GetCurrentAdmin': { kind: 'read', handle: (_, ctx) => service.currentAdmin(ctx) },
  'POST Login/Logout': { kind: 'write', handle: (_, ctx) => service.logout(ctx) },
  'PUT Login/UpdateAdminSettings': {
    kind: 'write',
    handle: ({ body }, ctx) => service.updateSettings(ctx, body.settings),
  },
  'POST v2/Login/ChangePassword': {
    kind: 'write',
    handle: ({ body }, ctx) => service.changePassword(ctx, body.oldPassword, body.newPassword),
  },
});
