/**
 * Tests drive resolvers with queries of their own, not web's operations, which a production bff
 * refuses (trusted documents, issue 14): test gateways in production mode take the opt-out.
 * graphql/trustedDocuments.integration.test.ts tests the allow-list itself.
 */
export const anyOperation = { GRAPHQL_ALLOW_ANY_OPERATION: '1' } as const;
