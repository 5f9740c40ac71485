import { DEFAULT_ADMIN_SETTINGS } from '../../../src/domain/adminSettings.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../database.ts';

export const DEMO_PASSWORD = 'Backoffice-2026';

/** The demo staff: one per admin status, a second arbitrator, and one admin with TOTP 2FA on. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.local', userName: 'admin', adminStatus: 0, caption: 'admin (0)', totpSecret: null },
  { email: 'super@demo.local', userName: 'super', adminStatus: 1, caption: 'super admin (1)', totpSecret: null },
  { email: 'support@demo.local', userName: 'support', adminStatus: 2, caption: 'support (2)', totpSecret: null },
  { email: 'arbitrator@demo.local', userName: 'arbitrator', adminStatus: 3, caption: 'arbitrator (3)', totpSecret: null },
  { email: 'arbitrator2@demo.local', userName: 'arbitrator2', adminStatus: 3, caption: 'arbitrator (3)', totpSecret: null },
  // A well-known demo secret (base32); never use it outside demo data.
  { email: 'totp@demo.local', userName: 'totp_admin', adminStatus: 0, caption: 'admin (0) with 2FA', totpSecret: 'JBSWY3DPEHPK3PXP' },
] as const;

export async function seedStaff(db: Db, now: Date) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.kysely
    .insertInto('admins')
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        email: a.email,
        user_name: a.userName,
        password_hash: passwordHash,
        admin_status: a.adminStatus,
        is_blocked: 0,
        totp_secret: a.totpSecret,
        settings: JSON.stringify(DEFAULT_ADMIN_SETTINGS),
        date_created: now.toISOString(),
      })),
    )
    .execute();
}
