import { describe, expect, it } from 'vitest';
import { generateCourses } from '../courses/generate-course';
import { profileForLevel } from '../sim/profiles';
import { checkBroadie } from './broadie-check';
import { compareLevel } from './compare';
import { measureLevel } from './measure';
import { LEVEL_TARGETS, TOLERANCE } from './targets';

/** 1,500 rounds per level: standard errors ≈ 0.05 putts, 0.3 GIR points, 0.05 birdies. */
const ROUNDS_PER_LEVEL = 1500;
const BROADIE_TRIALS = 5000;
const SEED = 4;
const courses = generateCourses(SEED);

describe('calibration against published amateur and tour figures', () => {
  for (const target of LEVEL_TARGETS) {
    it(`${target.label}: simulated rounds land within tolerance of the published figures`, () => {
      const stats = measureLevel(profileForLevel(target.level), courses, ROUNDS_PER_LEVEL, SEED);
      const misses = compareLevel(target, stats)
        .filter((row) => Math.abs(row.simulated - row.published) > row.tolerance)
        .map((row) => `${row.key}: ${row.simulated.toFixed(3)} vs ${row.published} ±${row.tolerance}`);
      expect(misses).toEqual([]);
    });
  }
});

describe('PGA TOUR profile against Broadie (strokes to hole out)', () => {
  const rows = checkBroadie(BROADIE_TRIALS, SEED);

  it('matches within ±0.05 from 20 to 600 yd off the green', () => {
    const off = rows.filter((r) => r.lie !== 'green');
    expect(off.length).toBeGreaterThan(150);
    const misses = off
      .filter((r) => Math.abs(r.simulated - r.published) > TOLERANCE.broadieOffGreen)
      .map((r) => `${r.lie} ${r.distance}: ${r.simulated.toFixed(3)} vs ${r.published}`);
    expect(misses).toEqual([]);
  });

  it('matches within ±0.04 on the green from 3 to 60 ft', () => {
    const on = rows.filter((r) => r.lie === 'green');
    expect(on.length).toBeGreaterThan(10);
    const misses = on
      .filter((r) => Math.abs(r.simulated - r.published) > TOLERANCE.broadieOnGreen)
      .map((r) => `${r.distance} ft: ${r.simulated.toFixed(3)} vs ${r.published}`);
    expect(misses).toEqual([]);
  });
});
