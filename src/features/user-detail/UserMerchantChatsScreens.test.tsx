import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import chatsEn from '../../../locales/en/chats.json';
import merchantsEn from '../../../locales/en/merchants.json';
import { renderUserDetail } from './testing/renderUserDetail.tsx';
import { UserChatsScreen } from './UserChatsScreen.tsx';
import { UserMerchantScreen } from './UserMerchantScreen.tsx';
import { desktopLayout } from '../../components/testing/desktopLayout.ts';
import { reply } from '../../components/testing/stubApi.ts';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'chats')) i18next.addResourceBundle('en', 'chats', chatsEn);
  if (!i18next.hasResourceBundle('en', 'merchants')) i18next.addResourceBundle('en', 'merchants', merchantsEn);
  desktopLayout();
});

describe('user tab Chats', () => {
  it("lists the user's private chats and deletes one after a confirmation", async () => {
    const { calls } = renderUserDetail(UserChatsScreen, '/chats', {
      'POST /v2/Communication/GetPrivateChats': { items: [{ conversationId: 5, participants: [{ userId: 42, userName: 'ada_lovelace' }, { userId: 7, userName: 'bob' }], lastMessage: '<b>hi</b>', dateUpdated: '2026-03-01T10:00:00Z' }], total: 1 },
    });
    expect(await screen.findByText('<b>hi</b>')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/v2/Communication/GetPrivateChats')!.body).toMatchObject({ userId: 42 });
    await userEvent.click(screen.getByRole('button', { name: 'Delete chat 5' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/v2/Communication/DeletePrivateChat')?.body).toEqual({ conversationId: 5 }));
  });
});

describe('user tab Chats: public chat', () => {
  const message = { messageId: 81, userId: 42, userName: 'ada_lovelace', message: 'Selling USDT, <script> not run', dateCreated: '2026-03-01T10:00:00Z', dateEdited: null };

  it("lists the user's public chat messages beside the private chats and deletes one after a confirmation", async () => {
    const { calls } = renderUserDetail(UserChatsScreen, '/chats', {
      'POST /v2/Communication/GetPublicChatMessages': { items: [message], total: 1 },
      'POST /v2/Communication/GetPrivateChats': { items: [], total: 0 },
    });
    const region = await screen.findByRole('region', { name: 'Public chat messages of the user' });
    expect(await within(region).findByText('Selling USDT, <script> not run')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/v2/Communication/GetPublicChatMessages')!.body).toMatchObject({ userId: 42, sort: { field: 'dateCreated', desc: true } });
    expect(screen.getByText('Private chats of the user')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete message 81' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/v2/Communication/DeletePublicChatMessages')?.body).toEqual({ messageIdList: [81] }));
  });

  it('keeps a refused deletion in the dialog with the server’s reason', async () => {
    renderUserDetail(UserChatsScreen, '/chats', {
      'POST /v2/Communication/GetPublicChatMessages': { items: [message], total: 1 },
      'POST /v2/Communication/GetPrivateChats': { items: [], total: 0 },
      'PUT /v2/Communication/DeletePublicChatMessages': reply(404, { error: { status: 404, code: 104, reason: 'notFound', message: 'Message not found' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete message 81' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await within(dialog).findByText(/Message not found/)).toBeInTheDocument();
  });
});

describe('user tab Merchant', () => {
  it("shows the user's stores and a store's payments", async () => {
    const { calls } = renderUserDetail(UserMerchantScreen, '/merchant', {
      'GET /v2/Marketplace/stores': {
        items: [{ id: 4, name: 'Tea House', logo: null, successUrl: null, failUrl: null, locale: 'et', revenue: '99.5', paymentSystems: [], merchantId: 42, merchantName: 'ada_lovelace', serviceMerchantId: 4, status: 'active', dateCreated: '2026-03-01T10:00:00Z' }],
        total: 1,
      },
      'GET /v2/Merchant/Payments/transactions': { result: { items: [{ id: 31, orderId: 1002, serviceMerchantId: 4, type: 'withdrawal', status: 'completed', amount: '12', currencyId: 1, fee: '0.06', dateCreated: '2026-03-01T10:00:00Z' }] }, total: 1 },
    });
    expect(await screen.findByText('Tea House')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/v2/Marketplace/stores')!.query.get('merchantId')).toBe('42');
    await userEvent.click(screen.getAllByRole('button', { name: /expand/i })[0]!);
    expect(await screen.findByText('12 BTC')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/v2/Merchant/Payments/transactions')!.query.get('serviceMerchantId')).toBe('4');
  });
});
