import { print, type DocumentNode } from 'graphql';
import { documentHash } from '../app/data/documentHash';
import type { PageClient } from '../app/data/pageClient';
import type { Language } from '../app/locale';
import type { ExecuteGraphQL, GraphQLRequest, GraphQLResponse } from './contract';

const notFound = (result: GraphQLResponse) =>
  result.errors?.some((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND') ?? false;

/** The name of a document's (only) operation, as Apollo would send it. */
function operationNameOf(document: DocumentNode): string | undefined {
  // graphql() answers an empty object for a text codegen has not seen (yet).
  if (!Array.isArray(document.definitions))
    throw new Error(
      'A GraphQL document of this page is not generated: its text changed since codegen ran. ' +
        '`npm run dev` regenerates it as you save (then reload); else run `npm run codegen`.',
    );
  for (const definition of document.definitions)
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  return undefined;
}

/**
 * The server render's page client: operations run in-process in bff by hash, their answers
 * handed straight to the loader (no client cache; a query asked again in the same render shares
 * the first one's answer). One bff's manifest may not know a document yet (under the dev server
 * web's code reloads, the manifest was read at boot): that one is sent again as text, which
 * in-process operations may be. A GraphQL error is thrown as `{ errors }`, as Apollo Client
 * throws it in the browser.
 */
export function createServerPageClient(language: Language, execute: ExecuteGraphQL): PageClient {
  const run = async (
    document: DocumentNode,
    variables: Record<string, unknown> | undefined,
    mutation: boolean,
  ) => {
    const request: GraphQLRequest = {
      ...(mutation ? { mutation } : {}),
      variables,
      operationName: operationNameOf(document),
      headers: { 'accept-language': language },
    };
    const documentId = documentHash(document);
    let result = documentId ? await execute({ ...request, documentId }) : undefined;
    if (!result || notFound(result)) result = await execute({ ...request, query: print(document) });
    if (result.errors?.length) throw new ServerGraphQLErrors(result.errors);
    return { data: (result.data ?? undefined) as never };
  };
  // A render's loaders may ask the same thing (the root and the start page both read the
  // cities): each query with the same variables runs once and they share its answer. A mutation
  // changes what later queries read, so it starts afresh.
  const asked = new Map<DocumentNode, Map<string, ReturnType<typeof run>>>();
  return {
    query: ({ query, variables }) => {
      let byVariables = asked.get(query);
      if (!byVariables) asked.set(query, (byVariables = new Map()));
      const key = JSON.stringify(variables ?? {});
      let answer = byVariables.get(key);
      if (!answer) byVariables.set(key, (answer = run(query, variables, false)));
      return answer;
    },
    mutate: ({ mutation, variables }) => {
      asked.clear();
      return run(mutation, variables, true);
    },
    sendsShellFirst: true,
  };
}

/** The operation's errors, in the shape of Apollo Client's CombinedGraphQLErrors. */
export class ServerGraphQLErrors extends Error {
  constructor(readonly errors: NonNullable<GraphQLResponse['errors']>) {
    super(errors.map((error) => error.message).join('; '));
    this.name = 'ServerGraphQLErrors';
  }
}
