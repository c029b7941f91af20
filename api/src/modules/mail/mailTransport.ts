// Where e-mails go: an SMTP server (SMTP_URL, e.g. Mailpit from docker-compose) through
// nodemailer, or, with nothing configured, .eml files in a directory that any mail client opens.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { Config } from '../../config.js';

export interface MailTransport {
  /** Sends one e-mail; throws when it was not accepted (the outbox retries it). */
  send(mail: Mail.Options): Promise<void>;
  /** Where mail goes, for the boot log. */
  readonly description: string;
  close(): void;
}

export function mailTransport(config: Config['mail']['transport']): MailTransport {
  if (config.kind === 'smtp') {
    const transporter = nodemailer.createTransport({
      url: config.url,
      // Bounded, so a hung server fails the attempt well inside the worker's lease.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as SMTPTransport.Options);
    const { hostname, port } = new URL(config.url);
    return {
      send: async (mail) => void (await transporter.sendMail(mail)),
      description: `SMTP ${hostname}:${port}`,
      close: () => transporter.close(),
    };
  }
  // The whole message as one buffer with CRLF line ends (as SMTP carries it, and as RFC 5545 wants
  // its calendar part), written as an .eml file named by time and Message-ID.
  const writer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    send: async (mail) => {
      const info = await writer.sendMail(mail);
      await mkdir(config.dir, { recursive: true });
      const id = String(info.messageId).replace(/[^\w.-]+/g, '');
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(config.dir, `${stamp}-${id}.eml`);
      // Written aside and renamed, so a mail client (or a test) watching the directory never
      // reads half a message.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
    },
    description: `.eml files in ${config.dir}`,
    close: () => writer.close(),
  };
}
