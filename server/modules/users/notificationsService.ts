import {
  DEFAULT_EMAIL_BODY_TYPE,
  isNotificationType,
  notificationMatrix,
  type EmailBodyType,
  type NotificationChannel,
} from '../../../src/domain/notifications.ts';
import type { RequestContext } from '../../http/operation.ts';
import type { Executor } from '../../db/database.ts';
import { requireUser } from './common.ts';
import { invalid } from '../../http/apiError.ts';

async function storedSettings(db: Executor, userId: number) {
  const rows = await db.selectFrom('user_notification_settings').select(['notification', 'channel', 'ignored']).where('user_id', '=', userId).execute();
  return rows.map((r) => ({ notification: r.notification, notificationServiceType: r.channel as NotificationChannel, ignored: r.ignored === 1 }));
}

/** The whole matrix: every notification type on every channel, with the user's choices applied. */
export async function notificationSettings(ctx: RequestContext, userId: number) {
  await requireUser(ctx.db, userId);
  return { notificationList: notificationMatrix(await storedSettings(ctx.db, userId)) };
}

export interface NotificationCommand {
  notification: number;
  service: NotificationChannel;
  ignore: boolean;
}

/**
 * Applies every command in the request's one transaction (all or nothing); the last command for a
 * cell wins. affected counts the cells whose value changed.
 */
export async function updateNotificationSettings(ctx: RequestContext, body: { userId: number; commands: NotificationCommand[] }) {
  await requireUser(ctx.db, body.userId);
  body.commands.forEach((c, i) => {
    if (!isNotificationType(c.notification)) throw invalid(`/commands/${i}/notification`, 'Unknown notification type');
  });
  const before = notificationMatrix(await storedSettings(ctx.db, body.userId));
  const current = new Map(before.map((s) => [`${s.notification}:${s.notificationServiceType}`, s.ignored]));
  const wanted = new Map(body.commands.map((c) => [`${c.notification}:${c.service}`, c]));
  const changes = [...wanted.values()].filter((c) => current.get(`${c.notification}:${c.service}`) !== c.ignore);
  const at = ctx.now().toISOString();
  for (const c of changes) {
    await ctx.db
      .insertInto('user_notification_settings')
      .values({ user_id: body.userId, notification: c.notification, channel: c.service, ignored: c.ignore ? 1 : 0, date_updated: at })
      .onConflict((oc) => oc.columns(['user_id', 'notification', 'channel']).doUpdateSet({ ignored: c.ignore ? 1 : 0, date_updated: at }))
      .execute();
  }
  await ctx.audit({
    targetIds: [body.userId],
    before: { changed: changes.map((c) => ({ notification: c.notification, service: c.service, ignored: !c.ignore })) },
    after: { changed: changes.map((c) => ({ notification: c.notification, service: c.service, ignored: c.ignore })) },
  });
  return { success: true as const, affected: changes.length };
}

export async function updateEmailBodyType(ctx: RequestContext, body: { userId: number; emailBodyType: EmailBodyType }) {
  await requireUser(ctx.db, body.userId);
  const row = await ctx.db.selectFrom('user_email_settings').select('body_type').where('user_id', '=', body.userId).executeTakeFirst();
  const at = ctx.now().toISOString();
  await ctx.db
    .insertInto('user_email_settings')
    .values({ user_id: body.userId, body_type: body.emailBodyType, date_updated: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ body_type: body.emailBodyType, date_updated: at }))
    .execute();
  await ctx.audit({ targetIds: [body.userId], before: { emailBodyType: row?.body_type ?? DEFAULT_EMAIL_BODY_TYPE }, after: { emailBodyType: body.emailBodyType } });
  return { success: true };
}
