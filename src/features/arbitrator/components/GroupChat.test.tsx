import '../../../components/testing/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import en from '../../../../locales/en/arbitrator.json';
import { renderWidget } from '../../../components/testing/render.tsx';
import type { GroupChatMessage } from '../api.ts';
import { GroupChat } from './GroupChat.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function message(id: number, chatMemberType: 0 | 1 | 2 | 3, text: string): GroupChatMessage {
  return {
    id,
    chatId: 5,
    userId: chatMemberType === 0 ? 10 : null,
    userName: chatMemberType === 0 ? 'alice' : chatMemberType === 1 ? null : 'judge',
    adminId: chatMemberType === 0 ? null : 4,
    chatMemberType,
    message: text,
    dateCreated: `2026-01-10T10:00:0${id}.000Z`,
    files: [],
  };
}

/** A server with `count` messages (newest first, like the real one) that records what is sent. */
function serve(count: number, withFiles = false) {
  const all = Array.from({ length: count }, (_, i) => message(i + 1, i === 0 ? 1 : i % 2 === 0 ? 3 : 0, `line ${i + 1}`)).reverse();
  if (withFiles) {
    all.find((m) => m.chatMemberType === 0)!.files = [{ id: 71, name: 'receipt.png', extension: 'png' }];
    all.find((m) => m.chatMemberType === 3)!.files = [{ id: 72, name: 'photo.heic', extension: 'heic' }];
  }
  const sent: FormData[] = [];
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      if (url.pathname === '/api/api/bo/User/SendGroupChatMessage') {
        sent.push(await request.formData());
        return json(message(999, 3, 'sent'));
      }
      if (url.pathname === '/api/api/bo/User/GetGroupChatMessagesDetail') {
        const offset = Number(url.searchParams.get('Offset'));
        const limit = Number(url.searchParams.get('Limit'));
        return json({ items: all.slice(offset, offset + limit), total: all.length });
      }
      if (url.pathname === '/api/api/bo/User/GetUserFile') return new Response(new Blob(['png']), { status: 200, headers: { 'Content-Type': 'image/png' } });
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      return json({ result: { Success: true, Error: null }, items: all.slice(offset, offset + limit), total: all.length });
    }),
  );
  return { sent, requests };
}

function renderChat(canWrite = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWidget(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <GroupChat chatId={5} canWrite={canWrite} timeZone="UTC" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeAll(() => {
  i18next.addResourceBundle('en', 'arbitrator', en);
});

describe('GroupChat', () => {
  it('labels each member type and offers "Load more" only when a full page came back', async () => {
    const { requests } = serve(60);
    renderChat();
    const log = await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(40));
    expect(within(log).getAllByText('Customer').length).toBeGreaterThan(0);
    expect(within(log).getAllByText('Arbitrator').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(log).getByText('line 2')).toBeInTheDocument());
    // The oldest message is the system's (member type 1): the chat list hides it (spec 2 §5), as the deal chat does.
    expect(within(log).queryByText('line 1')).not.toBeInTheDocument();
    expect(within(log).queryByText('System')).not.toBeInTheDocument();
    expect(requests).toContain('GET /api/v1/communication/groupchat/5/messages?offset=50&limit=50');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('sends on Enter, keeps Shift+Enter as a new line', async () => {
    const { sent } = serve(3);
    renderChat();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'first{Shift>}{Enter}{/Shift}second');
    expect(box).toHaveValue('first\nsecond');
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('GroupChatId')).toBe('5');
    expect(sent[0]!.get('Message')).toMatch(/^first\r?\nsecond$/);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it("refuses a message over 512 characters and a file over 1 MB with the spec's texts", async () => {
    serve(3);
    renderChat();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(513));
    const chat = screen.getByRole('region', { name: 'Deal chat' });
    expect(within(chat).getByRole('alert')).toHaveTextContent('The message must not be more than 512 characters');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.clear(box);
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Attach files'), big);
    expect(within(chat).getByRole('alert')).toHaveTextContent("File size can't be more than 1 MB");
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('is read-only for staff who may not write', async () => {
    serve(3);
    renderChat(false);
    expect(await screen.findByText('Join the deal to write in its chat')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('opens the chat details: the whole chat read once, who took part with their counts, and every file', async () => {
    const { requests } = serve(7, true);
    renderChat();
    await screen.findByText('7 of 7');
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Chat details' });
    const who = await within(drawer).findByRole('table', { name: 'Who took part' });
    const rows = within(who).getAllByRole('row').slice(1);
    // Customers first (alice wrote 3: lines 2, 4, 6), then the arbitrator (judge: 3, 5, 7), then the system (line 1).
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 4).map((c) => c.textContent))).toEqual([
      ['Customer', 'alice #10', '3', '1'],
      ['Arbitrator', 'judge', '3', '1'],
      ['System', '—', '1', '0'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'alice' })).toHaveAttribute('href', '/user/10');
    const files = within(drawer).getByRole('table', { name: 'Files sent' });
    expect(within(files).getByRole('button', { name: 'photo.heic' })).toBeInTheDocument();
    expect(within(files).getByText('receipt.png')).toBeInTheDocument();
    expect(requests).toContain('GET /api/api/bo/User/GetGroupChatMessagesDetail?GroupChatId=5&Offset=0&Limit=1000');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chat details' })).not.toBeInTheDocument());
  });
});
