/**
 * Seeded pseudo-random numbers. Everything in demo-data draws from an `Rng` so the same seed
 * always yields byte-identical courses, rounds and worlds (issue 4: "same seed → byte-identical").
 * Never use Math.random here.
 */

export type Rng = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Standard normal N(0, 1). */
  normal: () => number;
};

const UINT32 = 4294967296;

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, PractRand-clean), seeded through
 * splitmix32 so that nearby integer seeds give unrelated streams.
 */
export function createRng(seed: number): Rng {
  let s = seed >>> 0;
  const splitmix = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / UINT32;
  };
  // Marsaglia polar method; the second variate is kept for the next call.
  let spare = 0;
  let hasSpare = false;
  const normal = (): number => {
    if (hasSpare) {
      hasSpare = false;
      return spare;
    }
    let u = 0;
    let v = 0;
    let q = 0;
    do {
      u = 2 * next() - 1;
      v = 2 * next() - 1;
      q = u * u + v * v;
    } while (q >= 1 || q === 0);
    const f = Math.sqrt((-2 * Math.log(q)) / q);
    spare = v * f;
    hasSpare = true;
    return u * f;
  };
  // Burn a few outputs: sfc32's first values are weakly mixed.
  for (let i = 0; i < 12; i += 1) next();
  return { next, normal };
}

/** Derives an independent seed from a parent seed and a label (FNV-1a over the label). */
export function deriveSeed(seed: number, label: string | number): number {
  let h = (0x811c9dc5 ^ (seed >>> 0)) >>> 0;
  const text = String(label);
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d) >>> 0;
  return (h ^ (h >>> 12)) >>> 0;
}

export function uniform(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng.next();
}

/** Integer in [min, max], both inclusive. */
export function integer(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng.next() * (max - min + 1));
}

export function gaussian(rng: Rng, mean: number, sd: number): number {
  return mean + sd * rng.normal();
}

export function chance(rng: Rng, probability: number): boolean {
  return rng.next() < probability;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng.next() * items.length)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

/** Fisher–Yates shuffle into a new array. */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng.next() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
