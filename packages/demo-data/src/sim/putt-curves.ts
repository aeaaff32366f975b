import { TOUR_LEVEL } from './tour-level';

/**
 * Putt make probability by distance, per anchor level, at PUTT_KNOTS_FEET (linear in between).
 * The curves pass through the published rates; the calibration test checks the simulated rates
 * by band against the same publications.
 */
export const PUTT_KNOTS_FEET = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 18, 21, 24, 30, 40, 60, 90] as const;

/**
 * PGA TOUR: 3 ft 96 %, 4 ft 88 %, 5 ft 77 %, 10 ft 40 %, 20 ft 15 %, 30 ft 7 % (PGA TOUR
 * ShotLink make rates, shared/data/README.md); 8 ft ≈ 50 % is Broadie's 50/50 distance
 * (Broadie 2011, "Putts Gained"). 3 ft is set to 95.3 % because Broadie's 1.05 strokes from 3 ft
 * leaves no room for 4 % misses.
 */
const TOUR = [
  1, 0.99, 0.953, 0.87, 0.77, 0.68, 0.59, 0.51, 0.45, 0.4, 0.32, 0.23, 0.18, 0.15, 0.125, 0.07, 0.045, 0.02,
  0.008,
];

/** Scratch, Shot Scope by band: 0–3 ft 98 %, 3–6 76 %, 6–9 49 %, 9–12 34 %, 18–24 12 %, 30+ 4 %. */
const SCRATCH = [
  1, 0.99, 0.92, 0.81, 0.71, 0.62, 0.52, 0.45, 0.39, 0.35, 0.29, 0.2, 0.145, 0.12, 0.1, 0.055, 0.035, 0.015,
  0.006,
];

/** 10 handicap, Shot Scope by band: 0–3 ft 96 %, 3–6 65 %, 6–9 39 %, 9–12 26 %, 18–24 10 %, 30+ 3 %. */
const TEN = [
  0.995, 0.975, 0.85, 0.68, 0.575, 0.49, 0.43, 0.37, 0.31, 0.28, 0.23, 0.165, 0.12, 0.1, 0.085, 0.045, 0.028,
  0.012, 0.005,
];

/** 25 handicap, Shot Scope by band: 0–3 ft 88 %, 3–6 48 %, 6–9 30 %, 9–12 17 %, 18–24 6 %, 30+ 2 %. */
const TWENTY_FIVE = [
  0.955, 0.88, 0.68, 0.52, 0.42, 0.35, 0.32, 0.28, 0.22, 0.18, 0.15, 0.11, 0.075, 0.06, 0.05, 0.03, 0.018,
  0.008, 0.003,
];

/** [level, curve] anchors; levels between are interpolated, beyond are extrapolated and clamped. */
export const PUTT_CURVE_ANCHORS: readonly (readonly [number, readonly number[]])[] = [
  [TOUR_LEVEL, TOUR],
  [0, SCRATCH],
  [10, TEN],
  [25, TWENTY_FIVE],
];
