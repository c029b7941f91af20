import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageCompression } from './pageRoutes.js';

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
