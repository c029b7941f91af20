import { describe, expect, it } from 'vitest';
import { createHeavyWorkGate } from './heavyWork.js';

describe('the heavy work all clients share', () => {
  it('lets light work through without counting it', async () => {
    const gate = createHeavyWorkGate({ heavyCost: 100, inFlight: 1000 });
    const releases = await Promise.all(Array.from({ length: 50 }, () => gate.admit(100)));
    expect(releases.every((release) => release !== null)).toBe(true);
    expect(gate.load()).toBe(0);
  });

  it('sheds heavy work that does not fit at once, and admits it again once room is freed', async () => {
    const gate = createHeavyWorkGate({ heavyCost: 100, inFlight: 1000 });
    const first = await gate.admit(600);
    expect(first).not.toBeNull();
    expect(await gate.admit(600)).toBeNull();
    // Smaller work still fits where bigger work is shed: the biggest go first.
    const small = await gate.admit(300);
    expect(small).not.toBeNull();
    expect(gate.load()).toBe(900);
    first!();
    first!(); // a second release frees nothing more
    expect(gate.load()).toBe(300);
    expect(await gate.admit(600)).not.toBeNull();
  });

  it('runs an operation costing more than the whole budget alone', async () => {
    const gate = createHeavyWorkGate({ heavyCost: 100, inFlight: 1000 });
    const huge = await gate.admit(8000);
    expect(huge).not.toBeNull();
    expect(gate.load()).toBe(1000);
    expect(await gate.admit(101)).toBeNull();
    huge!();
    expect(gate.load()).toBe(0);
  });
});
