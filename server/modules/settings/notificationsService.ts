import { LOCALES, type Locale } from '../../../src/domain/languages.ts';
import { isNotificationType, NotificationChannel } from '../../../src/domain/notifications.ts';
import { DEFAULT_NOTIFICATION_TEMPLATES, hasAnyText, NOTIFICATION_MESSAGES, textFor, type LocalizedTextValue } from '../../../src/domain/systemNotifications.ts';
import { invalid, notFound } from '../../http/apiError.ts';
import type { BodyOf, QueryOf, RequestContext } from '../../http/operation.ts';
import { resolveSelection } from '../users/selection.ts';
import * as repo from './repository.ts';
import { localizedFromJson } from './localizedText.ts';

/** Only the interface locales, trimmed; blank ones dropped. */
function cleanText(text: LocalizedTextValue | undefined): LocalizedTextValue {
  const out: LocalizedTextValue = {};
  for (const locale of LOCALES) {
    const v = text?.[locale]?.trim();
    if (v) out[locale as Locale] = v;
  }
  return out;
}

/** The cleaned title or text of a notification, refused when it says nothing in any locale. */
function requiredText(text: LocalizedTextValue | undefined, field: 'title' | 'text'): LocalizedTextValue {
  const out = cleanText(text);
  if (hasAnyText(out)) return out;
  throw field === 'title'
    ? invalid('/title', NOTIFICATION_MESSAGES.titleEmpty, 'titleEmpty')
    : invalid('/text', NOTIFICATION_MESSAGES.textEmpty, 'textEmpty');
}

function requireType(notificationType: number) {
  if (!isNotificationType(notificationType)) throw invalid('/notificationType', NOTIFICATION_MESSAGES.unknownType, 'unknownNotificationType');
}

// ---- notification templates
function toTemplate(r: repo.TemplateRow) {
  return { id: r.id, notificationType: r.notification_type, channel: r.channel, title: localizedFromJson(r.title), text: localizedFromJson(r.text), adminId: r.admin_id, dateCreated: r.date_created };
}

export async function listTemplates(ctx: RequestContext, body: BodyOf<'POST v2/Templates/GetNotificationTemplates'>) {
  const where = { notificationType: body.notificationType, channel: body.channel };
  const { rows, total } = await repo.pageTemplates(ctx.db, where, body);
  return { items: rows.map(toTemplate), total };
}

export function defaultTemplates(body: BodyOf<'POST v2/Templates/GetDefaultNotificationTemplates'>) {
  if (body.notificationType !== undefined) requireType(body.notificationType);
  const items = DEFAULT_NOTIFICATION_TEMPLATES.filter((t) => body.notificationType === undefined || t.notificationType === body.notificationType);
  return Promise.resolve({ items: items.map((t) => ({ ...t, title: { ...t.title }, text: { ...t.text } })) });
}

/** Adds the template of a type on a channel, replacing the one there was (the admin log keeps it). */
export async function addTemplate(ctx: RequestContext, body: BodyOf<'POST v2/Templates/AddNotificationTemplate'>) {
  requireType(body.notificationType);
  const title = requiredText(body.title, 'title');
  const text = requiredText(body.text, 'text');
  const existing = await repo.findTemplate(ctx.db, body.notificationType, body.channel);
  const id = await repo.upsertTemplate(ctx.db, {
    notification_type: body.notificationType,
    channel: body.channel,
    title: JSON.stringify(title),
    text: JSON.stringify(text),
    admin_id: ctx.admin?.id ?? null,
    date_created: ctx.now().toISOString(),
  });
  const after = await repo.findTemplate(ctx.db, body.notificationType, body.channel);
  await ctx.audit({ targetIds: [id], before: existing ? toTemplate(existing) : null, after: after ? toTemplate(after) : null });
  return { id };
}

// ---- system notifications
function toSystemNotification(r: repo.SystemNotificationRow) {
  return {
    id: r.id,
    type: r.type,
    version: r.version,
    needAuth: r.need_auth === 1,
    source: r.source,
    cmsId: r.cms_id,
    text: localizedFromJson(r.text),
    isActive: r.is_active === 1,
    dateCreated: r.date_created,
  };
}

export async function listSystemNotifications(ctx: RequestContext, query: QueryOf<'GET User/GetSystemNotifications'>) {
  const { rows, total } = await repo.pageSystemNotifications(ctx.db, { offset: query.Offset, limit: query.Limit, getTotal: query.GetTotal });
  return { items: rows.map(toSystemNotification), total };
}

