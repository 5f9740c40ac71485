/** All SQL of the merchants' marketplace: stores, products and invoices. */
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { MarketplaceInvoicesTable, MarketplaceProductsTable, MarketplaceStoresTable } from '../../db/schema.ts';
import { newestFirst, pageWithTotal } from '../../core/countRows.ts';
import { whereEquals, whereIn } from '../../core/whereEquals.ts';
import { whereInRange } from '../../core/dateRange.ts';
import { containsMatch } from '../../core/likePattern.ts';

type Page = { offset: number; limit: number };

// ── Stores ──────────────────────────────────────────────────────────────────

export interface StoreFilter {
  merchantId?: number;
  status?: string;
  /** A store id (digits) or a part of the store's or the merchant's name. */
  search?: string;
}

function stores(db: Executor, f: StoreFilter) {
  let q = db.selectFrom('marketplace_stores as s').innerJoin('users as u', 'u.id', 's.merchant_id');
  q = whereEquals(q, { 's.merchant_id': f.merchantId, 's.status': f.status });
  if (f.search) {
    const text = f.search.toLowerCase();
    const like = containsMatch(text);
    const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
    q = q.where((eb) =>
      eb.or([
        ...(id !== null ? [eb('s.id', '=', id)] : []),
        eb(sql`lower(s.name)`, 'like', like),
        eb(sql`lower(u.user_name)`, 'like', like),
      ]),
    );
  }
  return q;
}

const STORE_COLUMNS = [
  's.id', 's.merchant_id', 's.service_merchant_id', 's.name', 's.logo', 's.success_url', 's.fail_url', 's.locale',
  's.payment_systems', 's.status', 's.date_created', 'u.user_name',
] as const;

/** One page, newest stores first, beside the filter's total. */
export function pageStores(db: Executor, f: StoreFilter, page: Page) {
  return pageWithTotal(stores(db, f), (q) => q.select(STORE_COLUMNS).orderBy('s.id', 'desc').offset(page.offset).limit(page.limit).execute());
}

export function findStore(db: Executor, id: number) {
  return stores(db, {}).select(STORE_COLUMNS).where('s.id', '=', id).executeTakeFirst();
}

export type StoreChanges = Partial<Pick<MarketplaceStoresTable, 'name' | 'status' | 'success_url' | 'fail_url' | 'locale' | 'payment_systems'>>;

/** The amounts of completed invoices of these stores (summed exactly by the service). */
export function completedAmounts(db: Executor, storeIds: number[]) {
  if (storeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('marketplace_invoices')
    .select(['store_id', 'amount'])
    .where('store_id', 'in', storeIds)
    .where('status', '=', 'completed')
    .execute();
}

export async function existingPaymentMethods(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return (await db.selectFrom('payment_methods').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
}

// ── Products ────────────────────────────────────────────────────────────────

export interface ProductFilter {
  storeId?: number;
  status?: string;
}

function products(db: Executor, f: ProductFilter) {
  const q = db
    .selectFrom('marketplace_products as p')
    .innerJoin('marketplace_stores as s', 's.id', 'p.store_id')
    .innerJoin('currencies as c', 'c.id', 'p.currency_id');
  return whereEquals(q, { 'p.store_id': f.storeId, 'p.status': f.status });
}

const PRODUCT_COLUMNS = [
  'p.id', 'p.store_id', 's.name as store_name', 'p.name', 'p.price', 'p.currency_id', 'c.title as currency', 'p.stock', 'p.category',
  'p.status', 'p.date_created',
] as const;

/** One page, newest first, beside the filter's total. */
export function pageProducts(db: Executor, f: ProductFilter, page: Page) {
  return pageWithTotal(products(db, f), (q) => q.select(PRODUCT_COLUMNS).orderBy('p.id', 'desc').offset(page.offset).limit(page.limit).execute());
}

export function findProduct(db: Executor, id: number) {
  return products(db, {}).select(PRODUCT_COLUMNS).where('p.id', '=', id).executeTakeFirst();
}

export type ProductChanges = Partial<Pick<MarketplaceProductsTable, 'name' | 'price' | 'stock' | 'category' | 'status'>>;

// ── Invoices ────────────────────────────────────────────────────────────────

export interface InvoiceFilter {
  storeId?: number;
  merchantId?: number;
  statuses?: string[];
  dateFrom?: string;
  dateTo?: string;
}

function invoices(db: Executor, f: InvoiceFilter) {
  let q = db
    .selectFrom('marketplace_invoices as i')
    .innerJoin('marketplace_stores as s', 's.id', 'i.store_id')
    .innerJoin('currencies as c', 'c.id', 'i.currency_id');
  q = whereEquals(q, { 'i.store_id': f.storeId, 's.merchant_id': f.merchantId });
  q = whereIn(q, { 'i.status': f.statuses });
  return whereInRange(q, 'i.date_created', f.dateFrom, f.dateTo);
}

const INVOICE_COLUMNS = [
  'i.id', 'i.store_id', 's.name as store_name', 'i.order_id', 'i.status', 'i.customer', 'i.delivery', 'i.amount', 'i.currency_id',
  'c.title as currency', 'i.products', 'i.comment_for_admin', 'i.comment_for_user', 'i.date_created', 'i.date_updated',
] as const;

/** One page, newest first, beside the filter's total. */
export function pageInvoices(db: Executor, f: InvoiceFilter, page: Page) {
  return pageWithTotal(invoices(db, f), (q) => newestFirst(q.select(INVOICE_COLUMNS), 'i.date_created', 'i.id', page));
}

export function findInvoice(db: Executor, id: number) {
  return invoices(db, {}).select(INVOICE_COLUMNS).where('i.id', '=', id).executeTakeFirst();
}

export type InvoiceChanges = Partial<Pick<MarketplaceInvoicesTable, 'status' | 'comment_for_admin' | 'comment_for_user'>>;

/** What an admin may change on each of the marketplace's edited rows. */
export interface ChangesOf {
  marketplace_stores: StoreChanges;
  marketplace_products: ProductChanges;
  marketplace_invoices: InvoiceChanges;
}

/**
 * Applies a store's, product's or invoice's change, with who and when, only while the row is still in
 * `expectedStatus` (the status the admin saw): of two racing changes one wins and one is refused.
 * False when the row moved meanwhile.
 */
export async function updateInStatus<T extends keyof ChangesOf>(db: Executor, table: T, id: number, expectedStatus: string, changes: ChangesOf[T], adminId: number, at: string) {
  const result = await db
    .updateTable(table as keyof ChangesOf)
    // The columns were checked against the table by ChangesOf; Kysely cannot pair them through the type parameter.
    .set({ ...changes, updated_by: adminId, date_updated: at } as never)
    .where('id', '=', id)
    .where('status', '=', expectedStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ── Seed ────────────────────────────────────────────────────────────────────

export async function insertStores(db: Executor, rows: Omit<MarketplaceStoresTable, 'id' | 'updated_by' | 'date_updated'>[]) {
  if (rows.length === 0) return [];
  return (await db.insertInto('marketplace_stores').values(rows).returning('id').execute()).map((r) => r.id);
}

export async function insertProducts(db: Executor, rows: Omit<MarketplaceProductsTable, 'id' | 'updated_by' | 'date_updated'>[]) {
  if (rows.length === 0) return [];
  return (await db.insertInto('marketplace_products').values(rows).returning('id').execute()).map((r) => r.id);
}

export async function insertInvoices(db: Executor, rows: Omit<MarketplaceInvoicesTable, 'id' | 'updated_by' | 'date_updated'>[]) {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('marketplace_invoices').values(rows.slice(i, i + 200)).execute();
}
