import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorText } from '../../src/components/errorText.ts';
import { CODE_REASONS } from '../../src/domain/errors.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * One real refusal per server area, from the real server, put in words the way the console does
 * (errorText: by the error's `reason` and `params` alone) for an admin who reads Russian: the
 * sentence is Russian, names the rule (not the code's generic text), and carries no English (the
 * server's `message`) and no "because of Error".
 */

const ru = (namespace: string) => JSON.parse(readFileSync(new URL(`../../locales/ru/${namespace}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

let server: TestServer;
const token: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer({ users: 20 });
  token.admin = await server.signIn('admin@demo.local');
  token.super = await server.signIn('super@demo.local');
  await i18next.init({
    lng: 'ru',
    fallbackLng: false,
    ns: ['errors', 'p2pCatalogues'],
    nsSeparator: '.',
    keySeparator: '.',
    resources: { ru: { errors: ru('errors'), p2pCatalogues: ru('p2pCatalogues') } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
});
afterAll(() => server.close());

interface Refusal {
  area: string;
  method: string;
  url: string;
  body?: unknown;
  who?: 'admin' | 'super';
  /** The reason the server names, and the Russian sentence the admin reads. */
  reason: string;
  text: string;
}

const REFUSALS: Refusal[] = [
  { area: 'transactions', method: 'PUT', url: 'Transaction/AdminConfirmTransaction', body: { transactionId: 99_999_999 }, reason: 'transactionNotFound', text: 'Транзакция не найдена' },
  { area: 'trading', method: 'PUT', url: 'Trading/CancelOrder', body: { orderId: 99_999_999 }, reason: 'orderNotFound', text: 'Ордер не найден' },
  { area: 'marketplace', method: 'GET', url: 'v2/Marketplace/invoices/999999', reason: 'invoiceNotFound', text: 'Счёт не найден' },
  { area: 'settings (options)', method: 'POST', url: 'Options/UpdateUploadOptions', body: { fileLengthLimit: 4096, totalLengthLimit: 2048, fileCountLimit: 2 }, reason: 'uploadTotalBelowFile', text: 'Общий лимит размера не может быть меньше лимита размера файла' },
  { area: 'settings (notifications)', method: 'PUT', url: 'v2/Communication/UpdateSystemNotification', body: { id: 99_999, isActive: true }, reason: 'systemNotificationNotFound', text: 'Системное уведомление не найдено' },
  { area: 'p2p offers', method: 'GET', url: 'v1/p2p/offers/999999', reason: 'offerNotFound', text: 'Объявление не найдено' },
  { area: 'p2p catalogues', method: 'PUT', url: 'v1/p2p/fee/profile', body: { userId: 999_999, settings: [] }, reason: 'userNotFound', text: 'Пользователь не найден' },
  { area: 'users', method: 'POST', url: 'User/GetUserLockHistory', body: { userId: 999_999 }, reason: 'userNotFound', text: 'Пользователь не найден' },
  { area: 'merchants', method: 'PUT', url: 'v2/fee/remove', body: { deposit: true, currency: 'USDT', Provider: 'Nowhere', Method: 'crypto' }, reason: 'merchantFeeNotFound', text: 'Комиссия мерчанта не найдена' },
  { area: 'catalogue (payment systems)', method: 'POST', url: 'Transaction/CreateCity', body: { countryId: 99_999, name: 'Nowhere' }, reason: 'countryNotFound', text: 'Страна не найдена' },
  { area: 'referral program', method: 'PUT', url: 'v2/Referral/AddUserToReferral', body: { userId: 999_999, referralProgramId: 1 }, reason: 'userNotFound', text: 'Пользователь не найден' },
  { area: 'staking', method: 'PUT', url: 'v2/Staking/RemoveStakingSettings', body: { id: 999_999 }, reason: 'stakingSettingsNotFound', text: 'Настройки стейкинга не найдены' },
  { area: 'reports', method: 'GET', url: 'v1/reports/99999', reason: 'reportNotFound', text: 'Отчёт не найден' },
  { area: 'approvals', method: 'PUT', url: 'v2/Approval/ApproveRequest', body: { id: 999_999 }, who: 'super', reason: 'approvalNotFound', text: 'Запрос на одобрение не найден' },
  { area: 'admins', method: 'PUT', url: 'User/BlockAdmin?AdminId=99999', who: 'super', reason: 'adminNotFound', text: 'Администратор не найден' },
  { area: 'traders (requisites)', method: 'POST', url: 'v1/p2p/requisites', body: { userId: 999_999, currencyId: 1, paymentMethodId: 1, name: 'x', fields: {} }, reason: 'userNotFound', text: 'Пользователь не найден' },
  { area: 'chats', method: 'GET', url: 'v1/communication/groupchat/999999/messages', reason: 'chatNotFound', text: 'Чат не найден' },
];

const GENERIC = new Set<string>(Object.values(CODE_REASONS));

describe('a refusal of each area, in Russian', () => {
  it.each(REFUSALS)('$area: "$text"', async ({ method, url, body, who = 'admin', reason, text }) => {
    const res = await server.call(method, `/api/${url}`, { token: token[who], ...(body !== undefined ? { body } : {}) });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    const answer = res.json() as { error: { reason: string; message: string } };
    // The server names the rule, not only the code.
    expect(answer.error.reason).toBe(reason);
    expect(GENERIC.has(answer.error.reason)).toBe(false);
    const shown = errorText(answer);
    expect(shown).toBe(text);
    expect(shown).toMatch(/[А-Яа-яЁё]/);
    expect(shown).not.toMatch(/[A-Za-z]{3,}/);
    expect(shown).not.toContain(answer.error.message);
    expect(shown).not.toMatch(/because of/i);
  });
});

describe('a failed action names the thing and the action, then the refusal', () => {
  it('reads "Курс не удалён: …" for a rate the server refuses to delete', async () => {
    const res = await server.call('DELETE', '/api/v1/p2p/rate/settings?baseCurrency=USDT&quoteCurrency=XYZ', { token: token.admin });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    const shown = i18next.t('p2pCatalogues.failed.rates.deleted', { error: errorText(res.json()) });
    expect(shown).toMatch(/^Курс не удалён: [А-ЯЁ]/);
    expect(shown).not.toMatch(/[A-Za-z]{3,}/);
    expect(shown).not.toMatch(/because of|из-за ошибки/i);
  });
});