const blankToNull = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim());

export async function addSystemNotification(ctx: RequestContext, body: BodyOf<'PUT v2/Communication/AddSystemNotification'>) {
  const text = requiredText(body.text, 'text');
  const id = await repo.insertSystemNotification(ctx.db, {
    type: body.type,
    version: blankToNull(body.version),
    need_auth: body.needAuth ? 1 : 0,
    source: blankToNull(body.source),
    cms_id: blankToNull(body.cmsId),
    text: JSON.stringify(text),
    is_active: body.isActive === false ? 0 : 1,
    date_created: ctx.now().toISOString(),
  });
  const after = toSystemNotification((await repo.findSystemNotification(ctx.db, id))!);
  await ctx.audit({ targetIds: [id], before: null, after });
  return { id };
}

/** Changes the fields sent; the others keep their values. */
export async function updateSystemNotification(ctx: RequestContext, body: BodyOf<'PUT v2/Communication/UpdateSystemNotification'>) {
  const row = await repo.findSystemNotification(ctx.db, body.id);
  if (!row) throw notFound('System notification not found', 'systemNotificationNotFound');
  const next = { ...row };
  if (body.type !== undefined) next.type = body.type;
  if (body.version !== undefined) next.version = blankToNull(body.version);
  if (body.needAuth !== undefined) next.need_auth = body.needAuth ? 1 : 0;
  if (body.source !== undefined) next.source = blankToNull(body.source);
  if (body.cmsId !== undefined) next.cms_id = blankToNull(body.cmsId);
  if (body.isActive !== undefined) next.is_active = body.isActive ? 1 : 0;
  if (body.text !== undefined) {
    next.text = JSON.stringify(requiredText(body.text, 'text'));
  }
  await repo.updateSystemNotification(ctx.db, next);
  await ctx.audit({ targetIds: [body.id], before: toSystemNotification(row), after: toSystemNotification(next) });
  return { success: true as const };
}

// ---- sending to users
const MAIL_CONCURRENCY = 8;

/**
 * Sends a notification to the selected users or to every user a users-list filter matches: the send
 * and its recipients are stored; with the Email channel each recipient is mailed in their locale
 * through the server's one mail transport (SMTP, or the outbox folder).
 */
export async function sendToUsers(ctx: RequestContext, body: BodyOf<'POST v2/Communication/SendNotificationsToUsers'>) {
  requireType(body.notificationType);
  const title = requiredText(body.title, 'title');
  const text = requiredText(body.text, 'text');
  const channels = [...new Set(body.channels)].sort((a, b) => a - b);
  if (channels.length === 0) throw invalid('/channels', NOTIFICATION_MESSAGES.noChannels, 'noChannels');
  const userIds = await resolveSelection(ctx, { userIdList: body.userIdList, selectAll: body.selectAll, filter: body.filter });
  const at = ctx.now().toISOString();
  const sendId = await repo.insertSend(ctx.db, {
    admin_id: ctx.admin?.id ?? null,
    notification_type: body.notificationType,
    channels: channels.join(','),
    title: JSON.stringify(title),
    text: JSON.stringify(text),
    recipients: userIds.length,
    emailed: 0,
    date_created: at,
  });
  await repo.insertSendUsers(ctx.db, sendId, userIds);
  let emailed = 0;
  if (channels.includes(NotificationChannel.Email)) {
    const recipients = (await repo.recipientsOf(ctx.db, userIds)).filter((r) => r.email.includes('@'));
    for (let i = 0; i < recipients.length; i += MAIL_CONCURRENCY) {
      const batch = recipients.slice(i, i + MAIL_CONCURRENCY);
      await Promise.all(batch.map((r) => ctx.mailer.send({ to: r.email, subject: textFor(title, r.locale), text: textFor(text, r.locale) })));
      emailed += batch.length;
    }
    await repo.setSendEmailed(ctx.db, sendId, emailed);
  }
  await ctx.audit({
    targetIds: userIds.length > 100 ? [sendId] : userIds,
    before: null,
    after: { sendId, notificationType: body.notificationType, channels, title, text, recipients: userIds.length, emailed, selection: body.selectAll ? { selectAll: true, filter: body.filter ?? {} } : { userIdList: userIds } },
  });
  return { success: true as const, affected: userIds.length, emailed, via: ctx.mailer.usesOutbox ? 'outbox' : 'smtp' };
}
