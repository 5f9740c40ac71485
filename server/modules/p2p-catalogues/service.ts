import { PAYMENT_CATEGORIES, PAYMENT_METHOD_STATUSES, PAYMENT_METHOD_TYPES } from '../../../src/domain/catalogues.ts';
import { P2pTradeStatus } from '../../../src/domain/p2p.ts';
import {
  P2P_CATALOGUE_MESSAGES as M,
  TURNOVER_CURRENCY,
  feePartsError,
  limitError,
  suggestGroupName,
  type P2pCatalogueReason,
} from '../../../src/domain/p2pCatalogues.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { ApiError, impossible, invalid, notFound } from '../../http/apiError.ts';
import type { BodyOf, QueryOf, RequestContext } from '../../http/operation.ts';
import type { Executor } from '../../db/database.ts';
import { Decimal, normalizeDecimal, normalizeOptionalDecimal } from '../../money.ts';
import { convert, usdPrice } from '../../core/pricing.ts';
import { readOption, writeOption, type OptionKey } from '../../core/options.ts';
import * as repo from './repository.ts';
import { at, changedMethodColumns, findPaymentMethodRow, listPaymentMethodRows, methodFilter, newMethodColumns, paymentMethodNameTaken, type PaymentMethodRow } from '../../core/paymentMethods.ts';
import { isoRange } from '../../core/dateRange.ts';

const fail = (path: string, reason: P2pCatalogueReason) => invalid(path, M[reason], reason);
const conflict = (reason: P2pCatalogueReason) => impossible(M[reason], reason);
const missing = (reason: P2pCatalogueReason) => notFound(M[reason], reason);
const iso = (ctx: RequestContext) => ctx.now().toISOString();

type FeeParts = BodyOf<'PUT v1/p2p/fee'>['fees'];
const ZERO_FEES: FeeParts = { absolute: '0', percent: '0', min: '0', max: '0' };

function checkFees(path: string, fees: FeeParts) {
  const reason = feePartsError(fees);
  if (reason) throw fail(path, reason);
}

const feeColumns = (fees: FeeParts) => ({
  fee_absolute: normalizeDecimal(fees.absolute),
  fee_percent: normalizeDecimal(fees.percent),
  fee_min: normalizeDecimal(fees.min),
  fee_max: normalizeDecimal(fees.max),
});

const feesOf = (r: { fee_absolute: string; fee_percent: string; fee_min: string; fee_max: string } | undefined): FeeParts =>
  r
    ? { absolute: normalizeDecimal(r.fee_absolute), percent: normalizeDecimal(r.fee_percent), min: normalizeDecimal(r.fee_min), max: normalizeDecimal(r.fee_max) }
    : { ...ZERO_FEES };

async function p2pCurrency(db: Executor, id: number) {
  const c = await repo.findCurrency(db, id);
  if (!c || c.use_in_p2p !== 1) throw missing('currencyNotInP2p');
  return c;
}

// ---- P2P fees per currency ----

/** P2P currencies with their fees (zero until set). */
export async function listCurrencies(ctx: RequestContext) {
  const [currencies, fees] = await Promise.all([repo.p2pCurrencies(ctx.db), repo.allCurrencyFees(ctx.db)]);
  const byId = new Map(fees.map((f) => [f.currency_id, f]));
  return currencies.map((c) => {
    const fee = byId.get(c.id);
    return {
      id: c.id,
      title: c.title,
      name: c.name,
      isSet: fee !== undefined,
      serviceFee: fee ? normalizeDecimal(fee.service_fee) : '0',
      fees: feesOf(fee),
      sortId: c.sort_id,
      equivalentCurrencyTitle: c.equivalent_currency_title,
    };
  });
}

export async function listFees(ctx: RequestContext) {
  const items = (await listCurrencies(ctx)).map((c) => ({ currencyId: c.id, currencyTitle: c.title, serviceFee: c.serviceFee, fees: c.fees }));
  return { items, total: items.length };
}

type FeeBody = BodyOf<'PUT v1/p2p/fee'>;

