import { describe, expect, it } from 'vitest';
import { lighthouseFigures } from './lighthouseFigures.mjs';

const origin = 'http://127.0.0.1:3210';

/** A Lighthouse result with just what lighthouseFigures reads, in simulated (4×) milliseconds. */
function report({
  bootup = [],
  longTasks = [],
  mainThreadMs = 2000,
  throttlingMethod = 'simulate',
} = {}) {
  const numeric = (numericValue) => ({ numericValue });
  return {
    finalDisplayedUrl: `${origin}/en`,
    configSettings: { throttlingMethod, throttling: { cpuSlowdownMultiplier: 4 } },
    environment: { benchmarkIndex: 1809.5 },
    categories: { performance: { score: 0.84 }, accessibility: { score: 1 } },
    audits: {
      'bootup-time': { details: { items: bootup } },
      'long-tasks': { details: { items: longTasks } },
      'mainthread-work-breakdown': numeric(mainThreadMs),
      'dom-size': numeric(439),
      'network-requests': {
        details: {
          items: [
            { url: `${origin}/en` },
            { url: `${origin}/assets/vendor.js` },
            { url: 'data:image/svg+xml,%3Csvg%3E' },
          ],
        },
      },
      'first-contentful-paint': numeric(1100),
      'largest-contentful-paint': numeric(1600),
      'total-blocking-time': numeric(560),
      'cumulative-layout-shift': numeric(0.01),
    },
  };
}

describe('lighthouseFigures', () => {
  it("takes the simulation's CPU multiplier out and counts only the page's own scripts", () => {
    const figures = lighthouseFigures(
      report({
        bootup: [
          { url: 'Unattributable', scripting: 140, scriptParseCompile: 0 },
          { url: `${origin}/assets/vendor.js`, scripting: 584, scriptParseCompile: 16 },
          { url: `${origin}/en`, scripting: 44, scriptParseCompile: 36 },
        ],
        mainThreadMs: 2000,
      }),
    );
    expect(figures.ownScriptMs).toBe(170);
    expect(figures.mainThreadMs).toBe(500);
    expect(figures.otherMainThreadMs).toBe(330);
    expect(figures.cpuMultiplier).toBe(4);
    expect(figures.benchmarkIndex).toBe(1810);
    expect(figures.scores).toEqual({ performance: 84, accessibility: 100 });
    expect(figures.requests).toBe(2);
    expect(figures.domElements).toBe(439);
    expect(figures.metrics).toEqual({ fcpMs: 1100, lcpMs: 1600, tbtMs: 560, cls: 0.01 });
  });

  it("finds the longest task of the page's own scripts, not the browser's", () => {
    const figures = lighthouseFigures(
      report({
        longTasks: [
          { url: 'Unattributable', duration: 1340 },
          { url: `${origin}/assets/vendor.js`, duration: 1240 },
          { url: `${origin}/en`, duration: 146 },
          { url: 'https://elsewhere.test/tag.js', duration: 2000 },
        ],
      }),
    );
    expect(figures.ownLongestTaskMs).toBe(310);
    expect(figures.longTasks).toContainEqual({ url: 'Unattributable', ms: 335 });
  });

  it('reads host times as they are when nothing was simulated, and zero without long tasks', () => {
    const figures = lighthouseFigures(report({ throttlingMethod: 'devtools', mainThreadMs: 700 }));
    expect(figures.cpuMultiplier).toBe(1);
    expect(figures.mainThreadMs).toBe(700);
    expect(figures.ownLongestTaskMs).toBe(0);
  });

  it('reads a page without scripts or long tasks as none', () => {
    const bare = report();
    delete bare.audits['bootup-time'].details;
    delete bare.audits['long-tasks'].details;
    const figures = lighthouseFigures(bare);
    expect(figures.ownScriptMs).toBe(0);
    expect(figures.ownLongestTaskMs).toBe(0);
  });

  it('refuses a report without an audit it needs', () => {
    const broken = report();
    delete broken.audits['long-tasks'];
    expect(() => lighthouseFigures(broken)).toThrow(/long-tasks/);
  });
});
