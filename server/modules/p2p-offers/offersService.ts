/** P2P offers: the list with moderated words flagged, one offer, hide/block/delete singly or in bulk, edits, history. */
import { moderatedWordsIn, offerStatusLabel, OFFER_MESSAGES, OFFER_EDIT_FIELDS, type OfferEditField, type OfferModerationFlag } from '../../../src/domain/p2pOffers.ts';
import { Decimal } from '../../money.ts';
import { impossible, invalid, notFound } from '../../http/apiError.ts';
import { requireAdmin, type BodyOf, type QueryOf, type RequestContext } from '../../http/operation.ts';
import type { P2pOffersTable } from '../../db/schema.ts';
import * as repo from './repository.ts';

const bool = (v: number) => v === 1;

/** Every moderated word, lower-cased, once. */
async function moderatedWords(ctx: RequestContext): Promise<string[]> {
  const groups = await repo.allWordGroups(ctx.db);
  return [...new Set(groups.flatMap((g) => (JSON.parse(g.words) as string[]).map((w) => w.toLowerCase())))];
}

function toOffer(r: repo.OfferRow, words: readonly string[]) {
  const flags = { isHidden: bool(r.is_hidden), isBlocked: bool(r.is_blocked), isDeleted: bool(r.is_deleted), isEnabled: bool(r.is_enabled) };
  return {
    id: r.id,
    userId: r.user_id,
    userName: r.user_name,
    type: r.offer_type,
    cryptoCurrencyId: r.crypto_currency_id,
    fiatCurrencyId: r.fiat_currency_id,
    price: r.price === null ? null : new Decimal(r.price).toFixed(),
    profitPercent: r.profit_percent === null ? null : new Decimal(r.profit_percent).toFixed(),
    expression: r.expression,
    minAmount: new Decimal(r.min_amount).toFixed(),
    maxAmount: new Decimal(r.max_amount).toFixed(),
    restrictedAmounts: JSON.parse(r.restricted_amounts) as string[],
    paymentMethods: JSON.parse(r.payment_methods) as number[],
    isKycRequired: bool(r.is_kyc_required),
    isPhoneRequired: bool(r.is_phone_required),
    trackLiquidity: bool(r.track_liquidity),
    terms: r.terms,
    ...flags,
    status: offerStatusLabel(flags),
    moderatedWords: moderatedWordsIn(r.terms, words),
    dateCreated: new Date(r.date_created).toISOString(),
  };
}
export type Offer = ReturnType<typeof toOffer>;

/** GET v1/p2p/offers: newest first; non-enabled offers only with a hidden, blocked or deleted filter. */
export async function listOffers(ctx: RequestContext, q: QueryOf<'GET v1/p2p/offers'>) {
  const words = await moderatedWords(ctx);
  const filter: repo.OfferFilter = {
    userId: q.userId,
    type: q.type,
    isHidden: q.isHidden,
    isBlocked: q.isBlocked,
    isDeleted: q.isDeleted,
    cryptoCurrencyId: q.cryptoCurrencyId,
    fiatCurrencyId: q.fiatCurrencyId,
    terms: q.terms?.trim().toLowerCase() || undefined,
    anyWord: q.isModerated ? words : undefined,
  };
  const [rows, total] = await Promise.all([repo.listOffers(ctx.db, filter, q.offset, q.limit), repo.countOffers(ctx.db, filter)]);
  return { items: rows.map((r) => toOffer(r, words)), total };
}

export async function getOffer(ctx: RequestContext, id: number) {
  const row = await repo.findOffer(ctx.db, id);
  if (!row) throw notFound(OFFER_MESSAGES.notFound, 'offerNotFound');
  return toOffer(row, await moderatedWords(ctx));
}

const COLUMN_OF: Record<OfferEditField, keyof P2pOffersTable> = {
  price: 'price',
  profitPercent: 'profit_percent',
  expression: 'expression',
  minAmount: 'min_amount',
  maxAmount: 'max_amount',
  restrictedAmounts: 'restricted_amounts',
  paymentMethods: 'payment_methods',
  isKycRequired: 'is_kyc_required',
  isPhoneRequired: 'is_phone_required',
  trackLiquidity: 'track_liquidity',
  terms: 'terms',
  isHidden: 'is_hidden',
  isBlocked: 'is_blocked',
  isDeleted: 'is_deleted',
  isEnabled: 'is_enabled',
};

/** A field's value as the history shows it: text, decimals normalised, lists comma-joined. */
function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** The stored form of a field's new value. */
function stored(field: OfferEditField, value: unknown): string | number | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (field === 'restrictedAmounts') return JSON.stringify((value as string[]).map((a) => new Decimal(a).toFixed()));
  if (field === 'paymentMethods') return JSON.stringify(value);
  if (field === 'price' || field === 'profitPercent' || field === 'minAmount' || field === 'maxAmount') return new Decimal(value as string).toFixed();
  if (typeof value === 'string') return value.trim() || null;
  return value as number;
}