/** Creates (`create`), changes (`update`) or sets either way (`upsert`, the v1 call) a currency's P2P fee. */
export async function saveFee(ctx: RequestContext, body: FeeBody, mode: 'create' | 'update' | 'upsert') {
  await p2pCurrency(ctx.db, body.currencyId);
  checkFees('/fees', body.fees);
  if (body.serviceFee !== undefined && new Decimal(body.serviceFee).isNegative()) throw fail('/serviceFee', 'feeNegative');
  const before = await repo.findCurrencyFee(ctx.db, body.currencyId);
  if (mode === 'create' && before) throw conflict('feeExists');
  if (mode === 'update' && !before) throw missing('feeNotFound');
  const values = {
    currency_id: body.currencyId,
    service_fee: normalizeDecimal(body.serviceFee ?? before?.service_fee ?? '0'),
    ...feeColumns(body.fees),
    date_updated: iso(ctx),
  };
  await repo.upsertCurrencyFee(ctx.db, values);
  await ctx.audit({
    targetIds: [body.currencyId],
    before: before ? { serviceFee: normalizeDecimal(before.service_fee), fees: feesOf(before) } : null,
    after: { serviceFee: values.service_fee, fees: feesOf(values) },
  });
}

// ---- personal fees ----

export async function getPersonalFees(ctx: RequestContext, userId: number) {
  if (!(await repo.findUser(ctx.db, userId))) throw notFound('User not found', 'userNotFound');
  const [rows, currencies] = await Promise.all([repo.personalFees(ctx.db, userId), repo.p2pCurrencies(ctx.db)]);
  return {
    settings: rows.map((r) => ({ currencyId: r.currency_id, fees: feesOf(r) })),
    currencyIdsAvailableForFees: currencies.map((c) => c.id),
  };
}

/** Replaces a user's personal fees; a currency left out has none (the currency's fee applies). */
export async function savePersonalFees(ctx: RequestContext, body: BodyOf<'PUT v1/p2p/fee/profile'>) {
  const before = await getPersonalFees(ctx, body.userId);
  const available = new Set(before.currencyIdsAvailableForFees);
  const seen = new Set<number>();
  body.settings.forEach((s, i) => {
    if (seen.has(s.currencyId)) throw fail(`/settings/${i}/currencyId`, 'currencyRepeated');
    seen.add(s.currencyId);
    if (!available.has(s.currencyId)) throw fail(`/settings/${i}/currencyId`, 'currencyNotInP2p');
    checkFees(`/settings/${i}/fees`, s.fees);
  });
  const at = iso(ctx);
  await repo.replacePersonalFees(
    ctx.db,
    body.userId,
    body.settings.map((s) => ({ user_id: body.userId, currency_id: s.currencyId, ...feeColumns(s.fees), date_updated: at })),
  );
  await ctx.audit({
    targetIds: [body.userId],
    before: before.settings,
    after: body.settings.map((s) => ({ currencyId: s.currencyId, fees: feesOf(feeColumns(s.fees)) })),
  });
}

// ---- limits ----

export async function listLimits(ctx: RequestContext, q: QueryOf<'GET v1/p2p/limits'>) {
  const { rows, total } = await repo.listLimits(ctx.db, q.offset, q.limit);
  return {
    limits: rows.map((r) => ({ id: r.id, currencyId: r.currency_id, currencyTitle: r.title, minAmount: normalizeDecimal(r.min_amount), maxAmount: normalizeDecimal(r.max_amount) })),
    total,
  };
}

