// The one place that turns failures into answers (conventions §4): expected ApiErrors as they are,
// schema validation failures as VALIDATION with the list of issues, fastify's own 4xx by status,
// and anything else as INTERNAL, whose message hides internals (SQL, stack) in production.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { inputMessage, validationMessage } from '../i18n/inputMessages.js';
import type { Language } from '../i18n/language.js';
import { resolveLanguage } from '../i18n/language.js';
import type { ValidationIssue } from './errors.js';
import { withoutQueryParams } from './logRedaction.js';
import { ApiError, codeForStatus } from './errors.js';
import type { ErrorBody } from './sharedSchemas.js';

type SchemaError = NonNullable<FastifyError['validation']>[number];

function toIssue(location: string, error: SchemaError, language: Language): ValidationIssue {
  const missing = error.params['missingProperty'];
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = typeof missing === 'string' ? missing : path;
  return { location, field, message: validationMessage(error, language) };
}

function bodyFor(
  error: FastifyError | ApiError,
  exposeInternals: boolean,
  language: Language,
): [number, ErrorBody] {
  if (error instanceof ApiError) {
    const details = error.details ? { details: [...error.details] } : {};
    return [error.statusCode, { error: { code: error.code, message: error.message, ...details } }];
  }
  if (error.validation) {
    const location = error.validationContext ?? 'request';
    const details = error.validation.map((issue) => toIssue(location, issue, language));
    // Like the validator's own summary (`querystring/s must …`), in the caller's language.
    const message = details
      .map((d) => `${d.field ? `${d.location}/${d.field}` : d.location} ${d.message}`)
      .join(', ');
    return [400, { error: { code: 'VALIDATION', message, details } }];
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  // Outside production the failure is shown, but never a failed query's parameters (personal data).
  const message =
    status >= 500 && !exposeInternals
      ? 'Internal server error'
      : withoutQueryParams(error.message) || 'Error';
  return [status, { error: { code: codeForStatus(status), message } }];
}

const languageOf = (request: FastifyRequest): Language => {
  const header = request.headers['accept-language'];
  return resolveLanguage(typeof header === 'string' ? header : undefined);
};

/** Answers a failure in the error contract; also used for the router's own (frameworkErrors). */
export function answerError(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
  exposeInternals: boolean,
) {
  const [status, body] = bodyFor(error, exposeInternals, languageOf(request));
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: body.error.code, message: body.error.message }, 'request refused');
  return reply.status(status).send(body);
}

/**
 * The router's own refusals (a malformed URL, a path parameter past maxParamLength), which
 * otherwise answer outside the error contract, echoing the whole path.
 */
export function frameworkErrorHandler(config: Config) {
  const exposeInternals = config.nodeEnv !== 'production';
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = languageOf(request);
    const known =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? new ApiError(414, 'BAD_REQUEST', inputMessage('pathTooLong', language))
        : error.code === 'FST_ERR_BAD_URL'
          ? new ApiError(400, 'BAD_REQUEST', inputMessage('badUrl', language))
          : error;
    return answerError(known, request, reply, exposeInternals);
  };
}

export function registerErrorHandlers(app: FastifyInstance, config: Config): void {
  const exposeInternals = config.nodeEnv !== 'production';

  app.setErrorHandler<FastifyError | ApiError>((error, request, reply) =>
    answerError(error, request, reply, exposeInternals),
  );

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      error: { code: 'NOT_FOUND', message: `Route ${request.method} ${request.url} not found` },
    };
    return reply.status(404).send(body);
  });
}
