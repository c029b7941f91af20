// PGlite runs inside the api process, so no driver instrumentation sees its queries: each one gets
// a span of its own here, shaped like the pg instrumentation's (a client span named by its
// operation, the statement with its $n placeholders, never the values).
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { tracer } from '@termin/telemetry';

type Statement = (text: string, ...rest: never[]) => Promise<unknown>;

function traced<Run extends Statement>(query: Run): Run {
  return ((text: string, ...rest: never[]) => {
    const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
    return tracer.startActiveSpan(
      operation,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.system': 'postgresql',
          'db.operation.name': operation,
          'db.query.text': text,
        },
      },
      async (span) => {
        try {
          return await query(text, ...rest);
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  }) as Run;
}

/**
 * Gives every query of `client`, inside transactions too, its own span; `exec` as well (the
 * prepared statements' EXECUTE, db/preparedStatement.ts).
 */
export function traceQueries(client: PGlite): void {
  client.query = traced(client.query.bind(client));
  client.exec = traced(client.exec.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      tx.query = traced(tx.query.bind(tx));
      return callback(tx);
    })) as PGlite['transaction'];
}
