// How the benchmark writes its figures.

export const int = (n) => Math.round(n).toLocaleString('en-US');
export const ms = (n) => (n === undefined ? '–' : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`);
export const pct = (n) => `${Math.round(n * 100)} %`;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
export const verdict = (ok) => (ok ? 'met' : '**missed**');
export const problems = (r) =>
  r.non2xx || r.errors ? ` (${int(r.non2xx)} non-2xx, ${int(r.errors)} errors)` : '';
