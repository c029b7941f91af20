// Preloaded into the api and bff processes the bench starts (node --expose-gc --import): on
// SIGUSR2 it collects garbage and writes process.memoryUsage() to $MEMORY_PROBE_FILE, so the bench
// can read RSS and heap of a process without an endpoint for it.
import { writeFileSync } from 'node:fs';

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    writeFileSync(file, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
  });
}