/** Saves limits per currency: never zero, the maximum not below the minimum (spec 2 §5). */
export async function saveLimits(ctx: RequestContext, body: BodyOf<'PUT v1/p2p/limits'>) {
  const seen = new Set<number>();
  body.limits.forEach((l, i) => {
    const reason = limitError(l.minAmount, l.maxAmount);
    if (reason) throw fail(`/limits/${i}/${reason === 'limitsInverted' ? 'maxAmount' : 'minAmount'}`, reason);
    if (seen.has(l.currencyId)) throw fail(`/limits/${i}/currencyId`, 'currencyRepeated');
    seen.add(l.currencyId);
  });
  for (const id of seen) await p2pCurrency(ctx.db, id);
  const ids = [...seen];
  const before = await repo.limitsOf(ctx.db, ids);
  const at = iso(ctx);
  for (const l of body.limits) await repo.upsertLimit(ctx.db, l.currencyId, normalizeDecimal(l.minAmount), normalizeDecimal(l.maxAmount), at);
  await ctx.audit({
    targetIds: ids,
    before: before.map((b) => ({ currencyId: b.currency_id, minAmount: b.min_amount, maxAmount: b.max_amount })),
    after: body.limits.map((l) => ({ currencyId: l.currencyId, minAmount: normalizeDecimal(l.minAmount), maxAmount: normalizeDecimal(l.maxAmount) })),
  });
}

// ---- exchange rates ----

type SourceChoice = { sourceId: number; paymentMethodId: number | null };

function parseSources(text: string): SourceChoice[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as SourceChoice[]) : [];
}

function toRateSetting(r: { base_currency: string; quote_currency: string; sources: string; rate: string | null; date_updated: string }) {
  return {
    baseCurrency: r.base_currency,
    quoteCurrency: r.quote_currency,
    sources: parseSources(r.sources),
    rate: normalizeOptionalDecimal(r.rate),
    dateUpdated: new Date(r.date_updated).toISOString(),
  };
}

export async function listRateSettings(ctx: RequestContext) {
  const items = (await repo.rateSettings(ctx.db)).map(toRateSetting);
  return { items, total: items.length };
}

/**
 * The course of a pair from the reference prices, or null when there is none (RateNotFound). The
 * pair's currencies must both be active in P2P.
 */
async function courseOf(db: Executor, base: string, quote: string): Promise<string | null> {
  const rows = await repo.currenciesByTitle(db, [base, quote]);
  const active = (title: string) => rows.some((r) => r.title === title && r.use_in_p2p === 1 && r.is_in_use === 1);
  if (base === quote || !active(base) || !active(quote)) return null;
  const b = usdPrice(base);
  const q = usdPrice(quote);
  if (!b || !q || q.isZero()) return null;
  return b.dividedBy(q).toDecimalPlaces(8, Decimal.ROUND_HALF_EVEN).toFixed();
}

/** Saves a pair's sources: RateNotFound → "Couldn't find course", NullSource → no payment method for a source. */
export async function saveRateSetting(ctx: RequestContext, body: BodyOf<'PUT v1/p2p/rate/settings'>) {
  const base = body.baseCurrency.trim().toUpperCase();
  const quote = body.quoteCurrency.trim().toUpperCase();
  if (!body.sources.length) throw fail('/sources', 'nullSource');
  body.sources.forEach((s, i) => {
    if (s.paymentMethodId === null) throw fail(`/sources/${i}/paymentMethodId`, 'nullSource');
  });
  const [sources, methods] = await Promise.all([repo.rateSources(ctx.db), repo.rateSourceMethods(ctx.db)]);
  body.sources.forEach((s, i) => {
    if (!sources.some((x) => x.id === s.sourceId)) throw notFound(`Rate source not found: ${s.sourceId}`, 'rateSourceNotFound', { ids: s.sourceId });
    if (!methods.some((m) => m.id === s.paymentMethodId && m.source_id === s.sourceId)) throw fail(`/sources/${i}/paymentMethodId`, 'sourceMethodMismatch');
  });
  const rate = await courseOf(ctx.db, base, quote);
  if (rate === null) throw missing('rateNotFound');
  const before = await repo.findRateSetting(ctx.db, base, quote);
  const chosen: SourceChoice[] = body.sources.map((s) => ({ sourceId: s.sourceId, paymentMethodId: s.paymentMethodId }));
  await repo.upsertRateSetting(ctx.db, base, quote, JSON.stringify(chosen), rate, iso(ctx));
  await ctx.audit({ targetIds: [`${base}/${quote}`], before: before ? toRateSetting(before) : null, after: { baseCurrency: base, quoteCurrency: quote, sources: chosen, rate } });
}

