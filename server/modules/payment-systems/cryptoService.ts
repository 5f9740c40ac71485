import type { Selectable } from 'kysely';
import { CATALOGUE_MESSAGES, DEFAULT_CONTRACT_ABI } from '../../../src/domain/catalogues.ts';
import { notFound } from '../../http/apiError.ts';
import type { BodyOf, RequestContext } from '../../http/operation.ts';
import type { Executor } from '../../db/database.ts';
import type { CryptoCurrenciesTable, CryptoTokensTable, MultiwalletTokensTable, NetworksTable } from '../../db/schema.ts';
import { normalizeDecimal, normalizeOptionalDecimal } from '../../money.ts';
import { assertPlaceholder, assertRegex, conflict, flag, givenColumns, givenFlag, givenText, itemReader, readBackAndLog } from './common.ts';
import * as repo from './cryptoRepository.ts';
import { deleteRow, insertRow, updateRow, type CatalogueTable } from './rowsRepository.ts';
import { currencyExists } from './transactionMethodsRepository.ts';

export const CRYPTO_CURRENCY_NOT_FOUND = 'Crypto currency not found';
export const CRYPTO_TOKEN_NOT_FOUND = 'Crypto token not found';
export const NETWORK_NOT_FOUND = 'Network not found';
export const MULTIWALLET_TOKEN_NOT_FOUND = 'Token not found';
export const CRYPTO_CURRENCY_HAS_TOKENS = 'The crypto currency has tokens';
export const MULTIWALLET_TOKEN_EXISTS = 'The currency already has a token on this network';

// ---- crypto currencies ----

const toCryptoCurrency = (r: Selectable<CryptoCurrenciesTable>) => ({
  id: r.id, name: r.name, title: r.title, network: r.network, minConfirmations: r.min_confirmations, isEnabled: r.is_enabled === 1,
});

const requireCryptoCurrency = itemReader('crypto_currencies', toCryptoCurrency, CRYPTO_CURRENCY_NOT_FOUND, 'cryptoCurrencyNotFound');

/** A crypto currency or token names a network by its unique id; it must exist. */
async function requireNetworkName(db: Executor, network: string | null | undefined) {
  if (network && !(await repo.findNetworkByUniqueId(db, network))) throw notFound(NETWORK_NOT_FOUND, 'networkNotFound');
}

export async function listCryptoCurrencies(ctx: RequestContext, body: BodyOf<'POST v2/Transaction/GetCryptoCurrencies'>) {
  const { rows, total } = await repo.listCryptoCurrencies(ctx.db, body.offset, body.limit);
  return { items: rows.map(toCryptoCurrency), total };
}

type CryptoCurrencyInput = BodyOf<'PUT v2/Transaction/EditCryptoCurrency'>;

const cryptoCurrencyColumns = (b: Partial<CryptoCurrencyInput>) =>
  givenColumns({ name: b.name?.trim(), title: b.title?.trim(), network: b.network, min_confirmations: b.minConfirmations, is_enabled: givenFlag(b.isEnabled) });

export async function createCryptoCurrency(ctx: RequestContext, body: BodyOf<'POST v2/Transaction/CreateCryptoCurrency'>) {
  if (await repo.findCryptoCurrencyByTitle(ctx.db, body.title.trim())) throw conflict(CATALOGUE_MESSAGES.cryptoCurrencyExists, 'cryptoCurrencyExists');
  await requireNetworkName(ctx.db, body.network);
  const id = await insertRow(ctx.db, 'crypto_currencies', {
    name: body.name.trim(), title: body.title.trim(), min_confirmations: 0, is_enabled: 1, ...cryptoCurrencyColumns(body),
  });
  return readBackAndLog(ctx, id, null, requireCryptoCurrency);
}

