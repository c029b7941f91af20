import { describe, expect, it } from 'vitest';
import { maxWorkers } from './ports.js';
import { suiteWorkers } from './workers.js';

describe('suiteWorkers', () => {
  it('runs as many workers as E2E_WORKERS asks, up to the port blocks', () => {
    expect(suiteWorkers({ E2E_WORKERS: '1' })).toBe(1);
    expect(suiteWorkers({ E2E_WORKERS: ` ${maxWorkers} ` })).toBe(maxWorkers);
  });

  it('refuses a number of workers it cannot run, saying why, rather than running another', () => {
    for (const value of [String(maxWorkers + 1), '0', '-2', '1.5', 'four'])
      expect(() => suiteWorkers({ E2E_WORKERS: value })).toThrow(
        `E2E_WORKERS=${value}: a whole number from 1 to ${maxWorkers}`,
      );
  });

  it('fits the machine when not asked: at least one, never more than the blocks hold', () => {
    const workers = suiteWorkers({});
    expect(workers).toBeGreaterThanOrEqual(1);
    expect(workers).toBeLessThanOrEqual(maxWorkers);
  });
});
