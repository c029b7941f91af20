// The edge (deploy/nginx.conf's cache in front of bff): its hit ratio and bff's CPU per anonymous
// page request. deploy/edgeCache.test.ts measures them against a real nginx and prints one line;
// the bench runs that test and reads the line, so the measurement exists once.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../../scripts/lib/run.mjs';

const edgeLine =
  /edge: (\d+) of (\d+) anonymous page requests were hits \((\d+) %\), bff rendered (\d+); bff CPU per anonymous page request behind the edge ([\d.]+) ms, rendered every time ([\d.]+) ms/;

/** The figures of edgeCache.test.ts's line, or undefined when the output has none. */
export function parseEdgeLine(output) {
  const found = edgeLine.exec(output.replace(/\s*\n\s*/g, ' '));
  if (!found) return undefined;
  const [, hits, requests, , renders, behindEdgeMs, renderedMs] = found.map(Number);
  return { hits, requests, hitRatio: hits / requests, renders, behindEdgeMs, renderedMs };
}

/** Runs the edge test's measurement; `{ skipped }` says why there are no figures. */
export async function edgeFigures() {
  const vitest = join(root, 'node_modules', '.bin', 'vitest');
  const args = ['run', 'deploy/edgeCache.test.ts', '-t', 'sends public pages from the edge'];
  const output = await new Promise((resolve) => {
    let text = '';
    const child = spawn(vitest, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.on('close', (code) => resolve({ text, code }));
  });
  const figures = parseEdgeLine(output.text);
  if (figures) return figures;
  if (/SKIPPED|skipped/.test(output.text)) return { skipped: 'skipped (no nginx, or no build)' };
  return { skipped: `failed (vitest exit ${output.code}): ${output.text.slice(-400)}` };
}
