/**
 * A GraphQL error message without graphql-js's "Did you mean …?" hints. Apollo's
 * hideSchemaDetailsFromClientErrors strips them from validation errors only; variable coercion
 * ("Value "X" does not exist in "Sort" enum. Did you mean the enum value "PRICE"?") and input
 * fields ("Field "sortt" is not defined by type … Did you mean "sort"?") would still list the
 * schema's names to a production client.
 */
export function withoutSuggestions(message: string): string {
  return message.replace(/ ?Did you mean [^?]*\?/g, '');
}
