/**
 * Mulberry32: a tiny seeded PRNG, so the same options and seed always give the same program
 * (Math.random cannot be seeded) and "régénérer" only has to pass another seed.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks among the first candidates, the earlier ones more often (weights n, n−1, …, 1). */
export function pickFavouringFirst<T>(candidates: readonly T[], random: () => number, among: number): T | undefined {
  const pool = candidates.slice(0, among);
  const total = (pool.length * (pool.length + 1)) / 2;
  let ticket = random() * total;
  for (const [index, candidate] of pool.entries()) {
    ticket -= pool.length - index;
    if (ticket < 0) return candidate;
  }
  return pool[pool.length - 1];
}
