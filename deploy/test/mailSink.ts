// Mailpit's part for the deploy tests: an SMTP server on loopback keeping every message it is
// given, so a test reads the e-mail Alertmanager sends a person. smtp-server is api's (its mail
// tests use it), loaded from there.
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type * as SmtpServer from 'smtp-server';

const { SMTPServer } = createRequire(new URL('../../api/package.json', import.meta.url))(
  'smtp-server',
) as typeof SmtpServer;

export interface Mail {
  to: string[];
  /** The whole message as sent (headers and body). */
  text: string;
}

export async function startMailSink(port = 0) {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          text: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
