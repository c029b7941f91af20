import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { SpanStatusCode } from '@opentelemetry/api';
import { tracer } from '@termin/telemetry';
import {
  execute,
  GraphQLError,
  printSchema,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * Operations run as compiled code (graphql-jit) instead of graphql-js walking the document field
 * by field: a company page resolves about 800 fields in three operations, and graphql-js
 * allocated two fresh dictionaries per field (≈ 700 KB per page, a fifth of the render's garbage).
 * Each document is compiled once, on its first run, and kept as long as Apollo keeps the parsed
 * document; documents are bounded by the trusted-documents manifest in production.
 *
 * Apollo Server's one hook for another executor is its gateway interface: everything before
 * execution (persisted documents, validation with the operation limits, the plugins) and the
 * error formatting after it stay Apollo's. What graphql-js's execute did besides walking the
 * fields is kept here: a bad variable is worded by graphql-js (so it reads exactly as before:
 * BAD_USER_INPUT, HTTP 400), errors come back as graphql-js errors, and the operation gets its
 * trace span as the GraphQL instrumentation named it (`query CompanyPage`).
 */
export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery>>();

  const compiledFor = (document: DocumentNode, operationName: string | null) => {
    let byName = compiled.get(document);
    if (!byName) {
      byName = new Map();
      compiled.set(document, byName);
    }
    const key = operationName ?? '';
    let query = byName.get(key);
    if (!query) {
      const result = compileQuery(schema, document, operationName ?? undefined);
      if (!isCompiledQuery(result)) return result;
      query = result;
      byName.set(key, query);
    }
    return query;
  };

  const executor: GatewayExecutor = async (requestContext) => {
    const { document, operation, operationName, request, context } = requestContext;
    // No operation by that name (or none named among several): Apollo leaves the error to
    // execution; graphql-js's finds no operation before running anything, and words it.
    if (!operation)
      return execute({
        schema,
        document,
        operationName: request.operationName,
        variableValues: request.variables,
      });
    const variables = request.variables ?? {};
    const query = compiledFor(document, operationName);
    if (!isCompiledQuery(query)) return asGraphQLJsResult(query);
    const name = `${operation.operation}${operationName ? ` ${operationName}` : ''}`;
    return tracer.startActiveSpan(name, async (span) => {
      span.setAttribute('graphql.operation.type', operation.operation);
      if (operationName) span.setAttribute('graphql.operation.name', operationName);
      try {
        const result = await query.query(undefined, context, variables);
        // The compiled query coerces its variables first and answers only errors, no data, when
        // one is bad. graphql-js's coercion words them then (its messages and AST nodes are what
        // Apollo turns into BAD_USER_INPUT, HTTP 400): the same check, run only for a bad
        // variable instead of before every operation (a tenth of a page's GraphQL time).
        const answer =
          'data' in result
            ? asGraphQLJsResult(result)
            : variableErrors(operation, variables, result);
        if (answer.errors?.length) span.setStatus({ code: SpanStatusCode.ERROR });
        return answer;
      } finally {
        span.end();
      }
    });
  };

  /** graphql-js's errors for the variables the compiled query refused, as they are; else its own. */
  const variableErrors = (
    operation: OperationDefinitionNode,
    variables: Record<string, unknown>,
    refused: ExecutionResult,
  ): ExecutionResult => {
    const checked = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
    return checked.errors ? { errors: checked.errors } : asGraphQLJsResult(refused);
  };

  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    async stop() {},
  };
}

/**
 * graphql-jit's errors carry `extensions` only when the thrown error had some, and no AST nodes;
 * Apollo reads `extensions.code` of every error, so each becomes a graphql-js error again (its
 * code, path and original error kept).
 */
function asGraphQLJsResult(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      const original = error.originalError ?? undefined;
      const converted = new GraphQLError(error.message, {
        path: error.path,
        originalError: original,
        extensions: error.extensions ?? (original as GraphQLError | undefined)?.extensions ?? {},
      });
      if (error.locations)
        Object.defineProperty(converted, 'locations', { value: error.locations, enumerable: true });
      return converted;
    }),
  };
}
