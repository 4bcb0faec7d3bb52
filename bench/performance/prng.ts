// Mulberry32: a 32-bit seeded PRNG (Tommy Ettinger's construction), so every run generates the same tables and queries.

/** A seeded source of random choices; the same seed always gives the same sequence. */
export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, bound). */
  below(bound: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One element, uniformly. */
  pick<T>(items: readonly T[]): T;
}

/**
 * A deterministic random source.
 *
 * @example
 *   const random = seededRandom(42);
 *   random.below(10) // the same integer on every run
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (bound: number): number => Math.floor(next() * bound);
  return {
    next,
    below,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[below(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

/** Draws from a list by weight in O(log n), via a cumulative table built once. */
export interface WeightedPicker<T> {
  pick(random: Random): T;
}

/**
 * @example
 *   const first = weightedPicker([['James', 30], ['Zelda', 1]]);
 *   first.pick(seededRandom(1)) // 'James' about 30 times in 31
 */
export function weightedPicker<T>(entries: readonly (readonly [T, number])[]): WeightedPicker<T> {
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of entries) {
    total += weight;
    cumulative.push(total);
  }
  return {
    pick(random) {
      const target = random.next() * total;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((cumulative[middle] ?? 0) > target) high = middle;
        else low = middle + 1;
      }
      const entry = entries[low];
      if (entry === undefined) throw new Error('weighted pick from an empty list');
      return entry[0];
    },
  };
}