/**
 * Applies changes to one offer in the request's transaction: a deleted offer cannot be edited;
 * each field that really changes leaves a history row (who, what, when); the admin log gets before and after.
 */
async function applyChanges(ctx: RequestContext, id: number, changes: Partial<Record<OfferEditField, unknown>>) {
  const admin = requireAdmin(ctx);
  const row = await repo.findOffer(ctx.db, id);
  if (!row) throw notFound(OFFER_MESSAGES.notFound, 'offerNotFound');
  if (row.is_deleted === 1) throw impossible(OFFER_MESSAGES.deletedNotEditable, 'offerDeleted');
  const current = toOffer(row, []);
  const at = ctx.now().toISOString();
  const set: Partial<Record<keyof P2pOffersTable, string | number | null>> = {};
  const history: Parameters<typeof repo.addOfferHistory>[1] = [];
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const field of OFFER_EDIT_FIELDS) {
    if (!(field in changes) || changes[field] === undefined) continue;
    const value = stored(field, changes[field]);
    const old = current[field];
    const next = typeof old === 'boolean' ? value === 1 : field === 'restrictedAmounts' || field === 'paymentMethods' ? JSON.parse(value as string) : value;
    if (shown(old) === shown(next)) continue;
    set[COLUMN_OF[field]] = value;
    history.push({ offer_id: id, field, old_value: shown(old), new_value: shown(next), admin_id: admin.id, date_created: at });
    before[field] = old;
    after[field] = next;
  }
  const min = new Decimal((set.min_amount as string | undefined) ?? current.minAmount);
  const max = new Decimal((set.max_amount as string | undefined) ?? current.maxAmount);
  if (max.lessThan(min)) throw invalid('/maxAmount', OFFER_MESSAGES.minMax, 'maxBelowMin');
  if (history.length) {
    if (!(await repo.updateOffer(ctx.db, id, { ...set, date_updated: at } as Partial<P2pOffersTable>))) throw impossible(OFFER_MESSAGES.deletedNotEditable, 'offerDeleted');
    await repo.addOfferHistory(ctx.db, history);
  }
  return { before, after, changed: history.length > 0 };
}

type OfferEdit = BodyOf<'PUT p2p/Admin/Offer/{id}'>;

/** PUT p2p/Admin/Offer/{id} and PUT v1/p2p/offers/{offerId}: edit the labelled fields, or hide or block. */
export async function editOffer(ctx: RequestContext, id: number, body: OfferEdit) {
  const { before, after } = await applyChanges(ctx, id, body);
  await ctx.audit({ targetIds: [id], before, after });
  return getOffer(ctx, id);
}

/**
 * Hide, block or delete several offers (unhide and unblock too) in one transaction: every id
 * must exist and none be deleted already, or nothing changes. Answers how many changed.
 */
export async function setOfferFlags(ctx: RequestContext, ids: readonly number[], flags: Partial<Record<OfferModerationFlag, boolean>>) {
  const unique = [...new Set(ids)];
  if (!unique.length) throw invalid('/idList', OFFER_MESSAGES.noneSelected, 'noOffersSelected');
  const changes = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined));
  if (!Object.keys(changes).length) throw invalid('/', 'Choose hide, block or delete', 'chooseOfferAction');
  const found = await repo.findOffers(ctx.db, unique);
  const missing = unique.filter((id) => !found.some((o) => o.id === id));
  if (missing.length) throw notFound(`${OFFER_MESSAGES.notFound}: ${missing.join(', ')}`, 'offerNotFound', { ids: missing.join(', ') });
  const deleted = found.filter((o) => o.is_deleted === 1).map((o) => o.id);
  if (deleted.length) throw impossible(`${OFFER_MESSAGES.deletedNotEditable}: ${deleted.join(', ')}`, 'offerDeleted', { ids: deleted.join(', ') });
  const before: Record<number, unknown> = {};
  const after: Record<number, unknown> = {};
  let affected = 0;
  for (const id of unique) {
    const result = await applyChanges(ctx, id, changes);
    if (result.changed) {
      affected++;
      before[id] = result.before;
      after[id] = result.after;
    }
  }
  await ctx.audit({ targetIds: unique, before, after: { ...after, affected } });
  return affected;
}

export async function offerHistory(ctx: RequestContext, id: number) {
  if (!(await repo.findOffer(ctx.db, id))) throw notFound(OFFER_MESSAGES.notFound, 'offerNotFound');
  const rows = await repo.offerHistory(ctx.db, id);
  return {
    items: rows.map((r) => ({
      id: r.id,
      offerId: r.offer_id,
      field: r.field,
      oldValue: r.old_value,
      newValue: r.new_value,
      adminId: r.admin_id,
      adminName: r.admin_name ?? null,
      dateCreated: new Date(r.date_created).toISOString(),
    })),
  };
}
