#!/usr/bin/env node
// `npm run typecheck`: every package's tsc, incrementally. Generated code that is missing is named
// with its fix before tsc lists the errors it causes, and a failure recalls when codegen is due.
import { missingGenerated } from './lib/generated.mjs';
import { onProjectNode } from './lib/projectNode.mjs';
import { root, run } from './lib/run.mjs';

/** Typechecks every package; rejects with the fix in its message (`npm test` runs it too). */
export async function typecheck() {
  const missing = missingGenerated(root);
  if (missing.length > 0) {
    throw new Error(`Generated code is missing (${missing.join(', ')}): run \`npm run codegen\`.`);
  }
  // Each package's own tsc, and the files outside the packages (tsconfig.tools.json), side by side.
  const outcomes = await Promise.allSettled([
    run('pnpm', ['-r', '--parallel', 'typecheck']),
    run('tsc', [
      '-p',
      'tsconfig.tools.json',
      '--incremental',
      '--tsBuildInfoFile',
      'node_modules/.cache/typecheck-tools.tsbuildinfo',
    ]),
  ]);
  if (outcomes.some((outcome) => outcome.status === 'rejected')) {
    throw new Error(
      'Typecheck failed. Errors about generated types (a query whose data is `unknown`, a type ' +
        'missing from __generated__) mean codegen has not run since a schema, document or api ' +
        'route changed: run `npm run codegen`.',
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await onProjectNode();
  try {
    await typecheck();
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