export async function deleteRateSetting(ctx: RequestContext, q: QueryOf<'DELETE v1/p2p/rate/settings'>) {
  const base = q.baseCurrency.trim().toUpperCase();
  const quote = q.quoteCurrency.trim().toUpperCase();
  const before = await repo.findRateSetting(ctx.db, base, quote);
  if (!before) throw missing('rateSettingNotFound');
  await repo.deleteRateSetting(ctx.db, before.id);
  await ctx.audit({ targetIds: [`${base}/${quote}`], before: toRateSetting(before), after: null });
}

export async function listRateSources(ctx: RequestContext) {
  return { items: (await repo.rateSources(ctx.db)).map((s) => ({ id: s.id, name: s.name })) };
}

export async function listRatePaymentMethods(ctx: RequestContext, sourceId?: number) {
  return { items: (await repo.rateSourceMethods(ctx.db, sourceId)).map((m) => ({ id: m.id, name: m.name, sourceId: m.source_id })) };
}

export async function activeCurrencies(ctx: RequestContext) {
  return { items: (await repo.p2pCurrencies(ctx.db)).map((c) => ({ id: c.id, title: c.title, name: c.name, currencyType: c.currency_type })) };
}

// ---- groups ----

const nameKey = (name: string) => name.trim().toLowerCase();

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

export async function listGroups(ctx: RequestContext, q: QueryOf<'GET v1/p2p/groups'>) {
  const { rows, total } = await repo.listGroups(ctx.db, q.offset, q.limit);
  const profiles = await repo.groupProfiles(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((g) => ({
      id: g.id,
      name: g.name,
      isDefault: g.is_default === 1,
      profiles: profiles
        .filter((p) => p.group_id === g.id)
        .map((p) => ({ userId: p.user_id, userName: p.user_name, profileType: p.role === 'merchant' ? ('merchant' as const) : ('trader' as const) })),
    })),
    total,
  };
}

/** Names are unique, compared trimmed and case-insensitively; a taken name answers a free one to use. */
export async function createGroup(ctx: RequestContext, body: BodyOf<'POST v1/p2p/groups'>) {
  const name = body.name.trim().replace(/\s+/g, ' ');
  if (!name) throw fail('/name', 'nameRequired');
  const taken = async () => {
    const suggestion = suggestGroupName(name, await repo.groupNames(ctx.db));
    // The suggestion travels in the error's params, for the console to offer.
    return new ApiError(ErrorCode.Impossible, { suggestion }, undefined, M.groupNameExists, 'groupNameExists');
  };
  if (await repo.findGroupByKey(ctx.db, nameKey(name))) throw await taken();
  let id: number;
  try {
    id = await repo.insertGroup(ctx.db, name, nameKey(name), iso(ctx));
  } catch (error) {
    // A concurrent create of the same name got there first: the unique key refuses this one.
    // (On PostgreSQL the failed statement ends the transaction, so the suggestion is not read again.)
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError(ErrorCode.Impossible, { suggestion: suggestGroupName(name, [name]) }, undefined, M.groupNameExists, 'groupNameExists');
  }
  await ctx.audit({ targetIds: [id], before: null, after: { name } });
  return { id };
}

async function readGroup(db: Executor, id: number) {
  const group = await repo.findGroup(db, id);
  if (!group) throw missing('groupNotFound');
  return group;
}

export async function deleteGroup(ctx: RequestContext, id: number) {
  const group = await readGroup(ctx.db, id);
  if (group.is_default === 1) throw conflict('defaultGroupUndeletable');
  const members = await repo.groupProfiles(ctx.db, [id]);
  await repo.deleteGroup(ctx.db, id);
  await ctx.audit({ targetIds: [id], before: { name: group.name, userIds: members.map((m) => m.user_id) }, after: null });
}