export async function editCryptoCurrency(ctx: RequestContext, body: CryptoCurrencyInput) {
  const before = await requireCryptoCurrency(ctx.db, body.id);
  if (body.title !== undefined && (await repo.findCryptoCurrencyByTitle(ctx.db, body.title.trim(), body.id))) throw conflict(CATALOGUE_MESSAGES.cryptoCurrencyExists, 'cryptoCurrencyExists');
  await requireNetworkName(ctx.db, body.network);
  await updateRow(ctx.db, 'crypto_currencies', body.id, cryptoCurrencyColumns(body));
  return readBackAndLog(ctx, body.id, before, requireCryptoCurrency);
}

/** Removes a row its caller found and checked, and keeps what it was in the admin log. */
async function removeRow(ctx: RequestContext, table: CatalogueTable, id: number, before: object) {
  await deleteRow(ctx.db, table, id);
  await ctx.audit({ targetIds: [id], before, after: null });
  return { success: true as const };
}

/** A crypto currency with tokens is kept: its tokens would lose their chain. */
export async function deleteCryptoCurrency(ctx: RequestContext, id: number) {
  const before = await requireCryptoCurrency(ctx.db, id);
  if (await repo.hasTokens(ctx.db, id)) throw conflict(CRYPTO_CURRENCY_HAS_TOKENS, 'cryptoCurrencyHasTokens');
  return removeRow(ctx, 'crypto_currencies', id, before);
}

// ---- crypto tokens ----

const toCryptoToken = (r: Selectable<CryptoTokensTable>) => ({
  id: r.id,
  name: r.name,
  title: r.title,
  cryptoCurrencyId: r.crypto_currency_id,
  network: r.network,
  address: r.address,
  contractAddress: r.contract_address,
  contractAbi: r.contract_abi,
  aggregatingMin: normalizeOptionalDecimal(r.aggregating_min),
  uniqueAddress: r.unique_address === 1,
  addressTagOnly: r.address_tag_only === 1,
  minConfirmations: r.min_confirmations,
  minConfirmationsForUse: r.min_confirmations_for_use,
  addressRegex: r.address_regex,
});

const requireCryptoToken = itemReader('crypto_tokens', toCryptoToken, CRYPTO_TOKEN_NOT_FOUND, 'cryptoTokenNotFound');

export async function listCryptoTokens(ctx: RequestContext, body: BodyOf<'POST v2/Transaction/GetCryptoTokens'>) {
  const { rows, total } = await repo.listCryptoTokens(ctx.db, body.cryptoCurrencyId, body.offset, body.limit);
  return { items: rows.map(toCryptoToken), total };
}

type CryptoTokenInput = BodyOf<'PUT v2/Transaction/EditCryptoToken'>;

const cryptoTokenColumns = (b: Partial<CryptoTokenInput>) =>
  givenColumns({
    name: b.name?.trim(),
    title: b.title?.trim(),
    crypto_currency_id: b.cryptoCurrencyId,
    network: b.network,
    address: b.address,
    contract_address: b.contractAddress,
    // An empty ABI falls back to the default token standard.
    contract_abi: b.contractAbi === undefined ? undefined : b.contractAbi.trim() || DEFAULT_CONTRACT_ABI,
    aggregating_min: b.aggregatingMin === undefined || b.aggregatingMin === null ? b.aggregatingMin : normalizeDecimal(b.aggregatingMin),
    unique_address: givenFlag(b.uniqueAddress),
    address_tag_only: givenFlag(b.addressTagOnly),
    min_confirmations: b.minConfirmations,
    min_confirmations_for_use: b.minConfirmationsForUse,
    address_regex: givenText(b.addressRegex),
  });

async function checkToken(db: Executor, b: Partial<CryptoTokenInput>) {
  assertRegex('/addressRegex', b.addressRegex);
  if (b.cryptoCurrencyId !== undefined) await requireCryptoCurrency(db, b.cryptoCurrencyId);
  await requireNetworkName(db, b.network);
}

