// `md` template literals: Markdown written indented in the source comes out unindented (indented
// Markdown would turn into code blocks), without the first and last blank lines.
export function md(strings: TemplateStringsArray, ...values: readonly unknown[]): string {
  const lines = String.raw({ raw: strings }, ...values)
    .replace(/^\s*\n/, '')
    .replace(/\s+$/, '')
    .split('\n');
  const indent = Math.min(
    ...lines.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length),
  );
  return lines.map((line) => line.slice(indent)).join('\n');
}
