import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/domain/languages.ts';
import { serverForFile } from './harness.ts';

const { server, tokens } = serverForFile(['admin', 'support'], { users: 10 });

const call = (url: string, body: unknown, token = tokens.admin) => server.call('POST', `/api/v2/Templates/${url}`, { token, body });
const everyLocale = (text: string) => Object.fromEntries(LOCALES.map((l) => [l, `${text} ${l}`]));

describe('e-mail message templates', () => {
  it('lists the seeded templates by message type, every locale filled', async () => {
    const all = (await call('GetEmailMessageTemplates', { getTotal: true, limit: 100 }, tokens.support)).json();
    expect(all.total).toBe(18);
    expect(all.items[0]).toMatchObject({ messageType: 0, bodyType: 'html', type: 'news' });
    expect(Object.keys(all.items[0].subject).sort()).toEqual([...LOCALES].sort());
    const one = (await call('GetEmailMessageTemplates', { messageType: 16, getTotal: true })).json();
    expect(one.items.map((t: { messageType: number; type: string }) => [t.messageType, t.type])).toEqual([[16, 'marketing']]);
  });

  it('refuses an empty subject or body in any locale with the spec’s message, changing nothing', async () => {
    const [template] = (await call('GetEmailMessageTemplates', { messageType: 1 })).json().items;
    const res = await call('UpdateEmailMessageTemplate', { id: template.id, subject: { ...template.subject, et: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('In locale et - Subject is empty');
    const body = await call('UpdateEmailMessageTemplate', { id: template.id, body: { ...template.body, ru: '' }, subject: { en: 'Only en' } });
    expect(body.json().error.message).toBe('In locale ru - Body is empty');
    expect(body.json().error.details.map((d: { message: string }) => d.message)).toContain('In locale tr - Subject is empty');
    const added = await call('AddEmailMessageTemplate', { messageType: 3, subject: everyLocale('S'), body: { en: 'B' } });
    expect(added.json().error.message).toBe('In locale ru - Body is empty');
    const after = (await call('GetEmailMessageTemplates', { messageType: 1 })).json().items[0];
    expect(after).toEqual(template);
  });

  it('keeps a history row for every add and update, newest first, and logs before and after', async () => {
    const added = await call('AddEmailMessageTemplate', { messageType: 4, subject: everyLocale('Sign-in'), body: everyLocale('<p>Hi</p>'), bodyType: 'html' });
    expect(added.statusCode).toBe(200);
    const id = added.json().id as number;
    server.clock.advanceMinutes(5);
    const update = await call('UpdateEmailMessageTemplate', { id, subject: everyLocale('New sign-in'), bodyType: 'plainText', sendIfUnsubscribed: true });
    expect(update.statusCode).toBe(200);

    const history = (await call('GetEmailMessageTemplateHistory', { id, getTotal: true }, tokens.support)).json();
    expect(history.total).toBe(2);
    expect(history.items[0].template).toMatchObject({ id, bodyType: 'plainText', sendIfUnsubscribed: true, subject: { et: 'New sign-in et' } });
    expect(history.items[1].template).toMatchObject({ bodyType: 'html', subject: { et: 'Sign-in et' } });
    expect(history.items[0].dateCreated > history.items[1].dateCreated).toBe(true);

    const log = await server.db.kysely
      .selectFrom('admin_logs')
      .selectAll()
      .where('operation_id', '=', 'POST v2/Templates/UpdateEmailMessageTemplate')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.before_state!)).toMatchObject({ bodyType: 'html' });
    expect(JSON.parse(log.after_state!)).toMatchObject({ bodyType: 'plainText' });
  });

  it('answers 404 for an unknown template and refuses writes to support', async () => {
    expect((await call('UpdateEmailMessageTemplate', { id: 9999, bodyType: 'html' })).statusCode).toBe(404);
    expect((await call('GetEmailMessageTemplateHistory', { id: 9999 })).statusCode).toBe(404);
    expect((await call('AddEmailMessageTemplate', { messageType: 3, subject: everyLocale('S'), body: everyLocale('B') }, tokens.support)).statusCode).toBe(403);
  });
});
