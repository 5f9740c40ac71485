/**
 * Merchants' marketplace: stores (status, URLs, locale, payment methods), products and invoices
 * (status and comments). The status rules are src/domain/marketplace.ts, shared with the console.
 * Each change is conditional on the status the admin saw, so two racing changes give one winner
 * and one clear refusal; every change leaves an admin-log row with before and after.
 */
import {
  canMoveStore,
  invoiceStatusTargets,
  isInvoiceStatus,
  isStoreStatus,
  isStoreUrl,
  MARKETPLACE_MESSAGES as M,
  type InvoiceStatus,
  type StoreStatus,
} from '../../../src/domain/marketplace.ts';
import { impossible, invalid, notFound } from '../../http/apiError.ts';
import { requireAdmin, type BodyOf, type QueryOf, type RequestContext } from '../../http/operation.ts';
import { Decimal, normalizeDecimal } from '../../money.ts';
import { rangeEndIso, rangeStartIso } from '../../core/dateRange.ts';
import * as repo from './repository.ts';

type StoreRow = NonNullable<Awaited<ReturnType<typeof repo.findStore>>>;
type ProductRow = NonNullable<Awaited<ReturnType<typeof repo.findProduct>>>;
type InvoiceRow = NonNullable<Awaited<ReturnType<typeof repo.findInvoice>>>;

function parseIds(json: string): number[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
}

function storeStatus(value: string): StoreStatus {
  return isStoreStatus(value) ? value : 'inactive';
}

function invoiceStatus(value: string): InvoiceStatus {
  return isInvoiceStatus(value) ? value : 'error';
}

function toStore(r: StoreRow, revenue: string) {
  return {
    id: r.id,
    name: r.name,
    logo: r.logo,
    successUrl: r.success_url,
    failUrl: r.fail_url,
    locale: r.locale,
    revenue,
    paymentSystems: parseIds(r.payment_systems),
    merchantId: r.merchant_id,
    merchantName: r.user_name,
    serviceMerchantId: r.service_merchant_id,
    status: storeStatus(r.status),
    dateCreated: r.date_created,
  };
}

/** Revenue: the sum of the store's completed invoices, added exactly. */
async function revenues(ctx: RequestContext, storeIds: number[]) {
  const sums = new Map<number, Decimal>();
  for (const row of await repo.completedAmounts(ctx.db, storeIds)) {
    sums.set(row.store_id, (sums.get(row.store_id) ?? new Decimal(0)).plus(row.amount));
  }
  return (id: number) => (sums.get(id) ?? new Decimal(0)).toFixed();
}

export async function listStores(ctx: RequestContext, q: QueryOf<'GET v2/Marketplace/stores'>) {
  const filter = { merchantId: q.merchantId, status: q.status, search: q.searchString?.trim() || undefined };
  const { rows, total } = await repo.pageStores(ctx.db, filter, q);
  const revenueOf = await revenues(ctx, rows.map((r) => r.id));
  return { items: rows.map((r) => toStore(r, revenueOf(r.id))), total };
}

function cleanUrl(path: string, value: string | null | undefined) {
  if (value === undefined) return undefined;
  const text = value?.trim() ?? '';
  if (!text) return null;
  if (!isStoreUrl(text)) throw invalid(path, M.invalidUrl, 'storeUrlInvalid');
  return text;
}

