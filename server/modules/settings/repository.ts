import type { Executor } from '../../db/database.ts';
import type {
  FrontAppsTable,
  NotificationTemplatesTable,
  PlatformTransactionLimitsTable,
  SecurityGroupsTable,
  SystemNotificationsTable,
} from '../../db/schema.ts';
import { countRows, pageWithTotalIfAsked } from '../../core/countRows.ts';
import { whereEquals } from '../../core/whereEquals.ts';

type WithId<T> = Omit<T, 'id'> & { id: number };

// ---- platform transaction limits
export type LimitRow = WithId<PlatformTransactionLimitsTable> & { title: string };

export function findLimits(db: Executor, where: { id?: number; currencyId?: number; verificationLevel?: string; operationType?: string }) {
  const q = db
    .selectFrom('platform_transaction_limits as l')
    .innerJoin('currencies as c', 'c.id', 'l.currency_id')
    .selectAll('l')
    .select('c.title');
  const matching = whereEquals(q, {
    'l.id': where.id,
    'l.currency_id': where.currencyId,
    'l.verification_level': where.verificationLevel,
    'l.operation_type': where.operationType,
  });
  return matching.orderBy('c.title').orderBy('l.id').execute();
}

export async function currencyExists(db: Executor, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('currencies').select('id').where('id', '=', id).executeTakeFirst());
}

export async function upsertLimit(db: Executor, row: Omit<PlatformTransactionLimitsTable, 'id'>) {
  const { currency_id: _c, verification_level: _v, operation_type: _o, ...amounts } = row;
  await db
    .insertInto('platform_transaction_limits')
    .values(row)
    .onConflict((oc) => oc.columns(['currency_id', 'verification_level', 'operation_type']).doUpdateSet(amounts))
    .execute();
}

export async function deleteLimit(db: Executor, id: number) {
  await db.deleteFrom('platform_transaction_limits').where('id', '=', id).execute();
}

// ---- watermarks
export function findWatermarks(db: Executor) {
  return db.selectFrom('watermarks').selectAll().execute();
}

export async function saveWatermark(db: Executor, row: { kind: string; content_type: string; data: Buffer; admin_id: number | null; date_updated: string }) {
  const { kind: _k, ...rest } = row;
  await db.insertInto('watermarks').values(row).onConflict((oc) => oc.column('kind').doUpdateSet(rest)).execute();
}

// ---- notification templates
export type TemplateRow = WithId<NotificationTemplatesTable>;

export interface TemplateFilter {
  notificationType?: number;
  channel?: number;
}

function templates(db: Executor, where: TemplateFilter) {
  return whereEquals(db.selectFrom('notification_templates'), { notification_type: where.notificationType, channel: where.channel });
}

/** One page of the notification templates beside their total when the request asks for it. */
export function pageTemplates(db: Executor, where: TemplateFilter, page: { offset: number; limit: number; getTotal?: boolean }) {
  return pageWithTotalIfAsked(templates(db, where), page, (q) => q.selectAll().orderBy('notification_type').orderBy('channel').limit(page.limit).offset(page.offset).execute());
}

export function findTemplate(db: Executor, notificationType: number, channel: number) {
  return db.selectFrom('notification_templates').selectAll().where('notification_type', '=', notificationType).where('channel', '=', channel).executeTakeFirst();
}

export async function upsertTemplate(db: Executor, row: Omit<NotificationTemplatesTable, 'id'>): Promise<number> {
  const { notification_type: _t, channel: _c, ...rest } = row;
  const saved = await db
    .insertInto('notification_templates')
    .values(row)
    .onConflict((oc) => oc.columns(['notification_type', 'channel']).doUpdateSet(rest))
    .returning('id')
    .executeTakeFirstOrThrow();
  return saved.id;
}

// ---- system notifications
export type SystemNotificationRow = WithId<SystemNotificationsTable>;

/** One page of the system notifications, newest first, beside their total when the request asks for it. */
export function pageSystemNotifications(db: Executor, page: { offset: number; limit: number; getTotal?: boolean }) {
  return pageWithTotalIfAsked(db.selectFrom('system_notifications'), page, (q) => q.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute());
}

