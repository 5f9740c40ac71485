import type net from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What a test SMTP server received: one entry per message, its recipients and its raw text. */
export interface ReceivedMail {
  to: string[];
  data: string;
}

/** A real SMTP server on a free local port that keeps what it receives (never a mock transport). */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;
