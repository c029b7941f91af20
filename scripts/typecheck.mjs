#!/usr/bin/env node
// `npm run typecheck`: every package's tsc, incrementally. Generated code that is missing is named
// with its fix before tsc lists the errors it causes, and a failure recalls when codegen is due.
import { missingGenerated } from './lib/generated.mjs';
import { onProjectNode } from './lib/projectNode.mjs';
import { root, run } from './lib/run.mjs';

await onProjectNode();
const missing = missingGenerated(root);
if (missing.length > 0) {
  console.error(`Generated code is missing (${missing.join(', ')}): run \`npm run codegen\`.`);
  process.exit(1);
}
try {
  await run('pnpm', ['-r', '--parallel', 'typecheck']);
} catch {
  console.error(
    '\nTypecheck failed. Errors about generated types (a query whose data is `unknown`, a type ' +
      'missing from __generated__) mean codegen has not run since a schema, document or api ' +
      'route changed: run `npm run codegen`.',
  );
  process.exit(1);
}
