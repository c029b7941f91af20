/**
 * Each Playwright worker runs its own site (support/test.ts) on a block of ports of its own, so
 * workers never share a server, a database or a mailbox. A block holds the site (bff and api),
 * the extra deployments specs start at small offsets from it (support/deployment.ts, at most
 * `maxDeploymentOffset`) and the HTTPS edge (`tlsOffset`). Blocks are `blockSize` apart; the
 * suite's first block starts at E2E_PORT / E2E_API_PORT (3100 / 4100).
 */
const blockSize = 200;
export const maxDeploymentOffset = 150;
const tlsOffset = 340;
/** Site ports of worker 5 would meet worker 0's api ports (4100): the blocks allow five. */
export const maxWorkers = 5;

/** This process's worker (Playwright sets TEST_PARALLEL_INDEX in its workers; the runner is 0). */
export function workerIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

/** The ports of worker `index`'s site and its HTTPS edge. */
export function e2ePorts(index = workerIndex()) {
  const shift = blockSize * index;
  const port = Number(process.env.E2E_PORT ?? 3100) + shift;
  const apiPort = Number(process.env.E2E_API_PORT ?? 4100) + shift;
  const tlsPort = Number(process.env.E2E_TLS_PORT ?? port - shift + tlsOffset) + shift;
  return { port, apiPort, tlsPort, tlsOrigin: `https://localhost:${tlsPort}` };
}
