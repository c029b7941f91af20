import { readFileSync } from 'node:fs';
import { parse, print, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../test/processes.js';
import {
  loadTrustedDocuments,
  manifestPath,
  sha256Hex,
  trustedDocumentStore,
} from './trustedDocuments.js';

const manifest = JSON.parse(readFileSync(manifestPath(repoRoot), 'utf8')) as Record<string, string>;
const documents = loadTrustedDocuments(repoRoot);
const [citiesKey, citiesText] = Object.entries(manifest).find(([, text]) =>
  text.startsWith('query Cities '),
)!;
const citiesHash = citiesKey.replace('sha256:', '');

/** The operation as written in web's code: no `__typename`, laid out over many lines. */
const asWritten = (text: string) =>
  print(
    visit(parse(text), {
      Field: (node) => (node.name.value === '__typename' ? null : undefined),
    }),
  );

describe('the trusted documents manifest', () => {
  it('holds each document under the sha256 of its text', () => {
    expect(documents.size).toBe(Object.keys(manifest).length);
    expect(documents.size).toBeGreaterThan(30);
    for (const [key, text] of Object.entries(manifest))
      expect(key).toBe(`sha256:${sha256Hex(text)}`);
  });

  it('resolves a known hash, bare or sha256:-prefixed', () => {
    expect(documents.get(citiesHash)).toBe(citiesText);
    expect(documents.get(citiesKey)).toBe(citiesText);
  });

  it('knows no other hash', () => {
    expect(documents.get(sha256Hex('{ cities { value } }'))).toBeUndefined();
    expect(documents.get(42 as unknown as string)).toBeUndefined();
  });

  it('recognizes every one of web’s operations from its text, however it is laid out', () => {
    for (const [key, text] of Object.entries(manifest)) {
      const hash = key.replace('sha256:', '');
      expect(documents.hashOfText(text)).toBe(hash);
      expect(documents.hashOfText(print(parse(text)))).toBe(hash);
      expect(documents.hashOfText(asWritten(text))).toBe(hash);
    }
  });

  it('does not recognize a changed operation, an unknown one or a broken text', () => {
    expect(documents.hashOfText(citiesText.replace('title', 'title timeZone'))).toBeUndefined();
    expect(documents.hashOfText('{ cities { value } }')).toBeUndefined();
    expect(documents.hashOfText('query {')).toBeUndefined();
  });
});

describe('the persisted-query store Apollo Server reads', () => {
  it('answers from the manifest and never registers a hash', async () => {
    const store = trustedDocumentStore(documents);
    expect(await store.get(citiesHash)).toBe(citiesText);
    const adHoc = '{ cities { value } }';
    await store.set(sha256Hex(adHoc), adHoc);
    expect(await store.get(sha256Hex(adHoc))).toBeUndefined();
  });
});
