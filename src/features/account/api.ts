import { dataOf } from '../../api/client.ts';
import { v2Client } from '../../api/clients.ts';
import { defineAction } from '../../components/actions.ts';

/** The signed-in admin changes their own password. */
export const changePassword = defineAction({
  operationId: 'POST v2/Login/ChangePassword',
  call: async (body: { oldPassword: string; newPassword: string }) => dataOf(await v2Client.POST('/v2/Login/ChangePassword', { body })),
  success: 'account.password.changed',
});
