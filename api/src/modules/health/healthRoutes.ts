// Liveness and readiness for orchestrators and bff's own /readyz. They need no caller headers:
// probes do not speak for a project country.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/connect.js';
import { ApiError } from '../../http/errors.js';
import type { ApiMetrics } from '../../metrics/metrics.js';
import { component, ErrorBody, ref } from '../../http/sharedSchemas.js';

const Healthy = component(
  'Healthy',
  Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false }),
);

// Long enough for a busy database, short enough for a probe with a few seconds' timeout.
const readinessTimeoutMs = 2_000;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), readinessTimeoutMs);
  });
  // Started inside then() so a driver that throws synchronously also counts as "not ready".
  const query = Promise.resolve()
    .then(() => db.execute(sql`select 1`))
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  metrics: ApiMetrics;
}> = async (app, { db, metrics }) => {
  app.addSchema(Healthy);
  metrics.watchReadiness(async () => !app.draining && (await databaseAnswers(db)));

  app.get(
    '/healthz',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: ref(Healthy, 'The process is up.') },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        operationId: 'getReadiness',
        tags: ['health'],
        summary: 'The process can serve: the database answers',
        response: {
          200: ref(Healthy, 'Ready to serve.'),
          503: ref(
            ErrorBody,
            'The database does not answer, or the api is shutting down (UNAVAILABLE).',
          ),
        },
      },
    },
    async () => {
      if (app.draining) throw new ApiError(503, 'UNAVAILABLE', 'The api is shutting down');
      if (!(await databaseAnswers(db))) {
        throw new ApiError(503, 'UNAVAILABLE', 'The database does not answer');
      }
      return { status: 'ok' as const };
    },
  );
};
