import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { P2pOffersTable } from '../../db/schema.ts';
import { countRows } from '../../core/countRows.ts';
import { flagFilter, whereEquals, whereIn } from '../../core/whereEquals.ts';

// ── Offers ───────────────────────────────────────────────────────────────────

export interface OfferFilter {
  userId?: number;
  type?: 'Sell' | 'Buy';
  isHidden?: boolean;
  isBlocked?: boolean;
  isDeleted?: boolean;
  cryptoCurrencyId?: number;
  fiatCurrencyId?: number;
  /** Lower-cased part of the terms. */
  terms?: string;
  /** Lower-cased words: an offer matches when its terms contain one of them. */
  anyWord?: string[];
}

/**
 * The offers list (spec 2 §4): without a hidden, blocked or deleted filter only enabled offers
 * that are neither hidden, blocked nor deleted; with one, the offers carrying that flag.
 */
function filtered(db: Executor, f: OfferFilter) {
  let q = db.selectFrom('p2p_offers as o');
  const flagged = f.isHidden !== undefined || f.isBlocked !== undefined || f.isDeleted !== undefined;
  if (!flagged) q = q.where('o.is_deleted', '=', 0).where('o.is_hidden', '=', 0).where('o.is_blocked', '=', 0).where('o.is_enabled', '=', 1);
  q = whereEquals(q, {
    'o.is_hidden': flagFilter(f.isHidden),
    'o.is_blocked': flagFilter(f.isBlocked),
    'o.is_deleted': flagFilter(f.isDeleted),
    'o.user_id': f.userId,
    'o.offer_type': f.type,
    'o.crypto_currency_id': f.cryptoCurrencyId,
    'o.fiat_currency_id': f.fiatCurrencyId,
  });
  if (f.terms !== undefined) q = q.where(sql<string>`lower(o.terms)`, 'like', `%${escapeLike(f.terms)}%`);
  if (f.anyWord !== undefined) {
    const words = f.anyWord;
    q = words.length
      ? q.where((eb) => eb.or(words.map((w) => eb(sql<string>`lower(o.terms)`, 'like', `%${escapeLike(w)}%`))))
      : q.where(sql<boolean>`1 = 0`);
  }
  return q;
}

/** LIKE's own characters taken literally (the patterns use the default escape-less form on both dialects). */
const escapeLike = (text: string) => text.replace(/[%_]/g, '');

export async function countOffers(db: Executor, f: OfferFilter) {
  return countRows(filtered(db, f));
}

const withUser = (q: ReturnType<typeof filtered>) => q.leftJoin('users as u', 'u.id', 'o.user_id').selectAll('o').select('u.user_name');

export function listOffers(db: Executor, f: OfferFilter, offset: number, limit: number) {
  return withUser(filtered(db, f)).orderBy('o.id', 'desc').limit(limit).offset(offset).execute();
}
export type OfferRow = Awaited<ReturnType<typeof listOffers>>[number];

export function findOffer(db: Executor, id: number) {
  return db.selectFrom('p2p_offers as o').leftJoin('users as u', 'u.id', 'o.user_id').selectAll('o').select('u.user_name').where('o.id', '=', id).executeTakeFirst();
}

