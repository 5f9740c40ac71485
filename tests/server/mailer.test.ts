import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/mail/mailer.ts';
import { startSmtp } from './smtp.ts';

const folders: string[] = [];
afterAll(() => folders.forEach((f) => fs.rmSync(f, { recursive: true, force: true })));

describe('the mail transport', () => {
  it('delivers to the SMTP server of SMTP_URL', async () => {
    const smtp = await startSmtp();
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir: '/nonexistent', mailFrom: 'Ops <ops@example.com>' });
      expect(mailer.usesOutbox).toBe(false);
      const delivery = await mailer.send({ to: 'admin@example.com', subject: 'Report ready', text: 'Your report is completed.' });
      expect(delivery.via).toBe('smtp');
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['admin@example.com']);
      expect(smtp.received[0]!.data).toContain('Subject: Report ready');
      expect(smtp.received[0]!.data).toContain('Your report is completed.');
    } finally {
      await smtp.close();
    }
  });

  it('without SMTP_URL writes each message to the outbox folder as an .eml file', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    folders.push(outboxDir);
    const mailer = createMailer({ smtpUrl: null, outboxDir, mailFrom: 'Ops <ops@example.com>' });
    expect(mailer.usesOutbox).toBe(true);
    const first = await mailer.send({ to: ['a@example.com', 'b@example.com'], subject: 'Notice', text: 'Hello' });
    await mailer.send({ to: 'c@example.com', subject: 'Second', text: 'Again' });
    expect(first.via).toBe('outbox');
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(2);
    const text = fs.readFileSync(path.join(outboxDir, files.sort()[0]!), 'utf8');
    expect(text).toContain('To: a@example.com, b@example.com');
    expect(text).toContain('Subject: Notice');
  });

  it('lists the outbox in sending order, even for messages sent within the same millisecond', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    folders.push(outboxDir);
    // The clock stands still, as it does for a burst of notices sent within one millisecond.
    const stopped = () => new Date('2026-11-30T10:00:00.000Z');
    const mailer = createMailer({ smtpUrl: null, outboxDir, mailFrom: 'Ops <ops@example.com>' }, stopped);
    const sent: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const delivery = await mailer.send({ to: `u${i}@example.com`, subject: `Message ${i}`, text: 'Hi' });
      if (delivery.via === 'outbox') sent.push(path.basename(delivery.file));
    }
    expect(sent).toHaveLength(30);
    expect(fs.readdirSync(outboxDir).sort()).toEqual(sent);
  });
});