export async function createCryptoToken(ctx: RequestContext, body: BodyOf<'POST v2/Transaction/CreateCryptoToken'>) {
  await checkToken(ctx.db, body);
  const id = await insertRow(ctx.db, 'crypto_tokens', {
    name: body.name.trim(), title: body.title.trim(), crypto_currency_id: body.cryptoCurrencyId, contract_abi: DEFAULT_CONTRACT_ABI,
    unique_address: 0, address_tag_only: 0, min_confirmations: 0, min_confirmations_for_use: 0, ...cryptoTokenColumns(body),
  });
  return readBackAndLog(ctx, id, null, requireCryptoToken);
}

export async function editCryptoToken(ctx: RequestContext, body: CryptoTokenInput) {
  const before = await requireCryptoToken(ctx.db, body.id);
  await checkToken(ctx.db, body);
  await updateRow(ctx.db, 'crypto_tokens', body.id, cryptoTokenColumns(body));
  return readBackAndLog(ctx, body.id, before, requireCryptoToken);
}

export async function deleteCryptoToken(ctx: RequestContext, id: number) {
  const before = await requireCryptoToken(ctx.db, id);
  return removeRow(ctx, 'crypto_tokens', id, before);
}

// ---- networks (calls designed) ----

const toNetwork = (r: Selectable<NetworksTable>) => ({
  id: r.id,
  uniqueId: r.unique_id,
  tagName: r.tag_name,
  tagMultiline: r.tag_multiline === 1,
  tagRegex: r.tag_regex,
  uriAmount: r.uri_amount === 1,
  addressMultiple: r.address_multiple === 1,
  addressPublicKey: r.address_public_key === 1,
  addressTagOnly: r.address_tag_only === 1,
  addressRegex: r.address_regex,
  addressTokens: r.address_tokens === 1,
  transactionUrl: r.transaction_url,
  addressUrl: r.address_url,
});

const requireNetwork = itemReader('networks', toNetwork, NETWORK_NOT_FOUND, 'networkNotFound');

export async function listNetworks(ctx: RequestContext, body: BodyOf<'POST v2/Transaction/GetNetworks'>) {
  const { rows, total } = await repo.listNetworks(ctx.db, body.searchString?.trim() || undefined, body.offset, body.limit);
  return { items: rows.map(toNetwork), total };
}

type NetworkInput = BodyOf<'PUT v2/Transaction/EditNetwork'>;

const networkColumns = (b: Partial<NetworkInput>) =>
  givenColumns({
    unique_id: b.uniqueId?.trim(),
    tag_name: givenText(b.tagName),
    tag_multiline: givenFlag(b.tagMultiline),
    tag_regex: givenText(b.tagRegex),
    uri_amount: givenFlag(b.uriAmount),
    address_multiple: givenFlag(b.addressMultiple),
    address_public_key: givenFlag(b.addressPublicKey),
    address_tag_only: givenFlag(b.addressTagOnly),
    address_regex: givenText(b.addressRegex),
    address_tokens: givenFlag(b.addressTokens),
    transaction_url: givenText(b.transactionUrl),
    address_url: givenText(b.addressUrl),
  });

function checkNetwork(b: Partial<NetworkInput>) {
  assertRegex('/tagRegex', b.tagRegex);
  assertRegex('/addressRegex', b.addressRegex);
  assertPlaceholder('/addressUrl', b.addressUrl, '{address}');
  assertPlaceholder('/transactionUrl', b.transactionUrl, '{txid}');
}

export async function createNetwork(ctx: RequestContext, body: BodyOf<'POST v2/Transaction/CreateNetwork'>) {
  checkNetwork(body);
  if (await repo.findNetworkByUniqueId(ctx.db, body.uniqueId.trim())) throw conflict(CATALOGUE_MESSAGES.networkExists, 'networkExists');
  const id = await insertRow(ctx.db, 'networks', {
    unique_id: body.uniqueId.trim(), tag_multiline: 0, uri_amount: 0, address_multiple: 0, address_public_key: 0, address_tag_only: 0, address_tokens: 0,
    ...networkColumns(body),
  });
  return readBackAndLog(ctx, id, null, requireNetwork);
}

