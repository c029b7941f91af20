import { startTracing } from '@termin/telemetry';

/** bff's tracing; first thing a process does: the modules it instruments must load after it. */
export function startBffTracing() {
  return startTracing({
    serviceName: 'termin-bff',
    instrumentations: async () => {
      const [{ GraphQLInstrumentation }, { UndiciInstrumentation }] = await Promise.all([
        import('@opentelemetry/instrumentation-graphql'),
        import('@opentelemetry/instrumentation-undici'),
      ]);
      return [
        // Operations (parse, validate, execute with the operation's name), not every field.
        new GraphQLInstrumentation({ ignoreResolveSpans: true }),
        // fetch, the upstream client's transport: sends traceparent to api.
        new UndiciInstrumentation(),
      ];
    },
  });
}