export async function updateStore(ctx: RequestContext, body: BodyOf<'PUT v2/Marketplace/stores'>) {
  const admin = requireAdmin(ctx);
  const store = await repo.findStore(ctx.db, body.id);
  if (!store) throw notFound(M.storeNotFound, 'storeNotFound');
  const changes: repo.StoreChanges = {};
  if (body.name !== undefined) {
    const name = body.name.trim();
    if (!name) throw invalid('/name', M.nameRequired, 'nameRequired');
    changes.name = name;
  }
  const successUrl = cleanUrl('/successUrl', body.successUrl);
  if (successUrl !== undefined) changes.success_url = successUrl;
  const failUrl = cleanUrl('/failUrl', body.failUrl);
  if (failUrl !== undefined) changes.fail_url = failUrl;
  if (body.locale !== undefined) changes.locale = body.locale;
  if (body.paymentSystems !== undefined) {
    const ids = [...new Set(body.paymentSystems)];
    const found = new Set(await repo.existingPaymentMethods(ctx.db, ids));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw invalid('/paymentSystems', `${M.paymentSystemNotFound}: ${missing}`, 'paymentSystemNotFound', { ids: String(missing) });
    changes.payment_systems = JSON.stringify(ids);
  }
  const from = storeStatus(store.status);
  if (body.status !== undefined) {
    if (!canMoveStore(from, body.status)) throw impossible(M.storeStatusNotAllowed, 'storeStatusNotAllowed');
    changes.status = body.status;
  }
  const at = await saveInStatus(ctx, 'marketplace_stores', store, changes, admin.id);
  const after = (await repo.findStore(ctx.db, store.id))!;
  const revenueOf = await revenues(ctx, [store.id]);
  const answer = toStore(after, revenueOf(store.id));
  await ctx.audit(changeLog(store.id, toStore(store, revenueOf(store.id)), answer, changes, admin.id, at));
  return answer;
}

const CAMEL: Record<string, string> = { success_url: 'successUrl', fail_url: 'failUrl', payment_systems: 'paymentSystems', comment_for_admin: 'commentForAdmin', comment_for_user: 'commentForUser' };

/** The answer's fields that a change touched (the admin log keeps only those). */
function pick<T extends object>(answer: T, changes: object): Partial<T> {
  const keys = Object.keys(changes).map((k) => CAMEL[k] ?? k);
  return Object.fromEntries(Object.entries(answer).filter(([k]) => keys.includes(k))) as Partial<T>;
}

/**
 * Saves a change made on what the admin saw: only while the row is still in the status read, else 409
 * changedMeanwhile (the other of two racing changes won). Answers when it was saved.
 */
async function saveInStatus<T extends keyof repo.ChangesOf>(ctx: RequestContext, table: T, row: { id: number; status: string }, changes: repo.ChangesOf[T], adminId: number) {
  const at = ctx.now().toISOString();
  if (!(await repo.updateInStatus(ctx.db, table, row.id, row.status, changes, adminId, at))) throw impossible(M.changedMeanwhile, 'changedMeanwhile');
  return at;
}

/** A change's admin-log entry: the fields it touched, before and after, with who changed them and when. */
function changeLog<T extends object>(id: number, before: T, answer: T, changes: object, adminId: number, at: string) {
  return { targetIds: [id], before: pick(before, changes), after: { ...pick(answer, changes), updatedBy: adminId, dateUpdated: at } };
}

// ── Products ────────────────────────────────────────────────────────────────

function toProduct(r: ProductRow) {
  return {
    id: r.id,
    storeId: r.store_id,
    storeName: r.store_name,
    name: r.name,
    price: normalizeDecimal(r.price),
    currencyId: r.currency_id,
    currency: r.currency,
    stock: r.stock,
    category: r.category,
    status: r.status === 'archived' ? ('archived' as const) : ('active' as const),
    dateCreated: r.date_created,
  };
}

export async function listProducts(ctx: RequestContext, q: QueryOf<'GET v2/Marketplace/inventory'>) {
  const filter = { storeId: q.storeId, status: q.status };
  const { rows, total } = await repo.pageProducts(ctx.db, filter, q);
  return { items: rows.map(toProduct), total };
}

