import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_FILE_CONTENT_MISMATCH,
  CHAT_FILE_TOO_LARGE,
  CHAT_FILE_TYPE_NOT_ALLOWED,
  CHAT_MESSAGE_EMPTY,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_TOO_MANY_FILES,
  ChatMemberType,
} from '../../src/domain/p2p.ts';
import { tinyPng } from '../../server/db/seed/images.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { createDispute, fakeHeic, fakeJpeg, multipart, pngOfSize } from './p2pFixtures.ts';

let server: TestServer;
const token: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const [name, email] of Object.entries({ admin: 'admin@demo.local', support: 'support@demo.local', arbitrator: 'arbitrator@demo.local', arbitrator2: 'arbitrator2@demo.local' })) {
    token[name] = await server.signIn(email);
  }
});
afterAll(() => server.close());

const MB = 1024 * 1024;
const send = (chatId: number, as: string, message: string) => server.call('POST', `/api/v1/communication/groupchat/${chatId}/messages`, { token: token[as], body: { message } });
const upload = (as: string, form: ReturnType<typeof multipart>) =>
  server.app.inject({ method: 'POST', url: '/api/api/bo/User/SendGroupChatMessage', headers: { 'x-auth-token': token[as]!, ...form.headers }, payload: form.payload });

describe('reading a trade group chat', () => {
  it('pages newest first, 50 by default, with total, files and member types', async () => {
    const { chat_id: chatId, n } = await server.db.kysely
      .selectFrom('group_chat_messages')
      .select(['chat_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('chat_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    const res = await server.call('GET', `/api/v1/communication/groupchat/${chatId}/messages`, { token: token.support });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toEqual({ Success: true, Error: null });
    expect(body.total).toBe(Number(n));
    expect(body.items.length).toBe(Math.min(50, Number(n)));
    const ids = body.items.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page2 = (await server.call('GET', `/api/v1/communication/groupchat/${chatId}/messages?offset=2&limit=2`, { token: token.support })).json();
    expect(page2.items.map((m: { id: number }) => m.id)).toEqual(ids.slice(2, 4));

    const detail = (await server.call('GET', `/api/api/bo/User/GetGroupChatMessagesDetail?GroupChatId=${chatId}&Offset=0&Limit=3`, { token: token.support })).json();
    expect(detail).toEqual({ items: body.items.slice(0, 3), total: body.total });
    const trade = await server.db.kysely.selectFrom('group_chats').select('trade_id').where('id', '=', chatId).executeTakeFirstOrThrow();
    const byTrade = (await server.call('GET', `/api/p2p/Admin/Trade/${trade.trade_id}/chat/getMessages?limit=3`, { token: token.support })).json();
    expect(byTrade).toEqual(detail);
  });

  it('carries the seeded images, which GetUserFile serves byte for byte on both routes', async () => {
    const link = await server.db.kysely
      .selectFrom('group_chat_files as l')
      .innerJoin('group_chat_messages as m', 'm.id', 'l.message_id')
      .select(['m.chat_id', 'm.id as message_id', 'l.user_file_id'])
      .executeTakeFirstOrThrow();
    const all = (await server.call('GET', `/api/v1/communication/groupchat/${link.chat_id}/messages?limit=1000`, { token: token.admin })).json();
    const message = all.items.find((m: { id: number }) => m.id === link.message_id);
    expect(message.files).toEqual([{ id: link.user_file_id, name: expect.stringMatching(/\.png$/), extension: 'png' }]);
    for (const url of [`/api/api/bo/User/GetUserFile?UserFileId=${link.user_file_id}`, `/api/User/GetUserFile?UserFileId=${link.user_file_id}`]) {
      // An admin: an arbitrator reads only the files of their own disputes' parties (issue 23, tests/server/authorization.test.ts).
      const file = await server.call('GET', url, { token: token.admin });
      expect(file.statusCode).toBe(200);
      // Served as what it is, never sniffed, under its own name (the console shows it inline).
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toMatch(/^inline; filename=".+\.png"/);
      expect(file.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    }
    expect((await server.call('GET', '/api/api/bo/User/GetUserFile?UserFileId=99999999', { token: token.admin })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown chat or trade', async () => {
    expect((await server.call('GET', '/api/v1/communication/groupchat/999999/messages', { token: token.admin })).json().result).toEqual({ Success: false, Error: 'Chat not found' });
    expect((await server.call('GET', '/api/p2p/Admin/Trade/999999/chat/getMessages', { token: token.admin })).json().error.message).toBe('Trade not found');
  });
});

describe('writing in a trade group chat (v1)', () => {
  it('writes as admin or as arbitrator, up to 512 characters', async () => {
    const trade = await createDispute(server, { status: 11, arbitrator: 'arbitrator@demo.local' });
    const byAdmin = await send(trade.chatId, 'admin', 'Support here: please keep all communication in this chat.');
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data).toMatchObject({ chatId: trade.chatId, chatMemberType: ChatMemberType.Admin, userId: null, userName: 'admin', files: [] });
    const long = 'ж'.repeat(512);
    const byArbitrator = await send(trade.chatId, 'arbitrator', long);
    expect(byArbitrator.statusCode).toBe(200);
    expect(byArbitrator.json().data).toMatchObject({ chatMemberType: ChatMemberType.Arbitrator, userName: 'arbitrator', message: long });
    const listed = (await server.call('GET', `/api/v1/communication/groupchat/${trade.chatId}/messages`, { token: token.admin })).json();
    expect(listed.items[0].id).toBe(byArbitrator.json().data.id);
    const log = await server.db.kysely.selectFrom('admin_logs').selectAll().where('operation_id', '=', 'POST v1/communication/groupchat/{id}/messages').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(log.target_ids)).toEqual([trade.id]);
  });

  it('refuses 513 characters with the spec’s message, a blank message, and an arbitrator who is not on the trade', async () => {
    const trade = await createDispute(server, { status: 11, arbitrator: 'arbitrator@demo.local' });
    const tooLong = await send(trade.chatId, 'admin', 'x'.repeat(513));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().result).toEqual({ Success: false, Error: CHAT_MESSAGE_TOO_LONG });
    expect(tooLong.json().error.details).toEqual([{ path: 'body/message', message: CHAT_MESSAGE_TOO_LONG }]);
    for (const empty of ['   ', '']) {
      const blank = await send(trade.chatId, 'admin', empty);
      expect(blank.statusCode).toBe(400);
      // the rule's own text (the admin's toast), not the generic "Validation failed" nor the 512-character text, and the rule by name
      expect(blank.json().result).toEqual({ Success: false, Error: CHAT_MESSAGE_EMPTY });
      expect(blank.json().error).toMatchObject({ code: 100, reason: 'chatMessageEmpty', message: CHAT_MESSAGE_EMPTY, details: [{ path: '/message', message: CHAT_MESSAGE_EMPTY }] });
    }
    const stranger = await send(trade.chatId, 'arbitrator2', 'hello');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().result.Error).toBe("Only the trade's arbitrator can write in its chat");
    expect((await send(trade.chatId, 'support', 'hello')).statusCode).toBe(403);
    expect((await send(999999, 'admin', 'hello')).statusCode).toBe(404);
    const count = await server.db.kysely.selectFrom('group_chat_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('chat_id', '=', trade.chatId).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('SendGroupChatMessage (multipart: GroupChatId, Files, Message)', () => {
  it('stores images as user files, attaches them to the message, and GetUserFile returns them', async () => {
    const trade = await createDispute(server, { status: 11, arbitrator: 'arbitrator@demo.local' });
    const png = tinyPng([10, 200, 30]);
    const jpeg = fakeJpeg();
    const heic = fakeHeic();
    const exactlyOneMb = pngOfSize(MB);
    const res = await upload('arbitrator', multipart({ GroupChatId: String(trade.chatId), Message: 'Receipts checked' }, [
      { name: 'receipt.png', data: png, type: 'image/png' },
      { name: 'photo.JPG', data: jpeg },
      { name: 'scan.heic', data: heic },
      { name: 'big.png', data: exactlyOneMb },
    ]));
    expect(res.statusCode, res.body).toBe(200);
    const message = res.json();
    expect(message).toMatchObject({ chatId: trade.chatId, chatMemberType: ChatMemberType.Arbitrator, message: 'Receipts checked' });
    expect(message.files.map((f: { name: string; extension: string }) => [f.name, f.extension])).toEqual([['receipt.png', 'png'], ['photo.JPG', 'jpg'], ['scan.heic', 'heic'], ['big.png', 'png']]);
    const served = await server.call('GET', `/api/api/bo/User/GetUserFile?UserFileId=${message.files[0].id}`, { token: token.admin });
    expect(served.rawPayload.equals(png)).toBe(true);
    const stored = await server.db.kysely.selectFrom('user_files').select(['user_id', 'content_type', 'size']).where('id', '=', message.files[3].id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ user_id: trade.seller_id, content_type: 'image/png', size: MB });
  });

  it('accepts a file without text, and text without files', async () => {
    const trade = await createDispute(server, { status: 11, arbitrator: 'arbitrator@demo.local' });
    expect((await upload('admin', multipart({ GroupChatId: String(trade.chatId) }, [{ name: 'a.png', data: tinyPng([1, 2, 3]) }]))).statusCode).toBe(200);
    const text = await upload('admin', multipart({ GroupChatId: String(trade.chatId), Message: 'Just text' }));
    expect(text.statusCode).toBe(200);
    expect(text.json()).toMatchObject({ message: 'Just text', files: [], chatMemberType: ChatMemberType.Admin });
  });

  it('holds the spec’s limits: 1 MB per file, image extensions, content matching its type, 512 characters, something to send', async () => {
    const trade = await createDispute(server, { status: 11, arbitrator: 'arbitrator@demo.local' });
    const chat = String(trade.chatId);
    const png = () => ({ name: 'ok.png', data: tinyPng([1, 1, 1]) });
    const cases: [ReturnType<typeof multipart>, string, string, string][] = [
      [multipart({ GroupChatId: chat }, [{ name: 'big.png', data: pngOfSize(MB + 1) }]), '/Files/0', CHAT_FILE_TOO_LARGE, 'chatFileTooLarge'],
      [multipart({ GroupChatId: chat }, [png(), { name: 'anim.gif', data: Buffer.from('GIF89a') }]), '/Files/1', CHAT_FILE_TYPE_NOT_ALLOWED, 'chatFileTypeNotAllowed'],
      [multipart({ GroupChatId: chat }, [{ name: 'noextension', data: tinyPng([1, 1, 1]) }]), '/Files/0', CHAT_FILE_TYPE_NOT_ALLOWED, 'chatFileTypeNotAllowed'],
      [multipart({ GroupChatId: chat }, [{ name: 'fake.png', data: Buffer.from('<script>alert(1)</script>') }]), '/Files/0', CHAT_FILE_CONTENT_MISMATCH, 'chatFileContentMismatch'],
      [multipart({ GroupChatId: chat }, [{ name: 'fake.jpg', data: tinyPng([1, 1, 1]) }]), '/Files/0', CHAT_FILE_CONTENT_MISMATCH, 'chatFileContentMismatch'],
      // A real image with a page appended: the signature matches, the rest does not.
      [multipart({ GroupChatId: chat }, [{ name: 'polyglot.png', data: Buffer.concat([tinyPng([1, 1, 1]), Buffer.from('<html><script>alert(1)</script>')]) }]), '/Files/0', CHAT_FILE_CONTENT_MISMATCH, 'chatFileContentMismatch'],
      [multipart({ GroupChatId: chat }, [{ name: 'polyglot.jpg', data: Buffer.concat([fakeJpeg(), Buffer.from('<script>alert(1)</script>')]) }]), '/Files/0', CHAT_FILE_CONTENT_MISMATCH, 'chatFileContentMismatch'],
      [multipart({ GroupChatId: chat, Message: '  ' }), '/Message', CHAT_MESSAGE_EMPTY, 'chatMessageEmpty'],
      // the contract's maxLength refuses it first, in the spec's words (its x-error-message)
      [multipart({ GroupChatId: chat, Message: 'y'.repeat(513) }), 'body/Message', CHAT_MESSAGE_TOO_LONG, 'validationFailed'],
      // the contract's maxItems refuses it first, in the same words (its x-error-message)
      [multipart({ GroupChatId: chat }, Array.from({ length: 11 }, png)), 'body/Files', CHAT_TOO_MANY_FILES, 'validationFailed'],
    ];
    for (const [form, path, message, reason] of cases) {
      const res = await upload('admin', form);
      expect(res.statusCode, `${message}: ${res.body}`).toBe(400);
      // The answer's message is the rule's text (what the console translates and shows), never "Validation failed".
      expect(res.json().error, message).toMatchObject({ code: 100, message, reason, details: [{ path, message }] });
    }
    const files = await server.db.kysely.selectFrom('group_chat_messages').select('id').where('chat_id', '=', trade.chatId).execute();
    expect(files).toEqual([]);
  });

  it('validates the form against the contract and keeps arbitrators to their own trades', async () => {
    const trade = await createDispute(server, { status: 11, arbitrator: 'arbitrator@demo.local' });
    const notANumber = await upload('admin', multipart({ GroupChatId: 'abc', Message: 'x' }));
    expect(notANumber.statusCode).toBe(400);
    expect(JSON.stringify(notANumber.json().error.details)).toContain('GroupChatId');
    const unknown = await upload('admin', multipart({ GroupChatId: String(trade.chatId), Message: 'x', Extra: '1' }));
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().error.details)).toContain('Extra');
    const missing = await upload('admin', multipart({ Message: 'x' }));
    expect(missing.statusCode).toBe(400);
    const broken = await server.app.inject({
      method: 'POST', url: '/api/api/bo/User/SendGroupChatMessage', headers: { 'x-auth-token': token.admin!, 'content-type': 'multipart/form-data; boundary=zzz' }, payload: 'not a form',
    });
    expect(broken.statusCode).toBe(400);
    expect((await upload('arbitrator2', multipart({ GroupChatId: String(trade.chatId), Message: 'x' }))).statusCode).toBe(403);
    expect((await upload('support', multipart({ GroupChatId: String(trade.chatId), Message: 'x' }))).statusCode).toBe(403);
    expect((await upload('admin', multipart({ GroupChatId: '999999', Message: 'x' }))).statusCode).toBe(404);
  });
});
