import '../../../components/testing/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
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
function serve(count: number) {
  const all = Array.from({ length: count }, (_, i) => message(i + 1, i === 0 ? 1 : i % 2 === 0 ? 3 : 0, `line ${i + 1}`)).reverse();
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
    <QueryClientProvider client={client}>
      <GroupChat chatId={5} canWrite={canWrite} timeZone="UTC" />
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  i18next.addResourceBundle('en', 'arbitrator', en);
});
afterEach(() => vi.unstubAllGlobals());

describe('GroupChat', () => {
  it('labels each member type and offers "Load more" only when a full page came back', async () => {
    const { requests } = serve(60);
    renderChat();
    const log = await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(40));
    expect(within(log).getAllByText('Customer').length).toBeGreaterThan(0);
    expect(within(log).getAllByText('Arbitrator').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(log).getByText('System')).toBeInTheDocument());
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
});
