// Where text messages go: a provider speaking Twilio's Messages API (SMS_URL; Twilio itself, or a
// service with its shape), or, with nothing configured, one JSON file per message in a directory,
// as e-mails become .eml files (mailTransport.ts).
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UndeliverableError } from './undeliverable.js';

export type SmsTransportConfig =
  | { readonly kind: 'twilio'; readonly url: string }
  | { readonly kind: 'files'; readonly dir: string };

export interface Sms {
  /** The outbox row's id: names its file (a provider gives the message its own id). */
  id: string;
  /** E.164. */
  to: string;
  text: string;
}

export interface SmsTransport {
  /** Sends one message; throws when it was not accepted (UndeliverableError: never will be). */
  send(sms: Sms): Promise<void>;
  /** Where text messages go, for the boot log. */
  readonly description: string;
}

/** Bounded, so a hung provider fails the attempt well inside the worker's lease. */
const requestTimeoutMs = 20_000;

/** Twilio's error body: `{ code, message, more_info, status }`. */
async function refusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
  return `SMS provider answered ${response.status}${body.code ? ` (${body.code})` : ''}: ${
    body.message ?? response.statusText
  }`;
}

function twilio(url: string, from: string): SmsTransport {
  const endpoint = new URL(url);
  const authorization = `Basic ${Buffer.from(
    `${decodeURIComponent(endpoint.username)}:${decodeURIComponent(endpoint.password)}`,
  ).toString('base64')}`;
  endpoint.username = '';
  endpoint.password = '';
  // A Messaging Service picks its own number; anything else is the sender itself.
  const sender: Record<string, string> = /^MG[0-9a-f]{32}$/.test(from)
    ? { MessagingServiceSid: from }
    : { From: from };
  return {
    async send(sms) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization, accept: 'application/json' },
        body: new URLSearchParams({ To: sms.to, Body: sms.text, ...sender }),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      if (response.ok) return;
      const reason = await refusal(response);
      // 400 is about the message (an invalid or opted-out number); anything else (credentials,
      // limits, an outage) may pass, so the outbox tries again later.
      throw response.status === 400 ? new UndeliverableError(reason) : new Error(reason);
    },
    description: `SMS through ${endpoint.host}`,
  };
}

function files(dir: string, from: string): SmsTransport {
  return {
    async send(sms) {
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${sms.id.replace(/[^\w.-]+/g, '')}.json`);
      const content = JSON.stringify({ from, to: sms.to, text: sms.text, id: sms.id }, null, 2);
      // Written aside and renamed, so whoever watches the directory never reads half a message.
      await writeFile(`${file}.part`, `${content}\n`);
      await rename(`${file}.part`, file);
    },
    description: `text message files in ${dir}`,
  };
}

export function smsTransport(config: { from: string; transport: SmsTransportConfig }) {
  return config.transport.kind === 'twilio'
    ? twilio(config.transport.url, config.from)
    : files(config.transport.dir, config.from);
}
