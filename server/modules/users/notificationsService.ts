import {
  DEFAULT_EMAIL_BODY_TYPE,
  isNotificationType,
  notificationMatrix,
  type NotificationChannel,
} from '../../../src/domain/notifications.ts';
import type { BodyOf, RequestContext } from '../../http/operation.ts';
import type { Executor } from '../../db/database.ts';
import * as repo from './notificationsRepository.ts';
import { requireUser } from './common.ts';
import { invalid } from '../../http/apiError.ts';

async function storedSettings(db: Executor, userId: number) {
  const rows = await repo.storedNotificationRows(db, userId);
  return rows.map((r) => ({ notification: r.notification, notificationServiceType: r.channel as NotificationChannel, ignored: r.ignored === 1 }));
}

/** The whole matrix: every notification type on every channel, with the user's choices applied. */
export async function notificationSettings(ctx: RequestContext, userId: number) {
  await requireUser(ctx.db, userId);
  return { notificationList: notificationMatrix(await storedSettings(ctx.db, userId)) };
}

/**
 * Applies every command in the request's one transaction (all or nothing); the last command for a
 * cell wins. affected counts the cells whose value changed.
 */
export async function updateNotificationSettings(ctx: RequestContext, body: BodyOf<'POST User/UpdateUserNotificationsSettings'>) {
  await requireUser(ctx.db, body.userId);
  body.commands.forEach((c, i) => {
    if (!isNotificationType(c.notification)) throw invalid(`/commands/${i}/notification`, 'Unknown notification type', 'unknownNotificationType');
  });
  const before = notificationMatrix(await storedSettings(ctx.db, body.userId));
  const current = new Map(before.map((s) => [`${s.notification}:${s.notificationServiceType}`, s.ignored]));
  const wanted = new Map(body.commands.map((c) => [`${c.notification}:${c.service}`, c]));
  const changes = [...wanted.values()].filter((c) => current.get(`${c.notification}:${c.service}`) !== c.ignore);
  const at = ctx.now().toISOString();
  for (const c of changes) {
    await repo.upsertNotificationSetting(ctx.db, body.userId, c.notification, c.service, c.ignore, at);
  }
  await ctx.audit({
    targetIds: [body.userId],
    before: { changed: changes.map((c) => ({ notification: c.notification, service: c.service, ignored: !c.ignore })) },
    after: { changed: changes.map((c) => ({ notification: c.notification, service: c.service, ignored: c.ignore })) },
  });
  return { success: true as const, affected: changes.length };
}

export async function updateEmailBodyType(ctx: RequestContext, body: BodyOf<'PUT v2/User/UpdateUserEmailBodyType'>) {
  await requireUser(ctx.db, body.userId);
  const stored = await repo.emailBodyTypeOf(ctx.db, body.userId);
  const at = ctx.now().toISOString();
  await repo.upsertEmailBodyType(ctx.db, body.userId, body.emailBodyType, at);
  await ctx.audit({ targetIds: [body.userId], before: { emailBodyType: stored ?? DEFAULT_EMAIL_BODY_TYPE }, after: { emailBodyType: body.emailBodyType } });
  return { success: true };
}
