import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TrustedDocuments } from './trustedDocuments.js';

/** The parts of a GraphQL request (POST body or GET parameters) the gate looks at. */
export interface OperationParams {
  query?: unknown;
  /** GraphQL over HTTP's persisted document id: `sha256:<hex>`. */
  documentId?: unknown;
  extensions?: Record<string, unknown>;
}

export type Screened =
  /** Apollo sees the request as sent. */
  | { kind: 'pass' }
  /** Apollo runs the manifest's document of this hash (by its persisted-query extension). */
  | { kind: 'trusted'; hash: string }
  /** Development: the text as sent, without a hash for Apollo to check or keep. */
  | { kind: 'text' }
  | { kind: 'refused'; status: number; code: string; message: string };

const persistedQueryOf = (extensions: OperationParams['extensions']) => {
  const persisted = extensions?.persistedQuery;
  return typeof persisted === 'object' && persisted !== null ? persisted : undefined;
};

/**
 * Decides what runs (issue 14). A hash alone is left to Apollo, whose persisted-query store is the
 * manifest (trustedDocuments.ts): known runs, unknown answers PERSISTED_QUERY_NOT_FOUND. A text
 * runs when it is one of the manifest's documents (dev tools may send a known operation's text);
 * any other text is refused where `enforce` holds (production without the opt-out).
 */
export function screenOperation(
  params: OperationParams,
  documents: TrustedDocuments,
  enforce: boolean,
): Screened {
  const { query, documentId } = params;
  if (typeof query === 'string' && query.trim() !== '') {
    const hash = documents.hashOfText(query);
    if (hash) return { kind: 'trusted', hash };
    if (enforce) {
      return {
        kind: 'refused',
        status: 400,
        code: 'OPERATION_NOT_ALLOWED',
        message:
          'Operation not allowed: this server runs only the site’s own operations. Send one by its hash (extensions.persistedQuery.sha256Hash or documentId).',
      };
    }
    return persistedQueryOf(params.extensions) ? { kind: 'text' } : { kind: 'pass' };
  }
  if (typeof documentId === 'string' && documentId !== '') {
    return { kind: 'trusted', hash: documentId.replace(/^sha256:/, '') };
  }
  return { kind: 'pass' };
}

function withoutPersistedQuery(extensions: Record<string, unknown> | undefined) {
  const { persistedQuery: _dropped, ...rest } = extensions ?? {};
  return rest;
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a GET carries in its query string (Apollo reads the same parameters from the URL). */
function paramsOfGet(request: FastifyRequest): OperationParams {
  const search = new URL(request.url, 'http://bff').searchParams;
  const extensions = parseJson(search.get('extensions') ?? undefined);
  return {
    query: search.get('query') ?? undefined,
    documentId: search.get('documentId') ?? undefined,
    extensions: isRecord(extensions) ? extensions : undefined,
  };
}

/** Hands Apollo the screened request: a POST's body, or a GET's URL (which Apollo reads). */
function rewrite(
  request: FastifyRequest,
  params: OperationParams,
  screened: Extract<Screened, { kind: 'trusted' | 'text' }>,
) {
  const extensions =
    screened.kind === 'trusted'
      ? {
          ...params.extensions,
          persistedQuery: { version: 1, sha256Hash: screened.hash },
        }
      : withoutPersistedQuery(params.extensions);
  if (request.method === 'GET') {
    const url = new URL(request.url, 'http://bff');
    url.searchParams.delete('documentId');
    if (screened.kind === 'trusted') url.searchParams.delete('query');
    url.searchParams.set('extensions', JSON.stringify(extensions));
    request.raw.url = `${url.pathname}${url.search}`;
    return;
  }
  const { documentId: _id, query, ...body } = request.body as Record<string, unknown>;
  request.body = { ...body, ...(screened.kind === 'text' ? { query } : {}), extensions };
}

/**
 * Screens every request to /graphql before Apollo Server sees it. The server render runs its
 * operations in-process (ssr/pageRoutes.ts), by hash too, and never passes through here.
 */
export function registerTrustedDocumentsGate(
  app: FastifyInstance,
  documents: TrustedDocuments,
  enforce: boolean,
) {
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== '/graphql') return;
    if (request.method !== 'GET' && request.method !== 'POST') return;
    const params = request.method === 'GET' ? paramsOfGet(request) : request.body;
    // Malformed requests (no body, a batch) are Apollo's to answer.
    if (!isRecord(params)) return;
    const extensions = isRecord(params.extensions) ? params.extensions : undefined;
    const screened = screenOperation({ ...params, extensions }, documents, enforce);
    if (screened.kind === 'pass') return;
    if (screened.kind === 'refused') {
      return reply
        .code(screened.status)
        .header('cache-control', 'no-store')
        .send({ errors: [{ message: screened.message, extensions: { code: screened.code } }] });
    }
    rewrite(request, { ...params, extensions }, screened);
  });
}
