/**
 * Broadie's PGA TOUR baseline: expected strokes to hole out by lie and distance.
 * GENERATED from ../shared/data/broadie-pga-tour-baseline.csv (2003–2010 ShotLink data); do not edit by hand.
 * Sources: Broadie, M. (2012). "Assessing Golfer Performance on the PGA TOUR". Interfaces 42(2):146–165,
 * Table B.1 (off the green, yards); Broadie, M. (2011). "Putts Gained: Measuring Putting on the PGA TOUR"
 * (on the green, feet, from 2 ft). Regenerate with:
 *   awk -F, 'NR>1{print "  [\""$1"\", "$2", "$4"],"}' broadie-pga-tour-baseline.csv
 */

/** [lie, distance (yards off the green, feet on it), expected strokes], rows ascending by distance per lie. */
import type { BroadieLie } from './lie';

export const BROADIE_PGA_TOUR_ROWS: readonly (readonly [BroadieLie, number, number])[] = [
  ["tee", 100, 2.92],
  ["tee", 120, 2.99],
  ["tee", 140, 2.97],
  ["tee", 160, 2.99],
  ["tee", 180, 3.05],
  ["tee", 200, 3.12],
  ["tee", 220, 3.17],
  ["tee", 240, 3.25],
  ["tee", 260, 3.45],
  ["tee", 280, 3.65],
  ["tee", 300, 3.71],
  ["tee", 320, 3.79],
  ["tee", 340, 3.86],
  ["tee", 360, 3.92],
  ["tee", 380, 3.96],
  ["tee", 400, 3.99],
  ["tee", 420, 4.02],
  ["tee", 440, 4.08],
  ["tee", 460, 4.17],
  ["tee", 480, 4.28],
  ["tee", 500, 4.41],
  ["tee", 520, 4.54],
  ["tee", 540, 4.65],
  ["tee", 560, 4.74],
  ["tee", 580, 4.79],
  ["tee", 600, 4.82],
  ["fairway", 10, 2.18],
  ["fairway", 20, 2.4],
  ["fairway", 30, 2.52],
  ["fairway", 40, 2.6],
  ["fairway", 50, 2.66],
  ["fairway", 60, 2.7],
  ["fairway", 70, 2.72],
  ["fairway", 80, 2.75],
  ["fairway", 90, 2.77],
  ["fairway", 100, 2.8],
  ["fairway", 120, 2.85],
  ["fairway", 140, 2.91],
  ["fairway", 160, 2.98],
  ["fairway", 180, 3.08],
  ["fairway", 200, 3.19],
  ["fairway", 220, 3.32],
  ["fairway", 240, 3.45],
  ["fairway", 260, 3.58],
  ["fairway", 280, 3.69],
  ["fairway", 300, 3.78],
  ["fairway", 320, 3.84],
  ["fairway", 340, 3.88],
  ["fairway", 360, 3.95],
  ["fairway", 380, 4.03],
  ["fairway", 400, 4.11],
  ["fairway", 420, 4.19],
  ["fairway", 440, 4.27],
  ["fairway", 460, 4.34],
  ["fairway", 480, 4.42],
  ["fairway", 500, 4.5],
  ["fairway", 520, 4.58],
  ["fairway", 540, 4.66],
  ["fairway", 560, 4.74],
  ["fairway", 580, 4.82],
  ["fairway", 600, 4.89],
  ["rough", 10, 2.34],
  ["rough", 20, 2.59],
  ["rough", 30, 2.7],
  ["rough", 40, 2.78],
  ["rough", 50, 2.87],
  ["rough", 60, 2.91],
  ["rough", 70, 2.93],
  ["rough", 80, 2.96],
  ["rough", 90, 2.99],
  ["rough", 100, 3.02],
  ["rough", 120, 3.08],
  ["rough", 140, 3.15],
  ["rough", 160, 3.23],
  ["rough", 180, 3.31],
  ["rough", 200, 3.42],
  ["rough", 220, 3.53],
  ["rough", 240, 3.64],
  ["rough", 260, 3.74],
  ["rough", 280, 3.83],
  ["rough", 300, 3.9],
  ["rough", 320, 3.95],
  ["rough", 340, 4.02],
  ["rough", 360, 4.11],
  ["rough", 380, 4.21],
  ["rough", 400, 4.3],
  ["rough", 420, 4.4],
  ["rough", 440, 4.49],
  ["rough", 460, 4.58],
  ["rough", 480, 4.68],
  ["rough", 500, 4.77],
  ["rough", 520, 4.87],
  ["rough", 540, 4.96],
  ["rough", 560, 5.06],
  ["rough", 580, 5.15],
  ["rough", 600, 5.25],
  ["sand", 10, 2.43],
  ["sand", 20, 2.53],
  ["sand", 30, 2.66],
  ["sand", 40, 2.82],
  ["sand", 50, 2.92],
  ["sand", 60, 3.15],
  ["sand", 70, 3.21],
  ["sand", 80, 3.24],
  ["sand", 90, 3.24],
  ["sand", 100, 3.23],
  ["sand", 120, 3.21],
  ["sand", 140, 3.22],
  ["sand", 160, 3.28],
  ["sand", 180, 3.4],
  ["sand", 200, 3.55],
  ["sand", 220, 3.7],
  ["sand", 240, 3.84],
  ["sand", 260, 3.93],
  ["sand", 280, 4.0],
  ["sand", 300, 4.04],
  ["sand", 320, 4.12],
  ["sand", 340, 4.26],
  ["sand", 360, 4.41],
  ["sand", 380, 4.55],
  ["sand", 400, 4.69],
  ["sand", 420, 4.83],
  ["sand", 440, 4.97],
  ["sand", 460, 5.11],
  ["sand", 480, 5.25],
  ["sand", 500, 5.4],
  ["sand", 520, 5.54],
  ["sand", 540, 5.68],
  ["sand", 560, 5.82],
  ["sand", 580, 5.96],
  ["sand", 600, 6.1],
  ["recovery", 10, 3.45],
  ["recovery", 20, 3.51],
  ["recovery", 30, 3.57],
  ["recovery", 40, 3.71],
  ["recovery", 50, 3.79],
  ["recovery", 60, 3.83],
  ["recovery", 70, 3.84],
  ["recovery", 80, 3.84],
  ["recovery", 90, 3.82],
  ["recovery", 100, 3.8],
  ["recovery", 120, 3.78],
  ["recovery", 140, 3.8],
  ["recovery", 160, 3.81],
  ["recovery", 180, 3.82],
  ["recovery", 200, 3.87],
  ["recovery", 220, 3.92],
  ["recovery", 240, 3.97],
  ["recovery", 260, 4.03],
  ["recovery", 280, 4.1],
  ["recovery", 300, 4.2],
  ["recovery", 320, 4.31],
  ["recovery", 340, 4.44],
  ["recovery", 360, 4.56],
  ["recovery", 380, 4.66],
  ["recovery", 400, 4.75],
  ["recovery", 420, 4.84],
  ["recovery", 440, 4.94],
  ["recovery", 460, 5.03],
  ["recovery", 480, 5.13],
  ["recovery", 500, 5.22],
  ["recovery", 520, 5.32],
  ["recovery", 540, 5.41],
  ["recovery", 560, 5.51],
  ["recovery", 580, 5.6],
  ["recovery", 600, 5.7],
  ["green", 2, 1.01],
  ["green", 3, 1.05],
  ["green", 4, 1.14],
  ["green", 5, 1.24],
  ["green", 6, 1.34],
  ["green", 7, 1.43],
  ["green", 8, 1.5],
  ["green", 9, 1.56],
  ["green", 10, 1.61],
  ["green", 15, 1.78],
  ["green", 20, 1.87],
  ["green", 30, 1.98],
  ["green", 40, 2.06],
  ["green", 50, 2.14],
  ["green", 60, 2.21],
  ["green", 90, 2.36],
];
