// Every value a caller sends is bounded in the contract (issue 14): numbers to what a database
// column holds, text to a length or shape. A new route with an unbounded id or string fails here
// before it can reach the database as 2^31 or a megabyte.
import { describe, expect, it } from 'vitest';
import { maxDatabaseId } from '../http/inputSchemas.js';
import { openApiDocument } from './write.js';

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
};

interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: Schema }[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
  components: { schemas: Record<string, Schema> };
}

function unbounded(schema: Schema, where: string, document: Document): string[] {
  if (schema.$ref)
    return unbounded(
      document.components.schemas[schema.$ref.replace(/^.*\//, '')] ?? {},
      where,
      document,
    );
  if (schema.anyOf) return schema.anyOf.flatMap((s) => unbounded(s, where, document));
  if ('const' in schema || 'enum' in schema) return [];
  switch (schema.type) {
    case 'object':
      return Object.entries(schema.properties ?? {}).flatMap(([key, s]) =>
        unbounded(s, `${where}.${key}`, document),
      );
    case 'array':
      return [
        ...(typeof schema['maxItems'] === 'number' ? [] : [`${where} (no maxItems)`]),
        ...unbounded(schema.items ?? {}, `${where}[]`, document),
      ];
    case 'integer':
    case 'number': {
      const { maximum } = schema as { maximum?: number };
      const minimum = (schema['minimum'] ?? schema['exclusiveMinimum']) as number | undefined;
      return typeof minimum === 'number' &&
        typeof maximum === 'number' &&
        maximum <= maxDatabaseId &&
        minimum >= -maxDatabaseId
        ? []
        : [`${where} (${schema.type} ${String(minimum)}..${String(maximum)})`];
    }
    case 'string':
      return typeof schema['maxLength'] === 'number' ||
        typeof schema['pattern'] === 'string' ||
        ['uuid', 'date', 'date-time'].includes(String(schema['format']))
        ? []
        : [`${where} (string without maxLength or pattern)`];
    default:
      return [];
  }
}

describe('the OpenAPI contract', () => {
  it('bounds every number and string a caller sends', async () => {
    const document = (await openApiDocument()) as Document;
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const at = `${method.toUpperCase()} ${path}`;
        for (const p of operation.parameters ?? [])
          problems.push(...unbounded(p.schema, `${at} ${p.in}:${p.name}`, document));
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {}))
          problems.push(...unbounded(content.schema, `${at} body(${type})`, document));
      }
    expect(problems).toEqual([]);
  });
});
