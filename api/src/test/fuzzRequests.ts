// Hostile requests for every route of the api's OpenAPI document: each parameter, header and body
// field in turn gets each hostile value while the rest of the request stays plausible, so the
// hostile value reaches as deep into the handler as the route lets it.
import { randomUUID } from 'node:crypto';
import { dateInDays } from './dates.js';

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
};

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What was made hostile, for the failure report. */
  target: string;
}

/** Real rows the plausible parts of a request point at. */
export interface FuzzContext {
  branchId: number;
  serviceId: number;
  eventId: number;
  token: string;
}

const day = dateInDays(3);

/** Values that once reached the database or the date code unchecked (issue 14). */
export const hostileStrings: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '2147483648',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  '1e400',
  '9999-12-31',
  '2026-13-01',
  '2026-02-30',
  `${day}T15:07`,
  `${day}T13:60`,
  `${day}T24:00`,
  'x'.repeat(5000),
  '',
  'any,0',
];

const hostileJson: readonly unknown[] = [
  ...hostileStrings,
  2 ** 31,
  2 ** 53,
  -1,
  0,
  1.5,
  1e308,
  true,
  null,
  {},
  [],
];

/** A plausible value for a field, by its name first, then by its schema. */
function exampleFor(
  name: string,
  schema: Schema,
  context: FuzzContext,
  resolve: Resolver,
): unknown {
  const named: Record<string, unknown> = {
    id: String(context.branchId),
    branchId: context.branchId,
    serviceId: context.serviceId,
    services: String(context.serviceId),
    guid: randomUUID(),
    slug: 'x',
    code: 'TERM-AAAA-AAAA',
    projectCountry: 'RS',
    country: 'RS',
    path: '/',
    s: 'a',
    start: `${day}T10:00`,
    phone: '+381641234567',
    email: 'fuzz@example.test',
    codeVerifier: 'v'.repeat(43),
  };
  if (name in named) return named[name];
  const resolved = resolve(schema);
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum) return resolved.enum[0];
  if (resolved.anyOf) return exampleFor(name, resolved.anyOf[0]!, context, resolve);
  switch (resolved.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(resolved.properties ?? {}))
        value[key] = exampleFor(key, property, context, resolve);
      return value;
    }
    case 'array':
      return [exampleFor(name, resolved.items ?? {}, context, resolve)];
    case 'integer':
    case 'number':
      return resolved.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      if (resolved.format === 'date') return day;
      if (resolved.format === 'uuid') return randomUUID();
      if (resolved.format === 'email') return 'fuzz@example.test';
      return 'x'.repeat(16);
  }
}

type Resolver = (schema: Schema) => Schema;

/** Every leaf of a JSON value as a path of keys and indexes. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [path];
}

function withLeaf(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  copy[head] = withLeaf(copy[head], rest, leaf);
  return copy;
}

/** Every hostile request for every operation of the document. */
export function fuzzRequests(document: OpenApiDocument, context: FuzzContext): FuzzRequest[] {
  const resolve: Resolver = (schema) =>
    schema.$ref
      ? resolve(document.components?.schemas?.[schema.$ref.replace(/^.*\//, '')] ?? {})
      : schema;
  const requests: FuzzRequest[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const valueOf = (p: Parameter) =>
        String(exampleFor(p.name, p.schema, context, resolve) ?? '');
      const path = Object.fromEntries(
        parameters.filter((p) => p.in === 'path').map((p) => [p.name, valueOf(p)]),
      );
      const query = Object.fromEntries(
        parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, valueOf(p)]),
      );
      const headers: Record<string, string> = {
        'x-project-country': 'RS',
        authorization: `Bearer ${context.token}`,
      };
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const body = bodySchema ? exampleFor('', bodySchema, context, resolve) : undefined;

      const build = (
        target: string,
        p: Record<string, string>,
        q: Record<string, string>,
        h: Record<string, string>,
        b: unknown,
      ): FuzzRequest => {
        const url =
          template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(p[name] ?? '')) +
          (Object.keys(q).length ? `?${new URLSearchParams(q).toString()}` : '');
        // A fresh key each time: a reused one would only ever meet IDEMPOTENCY_MISMATCH.
        const all = { 'idempotency-key': randomUUID(), ...h };
        return {
          method: method.toUpperCase(),
          url,
          headers: b === undefined ? all : { ...all, 'content-type': 'application/json' },
          ...(b === undefined ? {} : { payload: JSON.stringify(b) }),
          target: `${method.toUpperCase()} ${template} ${target}`,
        };
      };

      for (const parameter of parameters) {
        for (const value of hostileStrings) {
          const label = `${parameter.in}:${parameter.name}=${JSON.stringify(value).slice(0, 40)}`;
          if (parameter.in === 'path')
            requests.push(build(label, { ...path, [parameter.name]: value }, query, headers, body));
          else if (parameter.in === 'query')
            requests.push(build(label, path, { ...query, [parameter.name]: value }, headers, body));
          else if (!value.includes('\u0000'))
            // Node's HTTP parser refuses NUL in a header before any route runs.
            requests.push(build(label, path, query, { ...headers, [parameter.name]: value }, body));
        }
      }
      if (body !== undefined) {
        for (const leafPath of leaves(body)) {
          for (const value of hostileJson) {
            const label = `body:${leafPath.join('.')}=${JSON.stringify(value).slice(0, 40)}`;
            requests.push(build(label, path, query, headers, withLeaf(body, leafPath, value)));
          }
        }
      }
    }
  }
  return requests;
}
