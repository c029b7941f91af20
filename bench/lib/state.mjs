// What one benchmark run shares: its scratch folder, what to stop at the end, and the copy of
// web's build its bff processes serve.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const run = {
  work: mkdtempSync(join(tmpdir(), 'termin-bench-')),
  /** @type {Array<() => Promise<unknown>>} */
  stops: [],
  /** bff serves this copy of web's build (site.mjs, snapshotWebBuild). */
  webDist: '',
};

export const log = (line) => console.log(line);
