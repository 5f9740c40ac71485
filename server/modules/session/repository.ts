import type { Executor } from '../../db/database.ts';

export const adminColumns = ['id', 'email', 'user_name', 'admin_status', 'is_blocked', 'totp_secret', 'settings', 'date_created'] as const;

export function findAdminByEmail(db: Executor, email: string) {
  return db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findAdminById(db: Executor, id: number) {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Records `step` as the admin's last accepted TOTP step unless that step or a later one was
 * already used; false when it was (the code is spent).
 */
export async function claimTotpStep(db: Executor, adminId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ totp_last_step: step })
    .where('id', '=', adminId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordSignInAttempt(db: Executor, email: string, ip: string, succeeded: boolean, at: string) {
  await db.insertInto('sign_in_attempts').values({ email, ip, succeeded: succeeded ? 1 : 0, created_at: at }).execute();
}

export async function insertToken(
  db: Executor,
  row: { admin_id: number; token_hash: string; ip: string; created_at: string; expires_at: string },
) {
  const inserted = await db.insertInto('admin_tokens').values({ ...row, revoked_at: null }).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function revokeToken(db: Executor, tokenId: number, at: string) {
  await db.updateTable('admin_tokens').set({ revoked_at: at }).where('id', '=', tokenId).where('revoked_at', 'is', null).execute();
}

export async function revokeOtherTokens(db: Executor, adminId: number, keepTokenId: number, at: string) {
  await db
    .updateTable('admin_tokens')
    .set({ revoked_at: at })
    .where('admin_id', '=', adminId)
    .where('id', '!=', keepTokenId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function updateAdminSettings(db: Executor, adminId: number, settings: string) {
  await db.updateTable('admins').set({ settings }).where('id', '=', adminId).execute();
}

export async function updateAdminPassword(db: Executor, adminId: number, passwordHash: string) {
  await db.updateTable('admins').set({ password_hash: passwordHash }).where('id', '=', adminId).execute();
}
