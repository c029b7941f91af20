import { describe, expect, it } from 'vitest';
import { withCodegenHint } from './codegenHint.js';

describe('withCodegenHint', () => {
  it('names npm run codegen when a generated module is missing (Node and Vite wording)', () => {
    const fromNode = new Error(
      "Cannot find module '/repo/bff/src/graphql/__generated__/resolvers.js' imported from /repo/bff/src/graphql/apolloServer.ts",
    );
    const fromVite = new Error(
      'Failed to load url ./__generated__/resolvers.js (resolved id: ./__generated__/resolvers.js) in /repo/bff/src/graphql/apolloServer.ts. Does the file exist?',
    );
    for (const error of [fromNode, fromVite]) {
      const hinted = withCodegenHint(error) as Error;
      expect(hinted.message).toContain(error.message);
      expect(hinted.message).toContain('Generated code is missing: run `npm run codegen`.');
      expect(hinted.cause).toBe(error);
    }
  });

  it('leaves other errors as they are', () => {
    const other = new Error("Cannot find module 'fastify'");
    expect(withCodegenHint(other)).toBe(other);
  });
});