export function findOffers(db: Executor, ids: readonly number[]) {
  return db.selectFrom('p2p_offers').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

/** Changes an offer unless it was deleted meanwhile; answers whether it did. */
export async function updateOffer(db: Executor, id: number, changes: Partial<Omit<P2pOffersTable, 'id'>>, allowDeleted = false): Promise<boolean> {
  let q = db.updateTable('p2p_offers').set(changes).where('id', '=', id);
  if (!allowDeleted) q = q.where('is_deleted', '=', 0);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function addOfferHistory(
  db: Executor,
  rows: { offer_id: number; field: string; old_value: string | null; new_value: string | null; admin_id: number | null; date_created: string }[],
) {
  if (rows.length) await db.insertInto('p2p_offer_history').values(rows).execute();
}

export function offerHistory(db: Executor, offerId: number) {
  return db
    .selectFrom('p2p_offer_history as h')
    .leftJoin('admins as a', 'a.id', 'h.admin_id')
    .selectAll('h')
    .select('a.user_name as admin_name')
    .where('h.offer_id', '=', offerId)
    .orderBy('h.id', 'desc')
    .execute();
}

// ── Moderation words ─────────────────────────────────────────────────────────

export function allWordGroups(db: Executor) {
  return db.selectFrom('moderation_word_groups').selectAll().orderBy('id').execute();
}

export function findWordGroup(db: Executor, id: number) {
  return db.selectFrom('moderation_word_groups').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findWordGroupByName(db: Executor, key: string) {
  return db.selectFrom('moderation_word_groups').select('id').where('group_name_key', '=', key).executeTakeFirst();
}

export function insertWordGroup(db: Executor, row: { group_name: string; group_name_key: string; words: string; date_created: string }) {
  return db.insertInto('moderation_word_groups').values(row).returning('id').executeTakeFirstOrThrow();
}

export async function updateWordGroup(db: Executor, id: number, changes: { group_name?: string; group_name_key?: string; words?: string }) {
  const result = await db.updateTable('moderation_word_groups').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteWordGroup(db: Executor, id: number) {
  const result = await db.deleteFrom('moderation_word_groups').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

// ── Roles ────────────────────────────────────────────────────────────────────

export interface GrantFilter {
  roles?: number[];
  userId?: number;
  /** Lower-cased; an all-digit text also matches the user id. */
  search?: string;
}

function grants(db: Executor, f: GrantFilter) {
  let q = db.selectFrom('p2p_role_grants as g').innerJoin('users as u', 'u.id', 'g.user_id');
  q = whereEquals(whereIn(q, { 'g.role': f.roles }), { 'g.user_id': f.userId });
  if (f.search) {
    const s = f.search;
    q = q.where((eb) =>
      eb.or([
        eb(sql<string>`lower(u.user_name)`, 'like', `%${escapeLike(s)}%`),
        eb(sql<string>`lower(u.email)`, 'like', `%${escapeLike(s)}%`),
        ...(/^\d{1,9}$/.test(s) ? [eb('u.id', '=', Number(s))] : []),
      ]),
    );
  }
  return q;
}

export async function countGrants(db: Executor, f: GrantFilter) {
  return countRows(grants(db, f));
}

export function listGrants(db: Executor, f: GrantFilter, sort: 'dateCreated' | 'userId' | 'userName', offset: number, limit: number) {
  const q = grants(db, f)
    .leftJoin('admins as a', (j) => j.on(sql`lower(a.email)`, '=', sql`lower(u.email)`))
    .select(['g.id', 'g.role', 'g.user_id', 'g.date_created', 'u.user_name', 'u.email', 'a.id as admin_id']);
  const ordered =
    sort === 'userId' ? q.orderBy('g.user_id').orderBy('g.id') : sort === 'userName' ? q.orderBy('u.user_name').orderBy('g.id') : q.orderBy('g.date_created', 'desc').orderBy('g.id', 'desc');
  return ordered.limit(limit).offset(offset).execute();
}

export function rolesOfUser(db: Executor, userId: number) {
  return db.selectFrom('p2p_role_grants').select('role').where('user_id', '=', userId).orderBy('role').execute();
}

export async function replaceRoles(db: Executor, userId: number, roles: number[], adminId: number, at: string) {
  await db.deleteFrom('p2p_role_grants').where('user_id', '=', userId).where('role', 'not in', roles.length ? roles : [-1]).execute();
  const kept = new Set((await rolesOfUser(db, userId)).map((r) => r.role));
  const added = roles.filter((r) => !kept.has(r));
  if (added.length) await db.insertInto('p2p_role_grants').values(added.map((role) => ({ user_id: userId, role, admin_id: adminId, date_created: at }))).execute();
}

export function findUser(db: Executor, id: number) {
  return db.selectFrom('users').select(['id', 'user_name', 'email']).where('id', '=', id).where('is_deleted', '=', 0).executeTakeFirst();
}

/** Users by id, or a part of the name or e-mail (case-insensitive), for the role grant. */
export function searchUsers(db: Executor, search: string, limit: number) {
  const s = search.toLowerCase();
  return db
    .selectFrom('users')
    .select(['id', 'user_name', 'email'])
    .where('is_deleted', '=', 0)
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(user_name)`, 'like', `%${escapeLike(s)}%`),
        eb(sql<string>`lower(email)`, 'like', `%${escapeLike(s)}%`),
        ...(/^\d{1,9}$/.test(s) ? [eb('id', '=', Number(s))] : []),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Whether the staff account holds the granted arbitrator role through its user (the exchange
 * account with the same e-mail): what makes it assignable to a dispute.
 */
export async function adminHoldsRole(db: Executor, adminId: number, role: number): Promise<boolean> {
  const row = await db
    .selectFrom('admins as a')
    .innerJoin('users as u', (j) => j.on(sql`lower(u.email)`, '=', sql`lower(a.email)`))
    .innerJoin('p2p_role_grants as g', 'g.user_id', 'u.id')
    .select('g.id')
    .where('a.id', '=', adminId)
    .where('u.is_deleted', '=', 0)
    .where('g.role', '=', role)
    .executeTakeFirst();
  return row !== undefined;
}

// ── Banners ──────────────────────────────────────────────────────────────────

export async function bannersEnabled(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('banner_options').select('is_banners_enabled').where('id', '=', 1).executeTakeFirst();
  return row?.is_banners_enabled === 1;
}

export async function setBannersEnabled(db: Executor, enabled: boolean) {
  await db
    .insertInto('banner_options')
    .values({ id: 1, is_banners_enabled: enabled ? 1 : 0 })
    .onConflict((oc) => oc.column('id').doUpdateSet({ is_banners_enabled: enabled ? 1 : 0 }))
    .execute();
}

export function allBanners(db: Executor) {
  return db.selectFrom('banners').selectAll().orderBy('position').execute();
}

export function findBanner(db: Executor, position: number) {
  return db.selectFrom('banners').selectAll().where('position', '=', position).executeTakeFirst();
}

/** Inserts a banner unless its position is taken (one per position); answers whether it did. */
export async function insertBanner(db: Executor, row: { position: number; link: string | null; content_type: string; data: Buffer; date_updated: string }) {
  const inserted = await db.insertInto('banners').values(row).onConflict((oc) => oc.column('position').doNothing()).returning('position').executeTakeFirst();
  return inserted !== undefined;
}

export async function updateBanner(db: Executor, position: number, changes: { link?: string | null; content_type?: string; data?: Buffer; date_updated: string }) {
  const result = await db.updateTable('banners').set(changes).where('position', '=', position).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteBanner(db: Executor, position: number) {
  const result = await db.deleteFrom('banners').where('position', '=', position).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
