// A seeded pseudo-random generator (mulberry32) so demo data is the same on every fresh start,
// plus the few helpers the seed draws with. Each part of the seed takes its own generator
// (randomFor), so adding rows to one part never changes the draws of another.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}

/** A generator of its own for one named part of the seed (FNV-1a of the name). */
export function randomFor(name: string): Random {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return seededRandom(hash);
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick() from an empty list');
  return items[random.int(0, items.length - 1)] as T;
}

export const chance = (random: Random, probability: number) => random.next() < probability;

/** One of the values, each as likely as its weight. */
export function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random.next() * total;
  for (const [value, weight] of entries) {
    left -= weight;
    if (left < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

/** count items without repetition, in their original order. */
export function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const indexes = items.map((_, index) => index);
  for (let i = indexes.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
  }
  const chosen = new Set(indexes.slice(0, count));
  return items.filter((_, index) => chosen.has(index));
}

/** A version 4 UUID from the generator. */
export function randomUuid(random: Random): string {
  const bytes = Array.from({ length: 16 }, () => random.int(0, 255));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
