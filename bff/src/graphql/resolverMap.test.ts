import { fileURLToPath } from 'node:url';
import { buildSchema, isAbstractType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { resolvers } from './__generated__/resolvers.js';
import { loadTypeDefs } from './typeDefs.js';

// The generated resolver map (bff/codegen) against the schema it serves.
const schema = buildSchema(loadTypeDefs(fileURLToPath(new URL('../../..', import.meta.url))));

describe('the resolver map', () => {
  it('tells every union and interface which object type a value is', () => {
    const abstract = Object.values(schema.getTypeMap()).filter(
      (type) => isAbstractType(type) && !type.name.startsWith('__'),
    );
    expect(abstract.length).toBeGreaterThan(0);
    for (const type of abstract) {
      const entry = (resolvers as Record<string, { __resolveType?: unknown } | undefined>)[
        type.name
      ];
      expect(typeof entry?.__resolveType, type.name).toBe('function');
    }
  });
});
