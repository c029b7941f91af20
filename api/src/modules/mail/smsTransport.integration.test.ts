// The SMS provider adapter speaks Twilio's Messages API: a form POST with To, Body and From (or
// MessagingServiceSid), the account's SID and token as Basic credentials; here against a local
// stand-in that answers as Twilio does.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsTransport } from './smsTransport.js';
import { UndeliverableError } from './undeliverable.js';

interface Received {
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

describe('the Twilio-compatible SMS transport', () => {
  let server: Server;
  let base: string;
  const received: Received[] = [];
  let answer: { status: number; body: object } = { status: 201, body: {} };

  const body = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    server = createServer((request, response) => {
      void body(request).then((text) => {
        received.push({
          path: request.url ?? '',
          authorization: request.headers.authorization,
          form: Object.fromEntries(new URLSearchParams(text)),
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    received.length = 0;
    answer = { status: 201, body: { sid: 'SM1', status: 'queued' } };
  });

  const messagesUrl = (sid = 'AC123') =>
    `${base.replace('//', `//${sid}:s%3Acret@`)}/2010-04-01/Accounts/${sid}/Messages.json`;
  const sms = { id: 'outbox-1', to: '+381641234567', text: 'Termin: booking confirmed.' };

  it('posts the message as a form with the account’s credentials', async () => {
    await smsTransport({ from: 'Termin', transport: { kind: 'twilio', url: messagesUrl() } }).send(
      sms,
    );
    expect(received).toEqual([
      {
        path: '/2010-04-01/Accounts/AC123/Messages.json',
        authorization: `Basic ${Buffer.from('AC123:s:cret').toString('base64')}`,
        form: { To: '+381641234567', Body: 'Termin: booking confirmed.', From: 'Termin' },
      },
    ]);
  });

  it('sends from a Messaging Service when SMS_FROM names one', async () => {
    const service = `MG${'0a'.repeat(16)}`;
    await smsTransport({ from: service, transport: { kind: 'twilio', url: messagesUrl() } }).send(
      sms,
    );
    expect(received[0]!.form).toEqual({
      To: '+381641234567',
      Body: 'Termin: booking confirmed.',
      MessagingServiceSid: service,
    });
  });

  it('gives up on a message refused as such (400), and retries anything else', async () => {
    const transport = smsTransport({
      from: 'Termin',
      transport: { kind: 'twilio', url: messagesUrl() },
    });
    answer = {
      status: 400,
      body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 },
    };
    const refused = transport.send(sms);
    await expect(refused).rejects.toBeInstanceOf(UndeliverableError);
    await expect(refused).rejects.toThrow(/400 \(21211\): The 'To' number is not a valid/);
    for (const status of [401, 429, 503]) {
      answer = { status, body: { code: 20003, message: 'try later', status } };
      const failed = transport.send(sms);
      await expect(failed).rejects.toThrow(new RegExp(`answered ${status}`));
      await expect(failed).rejects.not.toBeInstanceOf(UndeliverableError);
    }
  });
});
