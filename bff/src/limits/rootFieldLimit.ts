import { GraphQLError, Kind, type SelectionSetNode, type ValidationRule } from 'graphql';

/**
 * Refuses operations selecting more than `max` root fields (counting fields reached through
 * fragments and inline fragments at the root): each root field is at least one upstream call.
 */
export function maxRootFields(max: number): ValidationRule {
  return (context) => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d.selectionSet]),
    );
    const count = (selectionSet: SelectionSetNode, seen: Set<string>): number =>
      selectionSet.selections.reduce((total, selection) => {
        if (selection.kind === Kind.FIELD) return total + 1;
        if (selection.kind === Kind.INLINE_FRAGMENT)
          return total + count(selection.selectionSet, seen);
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) return total;
        return total + count(fragment, new Set([...seen, name]));
      }, 0);

    return {
      OperationDefinition(operation) {
        const fields = count(operation.selectionSet, new Set());
        if (fields > max) {
          context.reportError(
            new GraphQLError(`Too many root fields: ${fields} (at most ${max}).`, {
              nodes: [operation],
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
        }
      },
    };
  };
}
