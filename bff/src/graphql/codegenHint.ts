/** Node's and Vite's words for a module file that is not there. */
const notFound = /cannot find module|does the file exist|ENOENT/i;

/** A generated module (`__generated__/…`) missing at boot fails naming the command that makes it. */
export function withCodegenHint(error: unknown): unknown {
  const message = error instanceof Error ? error.message : String(error);
  if (!message.includes('__generated__') || !notFound.test(message)) return error;
  return new Error(`${message}\nGenerated code is missing: run \`npm run codegen\`.`, {
    cause: error,
  });
}
