// Refusals that hold for every route, in one place instead of in each schema (issue 14):
// - a NUL character anywhere in the path, query, headers or body: PostgreSQL cannot store it in
//   text and fails the whole query, so it would otherwise surface as a 500 on any route that
//   passes the text on;
// - a number that is not finite after validation: the validator lets "1e400" (Infinity) through
//   integer and maximum checks, and the database then refuses it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InputMessage } from '../i18n/inputMessages.js';
import { inputMessage } from '../i18n/inputMessages.js';
import { resolveLanguage } from '../i18n/language.js';
import type { ValidationIssue } from './errors.js';
import { ApiError } from './errors.js';

type Found = { location: string; field: string };

/** The first value under `value` that `bad` flags, as a dotted field path. */
function findValue(
  value: unknown,
  bad: (leaf: unknown) => boolean,
  path: string[] = [],
): string | undefined {
  if (bad(value)) return path.join('.');
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findValue(item, bad, [...path, key]);
    if (found !== undefined) return found;
    if (bad(key)) return [...path, key].join('.');
  }
  return undefined;
}

function findIn(
  parts: Record<string, unknown>,
  bad: (leaf: unknown) => boolean,
): Found | undefined {
  for (const [location, value] of Object.entries(parts)) {
    const field = findValue(value, bad);
    if (field !== undefined) return { location, field };
  }
  return undefined;
}

function refusal(request: FastifyRequest, found: Found, message: InputMessage): ApiError {
  const language = resolveLanguage(
    typeof request.headers['accept-language'] === 'string'
      ? request.headers['accept-language']
      : undefined,
  );
  const text = inputMessage(message, language);
  const issue: ValidationIssue = { ...found, message: text };
  const where = found.field ? `${found.location}/${found.field}` : found.location;
  return new ApiError(400, 'VALIDATION', `${where} ${text}`, [issue]);
}

const hasNul = (value: unknown) => typeof value === 'string' && value.includes('\u0000');
const notFinite = (value: unknown) => typeof value === 'number' && !Number.isFinite(value);

export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const nul =
      findIn(
        {
          params: request.params,
          querystring: request.query,
          headers: request.headers,
          body: request.body,
        },
        hasNul,
      ) ??
      // The raw URL too: a route without params still gets its path.
      (hasNul(decodeURIComponentSafely(request.url)) ? { location: 'url', field: '' } : undefined);
    if (nul) throw refusal(request, nul, 'nulCharacter');
  });

  app.addHook('preHandler', async (request) => {
    const found = findIn(
      { params: request.params, querystring: request.query, body: request.body },
      notFinite,
    );
    if (found) throw refusal(request, found, 'notFinite');
  });
}

function decodeURIComponentSafely(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
