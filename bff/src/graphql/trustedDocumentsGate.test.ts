import { describe, expect, it } from 'vitest';
import { sha256Hex, trustedDocumentsFrom } from './trustedDocuments.js';
import { screenOperation } from './trustedDocumentsGate.js';

const citiesText = 'query Cities { __typename cities { __typename title value } }';
const citiesHash = sha256Hex(citiesText);
const documents = trustedDocumentsFrom({ [`sha256:${citiesHash}`]: citiesText });
const persisted = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });

describe('screenOperation', () => {
  it('leaves a hash alone to Apollo, whose store is the manifest', () => {
    expect(screenOperation({ extensions: persisted(citiesHash) }, documents, true)).toEqual({
      kind: 'pass',
    });
    expect(screenOperation({ extensions: persisted('0'.repeat(64)) }, documents, true)).toEqual({
      kind: 'pass',
    });
  });

  it('takes a GraphQL over HTTP document id as the hash it names', () => {
    expect(screenOperation({ documentId: `sha256:${citiesHash}` }, documents, true)).toEqual({
      kind: 'trusted',
      hash: citiesHash,
    });
  });

  it('runs the text of a known operation as that operation, in production too', () => {
    const text = 'query Cities {\n  cities {\n    value\n    title\n  }\n}';
    expect(screenOperation({ query: text }, documents, true)).toEqual({
      kind: 'trusted',
      hash: citiesHash,
    });
  });

  it('refuses any other text in production', () => {
    const refused = screenOperation({ query: '{ cities { value } }' }, documents, true);
    expect(refused).toMatchObject({ kind: 'refused', status: 400, code: 'OPERATION_NOT_ALLOWED' });
    // A hash beside the text claims nothing: it is the text that would run.
    expect(
      screenOperation(
        { query: '{ cities { value } }', extensions: persisted(citiesHash) },
        documents,
        true,
      ),
    ).toMatchObject({ kind: 'refused' });
  });

  it('accepts any text in development, or with the opt-out', () => {
    expect(screenOperation({ query: '{ cities { value } }' }, documents, false)).toEqual({
      kind: 'pass',
    });
    // Sent with a hash (Apollo Client's retry), the text runs and the hash is not kept.
    expect(
      screenOperation(
        { query: '{ cities { value } }', extensions: persisted(sha256Hex('{ cities { value } }')) },
        documents,
        false,
      ),
    ).toEqual({ kind: 'text' });
  });
});
