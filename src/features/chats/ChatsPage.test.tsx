import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/chats.json';
import { expectFailedLoadRetried } from '../../components/testing/listStates.ts';
import { renderScreen } from '../../components/testing/renderScreen.tsx';
import { serverError, stubApi, type StubbedCall } from '../../components/testing/stubApi.ts';
import type { PublicChatMessage } from '../../components/chats/index.ts';
import { ChatsPage } from './ChatsPage.tsx';
import { desktopLayout } from '../../components/testing/desktopLayout.ts';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'chats')) i18next.addResourceBundle('en', 'chats', en);
  desktopLayout();
});

const MARKUP = '<b>Free BTC</b> <img src=x onerror=alert(1)>';

type Call = StubbedCall<Record<string, unknown> | null>;

/** Answers the chat calls; the first call to `failFirst` fails with a server error. */
function fakeApi(failFirst?: string) {
  let messages: PublicChatMessage[] = [
    { messageId: 1, userId: 42, userName: 'ada', message: MARKUP, dateCreated: '2026-03-01T10:00:00Z', dateEdited: null },
    { messageId: 2, userId: 43, userName: 'bob', message: 'Hello', dateCreated: '2026-03-01T09:00:00Z', dateEdited: null },
  ];
  const calls = stubApi({}, null, ({ path, body }: Call) => {
    if (path === failFirst && calls.filter((c) => c.path === path).length === 1) return serverError();
    if (path === '/v2/Communication/GetPublicChatMessages') return { items: messages, total: messages.length };
    if (path === '/v2/Communication/EditPublicChatMessage') {
      messages = messages.map((m) => (m.messageId === body!.messageId ? { ...m, message: String(body!.message), dateEdited: '2026-03-02T10:00:00Z' } : m));
      return { success: true };
    }
    if (path === '/v2/Communication/DeletePublicChatMessages') {
      const ids = body!.messageIdList as number[];
      messages = messages.filter((m) => !ids.includes(m.messageId));
      return { success: true };
    }
    if (path === '/v2/Communication/GetPrivateChats') {
      return { items: [{ conversationId: 5, participants: [{ userId: 42, userName: 'ada' }, { userId: 43, userName: 'bob' }], lastMessage: '<i>hi</i>', dateUpdated: '2026-03-01T10:00:00Z' }], total: 1 };
    }
    if (path === '/v2/Communication/GetPrivateChatMessages') {
      return { items: [{ messageId: 9, conversationId: 5, userId: 42, message: '<script>alert(1)</script>', dateCreated: '2026-03-01T10:00:00Z', files: [] }], total: 1 };
    }
    return { success: true };
  }) as Call[];
  return { calls, of: (path: string) => calls.filter((c) => c.path === path) };
}

function renderPage(path = '/chats') {
  const { router, ...view } = renderScreen(<ChatsPage />, { path });
  return { ...view, search: () => new URLSearchParams(router.state.location.search) };
}

describe('Chats: public chat moderation', () => {
  it('shows markup in a message as plain text, never as elements', async () => {
    fakeApi();
    const { container } = renderPage();
    expect(await screen.findByText(MARKUP)).toBeInTheDocument();
    expect(container.querySelector('b, img')).toBeNull();
  });

  it('edits a message, refusing more than 512 characters with the spec text', async () => {
    const api = fakeApi();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit message 1' }));
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(513));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The message must not be more than 512 characters')).toBeInTheDocument();
    expect(api.of('/v2/Communication/EditPublicChatMessage')).toHaveLength(0);
    await userEvent.clear(box);
    await userEvent.type(box, '<u>cleaned</u>');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of('/v2/Communication/EditPublicChatMessage')).toHaveLength(1));
    expect(api.of('/v2/Communication/EditPublicChatMessage')[0]!.body).toEqual({ messageId: 1, message: '<u>cleaned</u>' });
    expect(await screen.findByText('<u>cleaned</u>')).toBeInTheDocument();
  });

  it('shows no count while loading, the reason and a Retry when the list fails, and the count once it loads', async () => {
    const api = fakeApi('/v2/Communication/GetPublicChatMessages');
    renderPage();
    await expectFailedLoadRetried({ reason: 'The list could not be loaded', rowText: 'Hello', total: 'Total: 2', loads: () => api.of('/v2/Communication/GetPublicChatMessages').length });
  });

  it('offers "Delete selected" only once messages are ticked, saying why before', async () => {
    const api = fakeApi();
    renderPage();
    await screen.findByText('Hello');
    const bulk = screen.getByRole('button', { name: 'Delete selected (0)' });
    expect(bulk).toBeDisabled();
    expect(bulk).toHaveAttribute('title', 'No messages selected');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    const enabled = screen.getByRole('button', { name: 'Delete selected (1)' });
    expect(enabled).toBeEnabled();
    expect(enabled).not.toHaveAttribute('title');
    await userEvent.click(enabled);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /ok|confirm|yes/i }));
    await waitFor(() => expect(api.of('/v2/Communication/DeletePublicChatMessages')[0]?.body).toEqual({ messageIdList: [2] }));
  });

  it('deletes a message after a confirmation, sending its id in messageIdList', async () => {
    const api = fakeApi();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete message 2' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /ok|confirm|yes/i }));
    await waitFor(() => expect(api.of('/v2/Communication/DeletePublicChatMessages')[0]?.body).toEqual({ messageIdList: [2] }));
    await waitFor(() => expect(screen.queryByText('Hello')).toBeNull());
  });
});

describe('Chats: private chats', () => {
  it('lists chats, opens one and shows its messages as text', async () => {
    const api = fakeApi();
    const { container } = renderPage('/chats?view=private');
    await userEvent.click(await screen.findByRole('button', { name: 'Open chat 5' }));
    expect(await screen.findByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(api.of('/v2/Communication/GetPrivateChatMessages')[0]!.body).toMatchObject({ conversationId: 5, limit: 1000, sort: { field: 'dateCreated', desc: true } });
  });
});