export async function editNetwork(ctx: RequestContext, body: NetworkInput) {
  const before = await requireNetwork(ctx.db, body.id);
  checkNetwork(body);
  const uniqueId = body.uniqueId?.trim();
  if (uniqueId !== undefined && (await repo.findNetworkByUniqueId(ctx.db, uniqueId, body.id))) throw conflict(CATALOGUE_MESSAGES.networkExists, 'networkExists');
  await updateRow(ctx.db, 'networks', body.id, networkColumns(body));
  if (uniqueId !== undefined && uniqueId !== before.uniqueId) await repo.renameNetwork(ctx.db, before.uniqueId, uniqueId);
  return readBackAndLog(ctx, body.id, before, requireNetwork);
}

export async function deleteNetwork(ctx: RequestContext, id: number) {
  const before = await requireNetwork(ctx.db, id);
  if (await repo.isNetworkUsed(ctx.db, before.uniqueId)) throw conflict(CATALOGUE_MESSAGES.networkUsed, 'networkUsed');
  return removeRow(ctx, 'networks', id, before);
}

// ---- multiwallet tokens ----

const toMultiwalletToken = (r: Selectable<MultiwalletTokensTable>) => ({
  id: r.id, currencyId: r.currency_id, name: r.name, network: r.network, contractAddress: r.contract_address, decimals: r.decimals, isEnabled: r.is_enabled === 1,
});

const requireMultiwalletToken = itemReader('multiwallet_tokens', toMultiwalletToken, MULTIWALLET_TOKEN_NOT_FOUND, 'tokenNotFound');

export async function listMultiwalletTokens(ctx: RequestContext, body: BodyOf<'POST v2/mw/Multiwallet/GetTokens'>) {
  const { rows, total } = await repo.listMultiwalletTokens(ctx.db, body.offset, body.limit);
  return { items: rows.map(toMultiwalletToken), total };
}

type MultiwalletInput = BodyOf<'PUT v2/mw/Multiwallet/EditToken'>;

const multiwalletColumns = (b: Partial<MultiwalletInput>) =>
  givenColumns({ currency_id: b.currencyId, name: b.name?.trim(), network: b.network?.trim(), contract_address: b.contractAddress, decimals: b.decimals, is_enabled: givenFlag(b.isEnabled) });

async function requireCurrency(db: Executor, id: number | undefined) {
  if (id !== undefined && !(await currencyExists(db, id))) throw notFound('Currency not found', 'currencyNotFound');
}

export async function addMultiwalletToken(ctx: RequestContext, body: BodyOf<'POST v2/mw/Multiwallet/AddToken'>) {
  await requireCurrency(ctx.db, body.currencyId);
  if (await repo.findMultiwalletTokenByNetwork(ctx.db, body.currencyId, body.network.trim())) throw conflict(MULTIWALLET_TOKEN_EXISTS, 'multiwalletTokenExists');
  const id = await insertRow(ctx.db, 'multiwallet_tokens', {
    currency_id: body.currencyId, name: body.name.trim(), network: body.network.trim(), decimals: 8, is_enabled: flag(body.isEnabled, 1), ...multiwalletColumns(body),
  });
  await readBackAndLog(ctx, id, null, requireMultiwalletToken);
  return { id };
}

export async function editMultiwalletToken(ctx: RequestContext, body: MultiwalletInput) {
  const before = await requireMultiwalletToken(ctx.db, body.id);
  await requireCurrency(ctx.db, body.currencyId);
  const currencyId = body.currencyId ?? before.currencyId;
  const network = body.network?.trim() ?? before.network;
  if (await repo.findMultiwalletTokenByNetwork(ctx.db, currencyId, network, body.id)) throw conflict(MULTIWALLET_TOKEN_EXISTS, 'multiwalletTokenExists');
  await updateRow(ctx.db, 'multiwallet_tokens', body.id, multiwalletColumns(body));
  await readBackAndLog(ctx, body.id, before, requireMultiwalletToken);
  return { success: true as const };
}