/** Only traders and merchants join a group (spec 2 §5). */
export async function addProfiles(ctx: RequestContext, id: number, userIds: number[]) {
  const group = await readGroup(ctx.db, id);
  const unique = [...new Set(userIds)];
  const users = await repo.usersWithRoles(ctx.db, unique);
  const absent = unique.filter((u) => !users.some((x) => x.id === u));
  if (absent.length) throw notFound(`User not found: ${absent.join(', ')}`, 'userNotFound');
  // The user's role is the state that refuses it, so this is a conflict (409), not a bad field.
  if (users.some((u) => !u.eligible)) throw conflict('groupMemberNotTrader');
  await repo.addGroupProfiles(ctx.db, id, unique, iso(ctx));
  await ctx.audit({ targetIds: [id, ...unique], before: null, after: { group: group.name, added: unique } });
}

export async function removeProfiles(ctx: RequestContext, id: number, userIds: number[]) {
  const group = await readGroup(ctx.db, id);
  const removed = await repo.removeGroupProfiles(ctx.db, id, [...new Set(userIds)]);
  await ctx.audit({ targetIds: [id, ...userIds], before: { group: group.name, userIds }, after: { removed } });
}

// ---- P2P payment methods ----

async function methodsWithCurrencies(db: Executor, rows: PaymentMethodRow[]) {
  const links = await repo.methodCurrencies(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    category: at(PAYMENT_CATEGORIES, r.category),
    methodType: at(PAYMENT_METHOD_TYPES, r.method_type),
    status: at(PAYMENT_METHOD_STATUSES, r.status),
    templateId: r.template_id,
    sortId: r.sort_id,
    currencyIds: links.filter((l) => l.payment_method_id === r.id).map((l) => l.currency_id),
  }));
}

export async function listPaymentMethods(ctx: RequestContext, q: QueryOf<'GET v1/p2p/payment-methods'>) {
  const filter = { p2p: true, ...methodFilter(q.category, q.status), ...(q.currencyId !== undefined ? { currencyId: q.currencyId } : {}) };
  const { rows, total } = await listPaymentMethodRows(ctx.db, filter, q.offset, q.limit);
  return { items: await methodsWithCurrencies(ctx.db, rows), total };
}

async function checkMethodRefs(db: Executor, body: { templateId?: number | null; currencyIds?: number[] }) {
  if (body.templateId != null && !(await repo.findTemplate(db, body.templateId))) throw missing('templateNotFound');
  if (!body.currencyIds) return undefined;
  const unique = [...new Set(body.currencyIds)];
  const found = await repo.existingCurrencyIds(db, unique);
  const absent = unique.filter((id) => !found.has(id));
  if (absent.length) throw notFound(`Currency not found: ${absent.join(', ')}`, 'currencyNotFound', { ids: absent.join(', ') });
  return unique;
}

type MethodInput = BodyOf<'PUT v1/p2p/payment-methods/{id}'>;

export async function createPaymentMethod(ctx: RequestContext, body: BodyOf<'POST v1/p2p/payment-methods'>) {
  const name = body.name.trim();
  if (!name) throw fail('/name', 'nameRequired');
  if (await paymentMethodNameTaken(ctx.db, name)) throw conflict('paymentMethodNameExists');
  const currencies = await checkMethodRefs(ctx.db, body);
  const id = await repo.insertMethod(ctx.db, {
    name,
    ...(await newMethodColumns(ctx.db, body)),
    template_id: body.templateId ?? null,
  });
  if (currencies) await repo.replaceMethodCurrencies(ctx.db, id, currencies);
  const [after] = await methodsWithCurrencies(ctx.db, [(await findPaymentMethodRow(ctx.db, id))!]);
  await ctx.audit({ targetIds: [id], before: null, after });
  return { id };
}

