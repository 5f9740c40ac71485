import type { Executor } from '../../db/database.ts';

/** SQL of a user's notification choices and e-mail body type (spec 1, user tab "Notifications"). */

export function storedNotificationRows(db: Executor, userId: number) {
  return db.selectFrom('user_notification_settings').select(['notification', 'channel', 'ignored']).where('user_id', '=', userId).execute();
}

export async function upsertNotificationSetting(db: Executor, userId: number, notification: number, channel: number, ignored: boolean, at: string) {
  await db
    .insertInto('user_notification_settings')
    .values({ user_id: userId, notification, channel, ignored: ignored ? 1 : 0, date_updated: at })
    .onConflict((oc) => oc.columns(['user_id', 'notification', 'channel']).doUpdateSet({ ignored: ignored ? 1 : 0, date_updated: at }))
    .execute();
}

/** The user's stored e-mail body type, or undefined when never chosen. */
export async function emailBodyTypeOf(db: Executor, userId: number): Promise<string | undefined> {
  return (await db.selectFrom('user_email_settings').select('body_type').where('user_id', '=', userId).executeTakeFirst())?.body_type;
}

export async function upsertEmailBodyType(db: Executor, userId: number, bodyType: string, at: string) {
  await db
    .insertInto('user_email_settings')
    .values({ user_id: userId, body_type: bodyType, date_updated: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ body_type: bodyType, date_updated: at }))
    .execute();
}
