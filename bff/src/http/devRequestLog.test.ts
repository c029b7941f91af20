import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DevRequestLog } from './devRequestLog.js';

describe('the dev request log', () => {
  it("writes one line per request, and none for Vite's modules", async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    const app = Fastify({ logger: { stream }, logController: new DevRequestLog() });
    app.get('/*', async () => 'ok');
    await app.inject('/src/pages/start/StartPage.tsx');
    await app.inject('/@vite/client');
    await app.inject('/images/branches/yoga-1.jpg');
    await app.inject('/readyz');
    await app.inject('/en/search?s=hair');
    await app.close();
    expect(lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^GET \/en\/search\?s=hair → 200 in \d+ ms$/),
    ]);
  });
});
