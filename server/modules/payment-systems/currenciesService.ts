import { CATALOGUE_MESSAGES, DEFAULT_EQUIVALENT_CURRENCY } from '../../../src/domain/catalogues.ts';
import { notFound } from '../../http/apiError.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { BodyOf, RequestContext } from '../../http/operation.ts';
import type { Executor } from '../../db/database.ts';
import { normalizeDecimal } from '../../money.ts';
import { assertPlaceholder, conflict, flag, givenColumns, givenFlag, givenText, invalid, readBackAndLog } from './common.ts';
import * as repo from './currenciesRepository.ts';
import { insertRow, updateRow } from './rowsRepository.ts';
import { replaceIcon, type IconHolder } from './iconsService.ts';
import { nextSortId } from '../../core/sortOrder.ts';

export const CURRENCY_NOT_FOUND = 'Currency not found';

/** Every field a create or an edit may carry (the v1 and v2 bodies share it). */
type CurrencyFields = BodyOf<'PUT v1/currencies/{id}'> & {};

/** The currencies in catalogue order: all of them, those in use (or not), or the one with an id. */
export function listCurrencies(db: Executor, filter: { isInUse?: boolean; id?: number } = {}) {
  return repo.listCurrencies(db, filter);
}

async function readCurrency(db: Executor, id: number) {
  const [currency] = await listCurrencies(db, { id });
  if (!currency) throw notFound(CURRENCY_NOT_FOUND, 'currencyNotFound');
  return currency;
}

/** The console reads currencies at start; every read goes to the database, so a change is seen by the next load. */
export const getCurrency = (ctx: RequestContext, id: number) => readCurrency(ctx.db, id);

function checkFields(body: CurrencyFields) {
  if (body.name !== undefined && !body.name.trim()) throw invalid('/name', CATALOGUE_MESSAGES.required, 'fieldRequired');
  if (body.title !== undefined && !body.title.trim()) throw invalid('/title', CATALOGUE_MESSAGES.required, 'fieldRequired');
  assertPlaceholder('/urlAddress', body.urlAddress, '{address}');
  assertPlaceholder('/urlTx', body.urlTx, '{txid}');
}

/**
 * Payment methods: a list replaces the currency's links; `clearPaymentMethods` (sent by the console
 * when none are chosen) removes them all; neither keeps them.
 */
async function paymentMethodsOf(db: Executor, body: CurrencyFields): Promise<number[] | undefined> {
  if (body.clearPaymentMethods) return [];
  if (!body.paymentMethods) return undefined;
  const ids = [...new Set(body.paymentMethods)];
  const found = await repo.existingPaymentMethodIds(db, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw notFound(`Payment method not found: ${missing.join(', ')}`, 'paymentMethodNotFound', { ids: missing.join(', ') });
  return ids;
}

function columnsOf(body: CurrencyFields) {
  return givenColumns({
    name: body.name?.trim(),
    title: body.title?.trim(),
    symbol: body.symbol,
    decimals: body.decimals,
    currency_type: body.currencyType,
    sort_id: body.sortId,
    is_in_use: givenFlag(body.isInUse),
    service_fee: body.serviceFee === undefined ? undefined : normalizeDecimal(body.serviceFee),
    url_tx: givenText(body.urlTx),
    url_address: givenText(body.urlAddress),
    equivalent_currency_title: body.equivalentCurrencyTitle,
    cmc_id: body.cmcId,
    aliases: body.aliases === undefined ? undefined : JSON.stringify(body.aliases),
    is_popular: givenFlag(body.isPopular),
    is_cheap_fee: givenFlag(body.isCheapFee),
    use_in_wallet: givenFlag(body.useInWallet),
    use_in_p2p: givenFlag(body.useInP2P),
  });
}

export async function createCurrency(ctx: RequestContext, body: BodyOf<'POST Market/CreateCurrency'>) {
  checkFields(body);
  const title = body.title.trim();
  if (await repo.findCurrencyByTitle(ctx.db, title)) throw conflict(CATALOGUE_MESSAGES.currencyExists, 'currencyExists');
  const methods = await paymentMethodsOf(ctx.db, body);
  const id = await insertRow(ctx.db, 'currencies', {
    name: body.name.trim(),
    title,
    symbol: body.symbol ?? '',
    decimals: body.decimals ?? 8,
    currency_type: body.currencyType,
    sort_id: body.sortId ?? (await nextSortId(ctx.db, 'currencies')),
    is_in_use: flag(body.isInUse, 1),
    service_fee: normalizeDecimal(body.serviceFee ?? '0'),
    url_tx: body.urlTx || null,
    url_address: body.urlAddress || null,
    date_created: ctx.now().toISOString(),
    equivalent_currency_title: body.equivalentCurrencyTitle ?? DEFAULT_EQUIVALENT_CURRENCY,
    ...columnsOf(body),
  });
  if (methods) await repo.replacePaymentMethods(ctx.db, id, methods);
  return readBackAndLog(ctx, id, null, readCurrency);
}

export async function editCurrency(ctx: RequestContext, id: number, body: CurrencyFields) {
  const before = await readCurrency(ctx.db, id);
  checkFields(body);
  if (body.title !== undefined && (await repo.findCurrencyByTitle(ctx.db, body.title.trim(), id))) throw conflict(CATALOGUE_MESSAGES.currencyExists, 'currencyExists');
  const methods = await paymentMethodsOf(ctx.db, body);
  await updateRow(ctx.db, 'currencies', id, columnsOf(body));
  if (methods) await repo.replacePaymentMethods(ctx.db, id, methods);
  return readBackAndLog(ctx, id, before, readCurrency);
}

const currencyIcon: IconHolder = { read: readCurrency, write: (db, id, iconId) => updateRow(db, 'currencies', id, { icon_id: iconId }) };

export const setCurrencyIcon = (ctx: RequestContext, id: number, files: UploadedFile[]) => replaceIcon(ctx, currencyIcon, id, files);

export const deleteCurrencyIcon = (ctx: RequestContext, id: number) => replaceIcon(ctx, currencyIcon, id, null);