export async function editPaymentMethod(ctx: RequestContext, id: number, body: MethodInput) {
  const row = await findPaymentMethodRow(ctx.db, id);
  if (!row || row.is_enabled_for_p2p !== 1) throw missing('paymentMethodNotFound');
  const [before] = await methodsWithCurrencies(ctx.db, [row]);
  const name = body.name?.trim() ?? row.name;
  if (!name) throw fail('/name', 'nameRequired');
  if (name.toLowerCase() !== row.name.toLowerCase() && (await paymentMethodNameTaken(ctx.db, name, id))) throw conflict('paymentMethodNameExists');
  const currencies = await checkMethodRefs(ctx.db, body);
  await repo.updateMethod(ctx.db, id, {
    name,
    ...changedMethodColumns(body),
    ...(body.templateId !== undefined ? { template_id: body.templateId } : {}),
  });
  if (currencies) await repo.replaceMethodCurrencies(ctx.db, id, currencies);
  const [after] = await methodsWithCurrencies(ctx.db, [(await findPaymentMethodRow(ctx.db, id))!]);
  await ctx.audit({ targetIds: [id], before, after });
}

// ---- payment-method templates ----

type TemplateInput = BodyOf<'POST v1/p2p/payment-methods/template'>;

function toTemplate(r: { id: number; name: string; fields: string }) {
  const fields: unknown = JSON.parse(r.fields);
  return { id: r.id, name: r.name, fields: (Array.isArray(fields) ? fields : []) as TemplateInput['fields'] };
}

function templateValues(body: TemplateInput) {
  const name = body.name.trim();
  if (!name) throw fail('/name', 'nameRequired');
  const names = new Set<string>();
  const fields = body.fields.map((f, i) => {
    const key = f.name.trim().toLowerCase();
    if (!key) throw fail(`/fields/${i}/name`, 'nameRequired');
    if (names.has(key)) throw fail(`/fields/${i}/name`, 'templateFieldsDuplicate');
    names.add(key);
    return { name: f.name.trim(), type: f.type, required: f.required ?? false };
  });
  return { name, fields };
}

export async function listTemplates(ctx: RequestContext) {
  return { templates: (await repo.templates(ctx.db)).map(toTemplate) };
}

export async function createTemplate(ctx: RequestContext, body: TemplateInput) {
  const { name, fields } = templateValues(body);
  const id = await repo.insertTemplate(ctx.db, name, JSON.stringify(fields), iso(ctx));
  await ctx.audit({ targetIds: [id], before: null, after: { name, fields } });
  return { id };
}

async function readTemplate(db: Executor, id: number) {
  const row = await repo.findTemplate(db, id);
  if (!row) throw missing('templateNotFound');
  return toTemplate(row);
}

export async function editTemplate(ctx: RequestContext, id: number, body: TemplateInput) {
  const before = await readTemplate(ctx.db, id);
  const { name, fields } = templateValues(body);
  await repo.updateTemplate(ctx.db, id, name, JSON.stringify(fields));
  await ctx.audit({ targetIds: [id], before, after: { id, name, fields } });
}

/** A template some payment method still uses is kept (the method's requisites are read through it). */
export async function deleteTemplate(ctx: RequestContext, id: number) {
  const before = await readTemplate(ctx.db, id);
  if ((await repo.templateUseCount(ctx.db, id)) > 0) throw conflict('templateInUse');
  await repo.deleteTemplate(ctx.db, id);
  await ctx.audit({ targetIds: [id], before, after: null });
}

// ---- localisation ----

export async function listLocalisation(ctx: RequestContext, language?: string) {
  const rows = await repo.localisation(ctx.db, language);
  return { items: rows.map((r) => ({ id: r.id, key: r.key, language: r.language as 'En', value: r.value })) };
}

export async function editLocalisation(ctx: RequestContext, id: number, value: string) {
  const before = await repo.findLocalisation(ctx.db, id);
  if (!before) throw missing('localisationNotFound');
  await repo.updateLocalisation(ctx.db, id, value);
  await ctx.audit({ targetIds: [id], before: { key: before.key, language: before.language, value: before.value }, after: { key: before.key, language: before.language, value } });
  return { success: true as const };
}

// ---- chat options ----

