// Named response shapes. A component has an $id, is registered once with app.addSchema() and is
// referenced with ref(), so the OpenAPI document names it under components.schemas and bff's
// generated types get a named type for it. This file holds the ones every module uses.
import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Type } from 'typebox';
import { errorCodes } from './errors.js';

export type Component<T extends TSchema> = T & { readonly $id: string };

/** Names a schema (sets its $id) so it can be registered and referenced. */
export const component = <T extends TSchema>($id: string, schema: T): Component<T> =>
  Object.assign(schema, { $id });

/**
 * A $ref to a registered component that still carries its static type for handlers. The
 * description, when given, describes this use (e.g. what a 404 means for this route).
 */
export const ref = <T extends TSchema>(schema: Component<T>, description?: string) =>
  Type.Unsafe<Static<T>>({ $ref: `${schema.$id}#`, ...(description ? { description } : {}) });

export const ValidationIssue = component(
  'ValidationIssue',
  Type.Object(
    {
      location: Type.String({ description: 'headers, querystring, params or body' }),
      field: Type.String({ description: 'The offending field; empty for the part as a whole.' }),
      message: Type.String(),
    },
    { additionalProperties: false },
  ),
);

export const ErrorBody = component(
  'ErrorBody',
  Type.Object(
    {
      error: Type.Object(
        {
          code: Type.Enum(errorCodes),
          message: Type.String({
            description: 'For people; never parse it. 5xx hide internals in production.',
          }),
          details: Type.Optional(
            Type.Array(ref(ValidationIssue), { description: 'What was wrong (VALIDATION only).' }),
          ),
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false, description: 'The body of every error answer.' },
  ),
);
export type ErrorBody = Static<typeof ErrorBody>;

const sharedSchemas: TSchema[] = [ValidationIssue, ErrorBody];

/** Registers schemas used by more than one module; modules register their own in their plugin. */
export function addSharedSchemas(app: FastifyInstance): void {
  for (const schema of sharedSchemas) app.addSchema(schema);
}

/** Error responses every route with caller headers can give. */
export const commonErrorResponses = {
  400: ref(ErrorBody, 'A header, parameter or query value is missing or invalid (VALIDATION).'),
  500: ref(ErrorBody, 'An unexpected failure (INTERNAL).'),
} as const;
