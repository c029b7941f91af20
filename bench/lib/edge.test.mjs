import { describe, expect, it } from 'vitest';
import { parseEdgeLine } from './edge.mjs';

describe('the edge line of deploy/edgeCache.test.ts', () => {
  it('reads the hit ratio and CPU figures, also when the reporter wraps the line', () => {
    const output =
      'stdout | deploy/edgeCache.test.ts\nedge: 96 of 100 anonymous page requests were hits ' +
      '(96 %), bff rendered 4; bff CPU per anonymous page\n request behind the edge 0.42 ms, ' +
      'rendered every time 11.80 ms\n';
    expect(parseEdgeLine(output)).toEqual({
      hits: 96,
      requests: 100,
      hitRatio: 0.96,
      renders: 4,
      behindEdgeMs: 0.42,
      renderedMs: 11.8,
    });
  });

  it('finds nothing in output without the line', () => {
    expect(parseEdgeLine('Test Files  1 skipped (1)')).toBeUndefined();
  });
});
