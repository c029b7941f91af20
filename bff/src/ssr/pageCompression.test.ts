import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedBody, pageCompression } from './pageRoutes.js';

async function compress(acceptEncoding: string, text: string) {
  const compression = pageCompression(acceptEncoding);
  if (!compression) return undefined;
  const chunks: Buffer[] = [];
  compression.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => compression.stream.on('end', resolve));
  compression.stream.end(text);
  await done;
  return { encoding: compression.encoding, body: Buffer.concat(chunks) };
}

describe('pageCompression', () => {
  const page = '<!DOCTYPE html><html><body>' + 'Termin '.repeat(200) + '</body></html>';

  it('prefers brotli when the browser accepts it', async () => {
    const result = await compress('gzip, deflate, br, zstd', page);
    expect(result?.encoding).toBe('br');
    expect(brotliDecompressSync(result!.body).toString()).toBe(page);
    expect(result!.body.length).toBeLessThan(page.length / 5);
  });

  it('falls back to gzip, then to none', async () => {
    const result = await compress('gzip', page);
    expect(result?.encoding).toBe('gzip');
    expect(gunzipSync(result!.body).toString()).toBe(page);
    expect(pageCompression('identity')).toBeUndefined();
    expect(pageCompression(undefined)).toBeUndefined();
  });
});

describe('compressedBody', () => {
  it.each(['br', 'gzip'])(
    'sends all of a flushed shell before the rest of the page is written (%s)',
    async (encoding) => {
      const compression = pageCompression(encoding)!;
      const html = new PassThrough();
      const body = compressedBody(html, compression.stream);
      const decompress = encoding === 'br' ? createBrotliDecompress() : createGunzip();
      let received = '';
      body.pipe(decompress).on('data', (chunk: Buffer) => (received += chunk.toString()));
      // Larger than the streams' buffers, and hard to compress: the pipe is held back meanwhile.
      const shell = `<!DOCTYPE html><body>${randomBytes(96 * 1024).toString('base64')}`;
      for (let at = 0; at < shell.length; at += 2048) html.write(shell.slice(at, at + 2048));
      (html as PassThrough & { flush(): void }).flush();
      await expect.poll(() => received.length, { timeout: 5000 }).toBe(shell.length);
      html.end('</body>');
      await expect.poll(() => received).toBe(`${shell}</body>`);
    },
  );

  it('stops forwarding when the visitor leaves mid-stream, and the page still runs out', async () => {
    const compression = pageCompression('br')!;
    const html = new PassThrough();
    const body = compressedBody(html, compression.stream);
    // Nobody reads the compressed side, so its buffer fills and html is held back.
    const chunk = randomBytes(64 * 1024).toString('base64');
    for (let i = 0; i < 8; i++) html.write(chunk);
    await expect.poll(() => html.isPaused()).toBe(true);
    const errors: unknown[] = [];
    body.on('error', (error) => errors.push(error));
    body.destroy();
    const ended = new Promise((resolve) => html.once('end', resolve));
    html.end('</body>');
    await ended;
    expect(errors).toEqual([]);
  });
});
