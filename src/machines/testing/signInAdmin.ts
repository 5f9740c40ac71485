import type { CurrentAdmin } from '../../api/sessionTypes.ts';
import { DEFAULT_ADMIN_SETTINGS, type AdminSettings } from '../../domain/adminSettings.ts';

/** The admin the sign-in tests sign in as: root, a super admin with a second factor, the default settings with `settings` over them. */
export function signInAdmin(settings: Partial<AdminSettings> = {}): CurrentAdmin {
  return {
    id: 1,
    userName: 'root',
    email: 'root@example.com',
    adminStatus: 0,
    isBlocked: false,
    is2faEnabled: true,
    settings: { ...DEFAULT_ADMIN_SETTINGS, ...settings },
  };
}
