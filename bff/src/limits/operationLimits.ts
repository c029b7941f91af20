import { ApolloArmor } from '@escape.tech/graphql-armor';
import { maxRootFields } from './rootFieldLimit.js';

/** The shape limits every operation must pass before it runs (validation, no upstream call). */
export const operationLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxRootFields: 10,
  maxCost: 5000,
  maxTokens: 2000,
  maxDirectives: 20,
} as const;

export function createOperationLimits(production: boolean) {
  const armor = new ApolloArmor({
    maxDepth: { n: operationLimits.maxDepth, ignoreIntrospection: !production },
    maxAliases: { n: operationLimits.maxAliases },
    costLimit: { maxCost: operationLimits.maxCost },
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