export async function updateProduct(ctx: RequestContext, body: BodyOf<'PUT v2/Marketplace/inventory'>) {
  const admin = requireAdmin(ctx);
  const product = await repo.findProduct(ctx.db, body.id);
  if (!product) throw notFound(M.productNotFound, 'productNotFound');
  const changes: repo.ProductChanges = {};
  const editsFields = body.name !== undefined || body.price !== undefined || body.stock !== undefined || body.category !== undefined;
  // An archived product is read-only until it is made active again (possibly in the same request).
  if (product.status === 'archived' && editsFields && body.status !== 'active') throw impossible(M.productArchived, 'productArchived');
  if (body.name !== undefined) {
    const name = body.name.trim();
    if (!name) throw invalid('/name', M.nameRequired, 'nameRequired');
    changes.name = name;
  }
  if (body.price !== undefined) {
    const price = new Decimal(body.price);
    if (!price.greaterThan(0)) throw invalid('/price', M.pricePositive, 'pricePositive');
    changes.price = price.toFixed();
  }
  if (body.stock !== undefined) changes.stock = body.stock;
  if (body.category !== undefined) changes.category = body.category?.trim() || null;
  if (body.status !== undefined) changes.status = body.status;
  const at = await saveInStatus(ctx, 'marketplace_products', product, changes, admin.id);
  const answer = toProduct((await repo.findProduct(ctx.db, product.id))!);
  await ctx.audit(changeLog(product.id, toProduct(product), answer, changes, admin.id, at));
  return answer;
}

// ── Invoices ────────────────────────────────────────────────────────────────

interface InvoiceLine {
  productId: number;
  quantity: number;
  price: string;
}

function parseLines(json: string): InvoiceLine[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) return [];
  return value.map((line: { productId: number; quantity: number; price: string }) => ({
    productId: line.productId,
    quantity: line.quantity,
    price: normalizeDecimal(line.price),
  }));
}

function toInvoice(r: InvoiceRow) {
  return {
    id: r.id,
    storeId: r.store_id,
    storeName: r.store_name,
    orderId: r.order_id,
    status: invoiceStatus(r.status),
    customer: r.customer,
    delivery: r.delivery,
    amount: normalizeDecimal(r.amount),
    currencyId: r.currency_id,
    currency: r.currency,
    products: parseLines(r.products),
    commentForAdmin: r.comment_for_admin,
    commentForUser: r.comment_for_user,
    dateCreated: r.date_created,
    dateUpdated: r.date_updated,
  };
}

export async function listInvoices(ctx: RequestContext, q: QueryOf<'GET v2/Marketplace/invoices'>) {
  const filter = { storeId: q.storeId, statuses: q.status, dateFrom: rangeStartIso(q.dateFrom), dateTo: rangeEndIso(q.dateTo) };
  const { rows, total } = await repo.pageInvoices(ctx.db, filter, q);
  return { items: rows.map(toInvoice), total };
}

export async function getInvoice(ctx: RequestContext, id: number) {
  const row = await repo.findInvoice(ctx.db, id);
  if (!row) throw notFound(M.invoiceNotFound, 'invoiceNotFound');
  return toInvoice(row);
}

function cleanComment(value: string | null | undefined) {
  if (value === undefined) return undefined;
  return value?.trim() || null;
}

export async function updateInvoice(ctx: RequestContext, body: BodyOf<'PUT v2/Marketplace/invoices'>) {
  const admin = requireAdmin(ctx);
  const invoice = await repo.findInvoice(ctx.db, body.id);
  if (!invoice) throw notFound(M.invoiceNotFound, 'invoiceNotFound');
  const from = invoiceStatus(invoice.status);
  const changes: repo.InvoiceChanges = {};
  if (body.status !== undefined && body.status !== from) {
    if (!invoiceStatusTargets(from).includes(body.status)) throw impossible(M.invoiceClosed, 'invoiceClosed');
    changes.status = body.status;
  }
  const forAdmin = cleanComment(body.commentForAdmin);
  if (forAdmin !== undefined) changes.comment_for_admin = forAdmin;
  const forUser = cleanComment(body.commentForUser);
  if (forUser !== undefined) changes.comment_for_user = forUser;
  const at = await saveInStatus(ctx, 'marketplace_invoices', invoice, changes, admin.id);
  const answer = toInvoice((await repo.findInvoice(ctx.db, invoice.id))!);
  await ctx.audit(changeLog(invoice.id, toInvoice(invoice), answer, changes, admin.id, at));
  return answer;
}
