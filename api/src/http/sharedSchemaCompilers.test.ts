import { describe, expect, it } from 'vitest';
import { sharedSchemaController } from './sharedSchemaCompilers.js';

const { buildSerializer, buildValidator } = sharedSchemaController!.compilersFactory!;
const route = (schema: object) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const shared = {
  Money: { $id: 'Money', type: 'object', properties: { amount: { type: 'number' } } },
};

describe('schema compilers shared by the apps of a process', () => {
  it('serializes with what it compiled for the same schema in an earlier app', () => {
    const schema = { type: 'object', properties: { id: { type: 'string' } } };
    const first = buildSerializer!(shared, {})(route(schema));
    const second = buildSerializer!(shared, {})(route(schema));
    expect(second).toBe(first);
    expect(second({ id: 'a', secret: 'never written' })).toBe('{"id":"a"}');
  });

  it('compiles again for other shared schemas, options or schema objects', () => {
    const schema = { type: 'object', properties: { id: { type: 'string' } } };
    const first = buildSerializer!(shared, {})(route(schema));
    expect(buildSerializer!({}, {})(route(schema))).not.toBe(first);
    expect(buildSerializer!(shared, { rounding: 'ceil' })(route(schema))).not.toBe(first);
    expect(buildSerializer!(shared, {})(route({ ...schema }))).not.toBe(first);
  });

  it('keeps one validator compiler for the same shared schemas and options', () => {
    const options = { customOptions: { allErrors: true } };
    expect(buildValidator!(shared, options)).toBe(buildValidator!(shared, options));
    expect(buildValidator!(shared, options)).not.toBe(buildValidator!({}, options));
  });
});
