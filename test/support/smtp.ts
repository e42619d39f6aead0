import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server (npm smtp-server) on a free local port, for tests of
// what the app hands over: what it received, and how often each recipient
// was offered (RCPT TO), including the offers it refused.

export type Received = { from: string; to: string[]; subject: string; raw: string };

export type TestSmtp = {
  url: string;
  received: Received[];
  /** RCPT TO commands per address, refused ones included. */
  offers: Map<string, number>;
  close: () => Promise<void>;
};

export async function startSmtp(
  opts: {
    /** Refuse this offer of `address` (its `n`th, from 1) with 451, as a server in trouble does. */
    refuse?: (address: string, n: number) => boolean;
    /** How long the server takes to accept a message's data. */
    delayMs?: number;
  } = {},
): Promise<TestSmtp> {
  const received: Received[] = [];
  const offers = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, done) {
      const n = (offers.get(address.address) ?? 0) + 1;
      offers.set(address.address, n);
      if (opts.refuse?.(address.address, n)) {
        const err = Object.assign(new Error('Try again later: mailbox busy'), {
          responseCode: 451,
        });
        done(err);
        return;
      }
      done();
    },
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        setTimeout(() => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: raw.match(/^Subject: (.*)\r?$/m)?.[1] ?? '',
            raw,
          });
          done();
        }, opts.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    offers,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