export function findSystemNotification(db: Executor, id: number) {
  return db.selectFrom('system_notifications').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSystemNotification(db: Executor, row: Omit<SystemNotificationsTable, 'id'>): Promise<number> {
  return (await db.insertInto('system_notifications').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateSystemNotification(db: Executor, row: SystemNotificationRow) {
  const { id, ...rest } = row;
  await db.updateTable('system_notifications').set(rest).where('id', '=', id).execute();
}

// ---- notifications sent to users
export interface Recipient {
  id: number;
  email: string;
  locale: string;
}

export async function recipientsOf(db: Executor, ids: number[]): Promise<Recipient[]> {
  const out: Recipient[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    out.push(...(await db.selectFrom('users').select(['id', 'email', 'locale']).where('id', 'in', ids.slice(i, i + 500)).orderBy('id').execute()));
  }
  return out;
}

export async function insertSend(
  db: Executor,
  row: { admin_id: number | null; notification_type: number; channels: string; title: string; text: string; recipients: number; emailed: number; date_created: string },
): Promise<number> {
  return (await db.insertInto('notification_sends').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function setSendEmailed(db: Executor, id: number, emailed: number) {
  await db.updateTable('notification_sends').set({ emailed }).where('id', '=', id).execute();
}

export async function insertSendUsers(db: Executor, sendId: number, userIds: number[]) {
  for (let i = 0; i < userIds.length; i += 500) {
    await db.insertInto('notification_send_users').values(userIds.slice(i, i + 500).map((user_id) => ({ send_id: sendId, user_id }))).execute();
  }
}

// ---- front config
export type AppRow = WithId<FrontAppsTable>;
export type GroupRow = WithId<SecurityGroupsTable>;

export function listApps(db: Executor, offset: number, limit: number) {
  return db.selectFrom('front_apps').selectAll().orderBy('sort_id').orderBy('id').limit(limit).offset(offset).execute();
}

export async function countApps(db: Executor): Promise<number> {
  return countRows(db.selectFrom('front_apps'));
}

export function findApp(db: Executor, id: number) {
  return db.selectFrom('front_apps').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateApp(db: Executor, id: number, set: { name?: string; is_enabled?: number }) {
  await db.updateTable('front_apps').set(set).where('id', '=', id).execute();
}

export function accessOfApps(db: Executor, appIds: number[]) {
  if (appIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('front_app_access').selectAll().where('app_id', 'in', appIds).orderBy('app_id').orderBy('group_id').execute();
}

export function accessOfGroup(db: Executor, groupId: number) {
  return db.selectFrom('front_app_access').select(['app_id', 'access_type']).where('group_id', '=', groupId).orderBy('app_id').execute();
}

export function findAccess(db: Executor, appId: number, groupId: number) {
  return db.selectFrom('front_app_access').selectAll().where('app_id', '=', appId).where('group_id', '=', groupId).executeTakeFirst();
}

export async function setAccess(db: Executor, appId: number, groupId: number, accessType: string) {
  await db
    .insertInto('front_app_access')
    .values({ app_id: appId, group_id: groupId, access_type: accessType })
    .onConflict((oc) => oc.columns(['app_id', 'group_id']).doUpdateSet({ access_type: accessType }))
    .execute();
}

export async function deleteAccess(db: Executor, appId: number, groupId: number) {
  await db.deleteFrom('front_app_access').where('app_id', '=', appId).where('group_id', '=', groupId).execute();
}

// ---- security groups
function groupsWithCounts(db: Executor) {
  return db
    .selectFrom('security_groups as g')
    .select(['g.id', 'g.name', 'g.is_default', 'g.date_created'])
    .select((eb) => eb.selectFrom('security_group_users as m').whereRef('m.group_id', '=', 'g.id').select((e) => e.fn.countAll<number>().as('n')).as('users_count'));
}

export function listGroups(db: Executor, offset: number, limit: number) {
  return groupsWithCounts(db).orderBy('g.is_default', 'desc').orderBy('g.name').orderBy('g.id').limit(limit).offset(offset).execute();
}

export async function countGroups(db: Executor): Promise<number> {
  return countRows(db.selectFrom('security_groups'));
}

export function findGroup(db: Executor, id: number) {
  return groupsWithCounts(db).where('g.id', '=', id).executeTakeFirst();
}

export function findGroupByName(db: Executor, name: string) {
  return db.selectFrom('security_groups').selectAll().where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase())).executeTakeFirst();
}

export async function insertGroup(db: Executor, row: Omit<SecurityGroupsTable, 'id'>): Promise<number> {
  return (await db.insertInto('security_groups').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function renameGroup(db: Executor, id: number, name: string) {
  await db.updateTable('security_groups').set({ name }).where('id', '=', id).execute();
}

export async function deleteGroup(db: Executor, id: number) {
  // Explicit deletes: SQLite enforces the cascades only with foreign keys on.
  await db.deleteFrom('front_app_access').where('group_id', '=', id).execute();
  await db.deleteFrom('security_group_users').where('group_id', '=', id).execute();
  await db.deleteFrom('security_groups').where('id', '=', id).execute();
}

export function groupsOfUser(db: Executor, userId: number) {
  return groupsWithCounts(db).where('g.id', 'in', (eb) => eb.selectFrom('security_group_users').select('group_id').where('user_id', '=', userId)).orderBy('g.name').execute();
}

export function groupUsers(db: Executor, groupId: number, offset: number, limit: number) {
  return db
    .selectFrom('security_group_users as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.user_name', 'u.email'])
    .where('m.group_id', '=', groupId)
    .orderBy('u.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function isMember(db: Executor, groupId: number, userId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('security_group_users').select('user_id').where('group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst());
}

export async function addMember(db: Executor, groupId: number, userId: number, at: string) {
  await db.insertInto('security_group_users').values({ group_id: groupId, user_id: userId, date_added: at }).execute();
}

export async function removeMember(db: Executor, groupId: number, userId: number) {
  await db.deleteFrom('security_group_users').where('group_id', '=', groupId).where('user_id', '=', userId).execute();
}

export function liveUser(db: Executor, id: number) {
  return db.selectFrom('users').select(['id', 'user_name', 'email']).where('id', '=', id).where('is_deleted', '=', 0).executeTakeFirst();
}

export async function rolesOfUser(db: Executor, userId: number): Promise<string[]> {
  return (await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute()).map((r) => r.role);
}
