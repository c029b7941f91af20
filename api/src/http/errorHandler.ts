// The one place that turns failures into answers (conventions §4): expected ApiErrors as they are,
// schema validation failures as VALIDATION with the list of issues, fastify's own 4xx by status,
// and anything else as INTERNAL, whose message hides internals (SQL, stack) in production.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { ValidationIssue } from './errors.js';
import { ApiError, codeForStatus } from './errors.js';
import type { ErrorBody } from './sharedSchemas.js';

type SchemaError = NonNullable<FastifyError['validation']>[number];

function toIssue(location: string, error: SchemaError): ValidationIssue {
  const missing = error.params['missingProperty'];
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = typeof missing === 'string' ? missing : path;
  return { location, field, message: error.message ?? 'is invalid' };
}

function bodyFor(error: FastifyError | ApiError, exposeInternals: boolean): [number, ErrorBody] {
  if (error instanceof ApiError) {
    const details = error.details ? { details: [...error.details] } : {};
    return [error.statusCode, { error: { code: error.code, message: error.message, ...details } }];
  }
  if (error.validation) {
    const location = error.validationContext ?? 'request';
    const details = error.validation.map((issue) => toIssue(location, issue));
    return [400, { error: { code: 'VALIDATION', message: error.message, details } }];
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  const message =
    status >= 500 && !exposeInternals ? 'Internal server error' : error.message || 'Error';
  return [status, { error: { code: codeForStatus(status), message } }];
}

export function registerErrorHandlers(app: FastifyInstance, config: Config): void {
  const exposeInternals = config.nodeEnv !== 'production';

  app.setErrorHandler<FastifyError | ApiError>((error, request, reply) => {
    const [status, body] = bodyFor(error, exposeInternals);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else
      request.log.info({ code: body.error.code, message: body.error.message }, 'request refused');
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      error: { code: 'NOT_FOUND', message: `Route ${request.method} ${request.url} not found` },
    };
    return reply.status(404).send(body);
  });
}
