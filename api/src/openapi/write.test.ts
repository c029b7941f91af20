import { describe, expect, it } from 'vitest';
import { openApiDocument, sortKeys } from './write.js';

interface Operation {
  operationId?: string;
  tags?: string[];
  responses?: Record<string, unknown>;
}

describe('the OpenAPI document', () => {
  it('is built without a database and is the same every time', async () => {
    const first = await openApiDocument();
    expect(JSON.stringify(await openApiDocument())).toBe(JSON.stringify(first));
  });

  it('gives every operation an operationId, tags and typed responses', async () => {
    const document = (await openApiDocument()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    const ids = operations.map((operation) => operation.operationId);
    // Unique ids: bff's generated client names its calls after them.
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'getCountry',
        'suggestNetwork',
        'getMe',
        'exchangeCode',
        'refreshToken',
        'logout',
      ]),
    );
    for (const operation of operations) {
      expect(operation.tags?.length).toBeGreaterThan(0);
      expect(JSON.stringify(operation.responses)).toContain('#/components/schemas/');
    }
  });

  it('names the response shapes bff relies on', async () => {
    const document = (await openApiDocument()) as { components: { schemas: object } };
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Country',
        'City',
        'Suggestions',
        'BranchSuggestion',
        'CategorySuggestion',
        'ErrorBody',
      ]),
    );
  });
});

describe('sortKeys', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(JSON.stringify(sortKeys({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } }))).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });
});
