import { ApolloArmor } from '@escape.tech/graphql-armor';
import { maxRootFields } from './rootFieldLimit.js';

/** The shape limits every operation must pass before it runs (validation, no upstream call). */
export const operationLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxRootFields: 10,
  /**
   * The most one operation may cost (limits/operationCost.ts): one availability of the longest
   * range (62 days) for the most services (10) with every field fits; two of them do not.
   */
  maxCost: 10_000,
  maxTokens: 2000,
  maxDirectives: 20,
} as const;

export function createOperationLimits(production: boolean) {
  const armor = new ApolloArmor({
    maxDepth: { n: operationLimits.maxDepth, ignoreIntrospection: !production },
    maxAliases: { n: operationLimits.maxAliases },
    // Priced with variables by the operation budget (rateLimitPlugin), which armor cannot see.
    costLimit: { enabled: false },
    // Tokens are limited by the parser itself (Apollo's parseOptions): a clean 400 parse error.
    maxTokens: { enabled: false },
    maxDirectives: { n: operationLimits.maxDirectives },
    // "Did you mean …?" hints map the schema for an attacker when introspection is off.
    blockFieldSuggestion: { enabled: production },
  }).protect();
  return {
    plugins: armor.plugins,
    validationRules: [...armor.validationRules, maxRootFields(operationLimits.maxRootFields)],
    parseOptions: { maxTokens: operationLimits.maxTokens },
  };
}
