// web's operations as the browser sends them, for measuring bff's GraphQL.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/lib/run.mjs';

/**
 * web's own operations, from the trusted-documents manifest (codegen), sent by hash as the browser
 * sends them, queries as GET: a production bff runs nothing else (issue 14).
 */
const manifest = JSON.parse(
  readFileSync(join(root, 'web', 'src', '__generated__', 'persisted-documents.json'), 'utf8'),
);
function operationHash(name) {
  // The normalized text may start with its fragments: look for the operation's own name.
  const named = new RegExp(`\\b(query|mutation) ${name}\\b`);
  const entry = Object.entries(manifest).find(([, text]) => named.test(text));
  if (!entry) throw new Error(`web has no operation ${name} (web/src/__generated__)`);
  return entry[0].replace(/^sha256:/, '');
}
/** The path and query string of a GET of web's query `name`. */
export const graphqlPath = (name, variables) =>
  `/graphql?${new URLSearchParams({
    operationName: name,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: operationHash(name) } }),
  })}`;
// A JSON content type, as Apollo Client sends: Apollo Server's CSRF prevention asks GETs for one.
export const graphqlHeaders = { 'content-type': 'application/json', 'accept-language': 'en' };
export const graphqlRequest = (url, name, variables) => ({
  url: `${url}${graphqlPath(name, variables)}`,
  method: 'GET',
  headers: graphqlHeaders,
});
