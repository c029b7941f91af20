// Fastify's schema compilers, shared by every app this process builds (Fastify's own extension
// point, `schemaController.compilersFactory`). Fastify otherwise makes new ones per instance and
// compiles every route's request and response schemas again: about a second of CPU per app, paid
// once in production but by each of the ~150 apps an integration run builds.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/** The request validators: ajv-compiler keeps one Ajv per set of shared schemas and options. */
const buildValidator = AjvCompiler();

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type RouteSerializer = ReturnType<ReturnType<SerializerFactory>>;

const buildSerializers = SerializerSelector();
/** Response serializers by shared schemas and options, then by the route's schema object. */
const serializers = new Map<string, WeakMap<object, RouteSerializer>>();

/** fast-json-stringify's compiler, reusing what it compiled for the same schema object. */
const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const key = JSON.stringify([externalSchemas, options]);
  let compiled = serializers.get(key);
  if (!compiled) serializers.set(key, (compiled = new WeakMap()));
  const compile = buildSerializers(externalSchemas, options);
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = compiled.get(schema);
    if (!serializer) compiled.set(schema, (serializer = compile(route)));
    return serializer;
  };
};

export const sharedSchemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator, buildSerializer },
};
