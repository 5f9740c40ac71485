import type { AdminSettings } from '../../../src/domain/adminSettings.ts';
import { defineOperations } from '../../http/operation.ts';
import * as service from './service.ts';

export const sessionOperations = defineOperations({
  'POST Login/SignIn': {
    kind: 'write',
    ownTransaction: true,
    handle: ({ body }, ctx) => service.signIn(ctx, body as service.SignInInput),
  },
  'POST Login/GetCurrentAdmin': { kind: 'read', handle: (_, ctx) => service.currentAdmin(ctx) },
  'POST Login/Logout': { kind: 'write', handle: (_, ctx) => service.logout(ctx) },
  'PUT Login/UpdateAdminSettings': {
    kind: 'write',
    handle: ({ body }, ctx) => service.updateSettings(ctx, (body as { settings: Partial<AdminSettings> }).settings),
  },
  'POST v2/Login/ChangePassword': {
    kind: 'write',
    handle: ({ body }, ctx) => {
      const { oldPassword, newPassword } = body as { oldPassword: string; newPassword: string };
      return service.changePassword(ctx, oldPassword, newPassword);
    },
  },
});
