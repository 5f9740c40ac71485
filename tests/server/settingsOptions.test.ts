import { describe, expect, it } from 'vitest';
import { serverForFile } from './harness.ts';

const { server, tokens } = serverForFile(['admin', 'support'], { users: 10 });

const call = (method: string, url: string, token: string, body?: unknown) => server.call(method, `/api/Options/${url}`, { token, body });

describe('options', () => {
  it('answers the defaults until saved, then what was saved, logging before and after', async () => {
    expect((await call('GET', 'GetUploadOptions', tokens.support)).json()).toEqual({ fileLengthLimit: 1048576, totalLengthLimit: 10485760, fileCountLimit: 10 });
    const saved = await call('POST', 'UpdateUploadOptions', tokens.admin, { fileLengthLimit: 2048, totalLengthLimit: 4096, fileCountLimit: 2 });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', 'GetUploadOptions', tokens.support)).json()).toEqual({ fileLengthLimit: 2048, totalLengthLimit: 4096, fileCountLimit: 2 });
    const log = await server.db.kysely.selectFrom('admin_logs').selectAll().where('operation_id', '=', 'POST Options/UpdateUploadOptions').executeTakeFirstOrThrow();
    expect(JSON.parse(log.before_state!)).toMatchObject({ fileLengthLimit: 1048576 });
    expect(JSON.parse(log.after_state!)).toMatchObject({ fileLengthLimit: 2048 });
  });

  it('refuses zero limits and a total below the per-file limit, changing nothing', async () => {
    const before = (await call('GET', 'GetUploadOptions', tokens.admin)).json();
    const zero = await call('POST', 'UpdateUploadOptions', tokens.admin, { fileLengthLimit: 0, totalLengthLimit: 4096, fileCountLimit: 2 });
    expect(zero.json().error.message).toBe('Limits can not equals zero');
    const below = await call('POST', 'UpdateUploadOptions', tokens.admin, { fileLengthLimit: 8192, totalLengthLimit: 4096, fileCountLimit: 2 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe("Total length limit can't be less than the file length limit");
    expect((await call('GET', 'GetUploadOptions', tokens.admin)).json()).toEqual(before);
  });

  it('saves e-mail options (domain required) and verification options, keeping only known fields', async () => {
    const email = { domain: ' mail.exchange.test ', signature: 'The team', securityCode: 'ABC', unsubscribeHeader: 'List-Unsubscribe', unsubscribeLink: 'https://x.test/u', extra: 1 };
    expect((await call('POST', 'UpdateEmailOptions', tokens.admin, email)).statusCode).toBe(200);
    expect((await call('GET', 'GetEmailOptions', tokens.support)).json()).toEqual({ ...email, domain: 'mail.exchange.test', extra: undefined });
    expect((await call('POST', 'UpdateEmailOptions', tokens.admin, { ...email, domain: '  ' })).json().error.message).toBe('Must be filled');
    expect((await call('POST', 'UpdateVerificationOptions', tokens.admin, { verificationType: 'autoManual', autoProvider: 'SumSub' })).statusCode).toBe(200);
    expect((await call('GET', 'GetVerificationOptions', tokens.support)).json()).toEqual({ verificationType: 'autoManual', autoProvider: 'SumSub' });
    expect((await call('POST', 'UpdateVerificationOptions', tokens.support, { verificationType: 'manual', autoProvider: null })).statusCode).toBe(403);
  });
});