const CHAT_OPTIONS_KEY = 'chatOptions' satisfies OptionKey;
type ChatOptions = BodyOf<'POST Options/UpdateChatOptions'>;
const DEFAULT_CHAT_OPTIONS: ChatOptions = { publicChatMinBalance: '0', privateChatMinBalance: '0', groupChatMinBalance: '0' };

export async function getChatOptions(ctx: RequestContext): Promise<ChatOptions> {
  const stored = await readOption<ChatOptions>(ctx.db, CHAT_OPTIONS_KEY);
  if (stored === null) return { ...DEFAULT_CHAT_OPTIONS };
  return {
    publicChatMinBalance: stored.publicChatMinBalance ?? '0',
    privateChatMinBalance: stored.privateChatMinBalance ?? '0',
    groupChatMinBalance: stored.groupChatMinBalance ?? '0',
    ...(stored.balanceCurrencyId !== undefined ? { balanceCurrencyId: stored.balanceCurrencyId } : {}),
  };
}

export async function updateChatOptions(ctx: RequestContext, body: ChatOptions) {
  const before = await getChatOptions(ctx);
  for (const key of ['publicChatMinBalance', 'privateChatMinBalance', 'groupChatMinBalance'] as const) {
    if (new Decimal(body[key]).isNegative()) throw fail(`/${key}`, 'amountNegative');
  }
  if (body.balanceCurrencyId !== undefined && !(await repo.findCurrency(ctx.db, body.balanceCurrencyId))) throw notFound(`Currency not found: ${body.balanceCurrencyId}`, 'currencyNotFound', { ids: body.balanceCurrencyId });
  const after: ChatOptions = {
    publicChatMinBalance: normalizeDecimal(body.publicChatMinBalance),
    privateChatMinBalance: normalizeDecimal(body.privateChatMinBalance),
    groupChatMinBalance: normalizeDecimal(body.groupChatMinBalance),
    ...(body.balanceCurrencyId !== undefined ? { balanceCurrencyId: body.balanceCurrencyId } : {}),
  };
  await writeOption(ctx.db, CHAT_OPTIONS_KEY, after);
  await ctx.audit({ targetIds: [CHAT_OPTIONS_KEY], before, after });
  return after;
}

// ---- turnover ----

type TurnoverBody = BodyOf<'POST p2p/Admin/statistic/currency'>;

/**
 * P2P turnover: completed deals closed in the period, per crypto currency, with their worth in the
 * equivalent currency (USD by default, spec 2 §9) at the reference prices.
 */
export async function turnover(ctx: RequestContext, body: TurnoverBody) {
  const equivalent = body.equivalentCurrency ?? TURNOVER_CURRENCY;
  if (body.dateFrom !== undefined && body.dateTo !== undefined && body.dateFrom > body.dateTo) {
    throw invalid('/dateTo', 'The end date must not be before the start date', 'periodInverted');
  }
  const { from, to } = isoRange(body.dateFrom, body.dateTo);
  const rows = await repo.completedTradeAmounts(ctx.db, P2pTradeStatus.Completed, from ?? null, to ?? null, body.currencyIdList);
  const sums = new Map<number, { title: string; volume: Decimal; count: number }>();
  for (const r of rows) {
    const s = sums.get(r.crypto_currency_id) ?? { title: r.title, volume: new Decimal(0), count: 0 };
    s.volume = s.volume.plus(r.amount);
    s.count += 1;
    sums.set(r.crypto_currency_id, s);
  }
  const amounts = [...sums.entries()]
    .map(([currencyId, s]) => ({
      currencyId,
      currencyTitle: s.title,
      volume: s.volume.toFixed(),
      equivalentVolume: convert(s.volume, s.title, equivalent).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toFixed(),
      tradesCount: s.count,
    }))
    .sort((a, b) => new Decimal(b.equivalentVolume).comparedTo(a.equivalentVolume) || a.currencyId - b.currencyId);
  return { amounts, equivalentCurrencyTitle: equivalent };
}

