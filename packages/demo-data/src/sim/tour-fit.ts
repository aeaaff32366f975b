/**
 * Dispersion multipliers of the PGA TOUR profile by start lie and distance, fitted so the
 * simulated tour player's strokes to hole out match Broadie's table: Broadie, M. (2012),
 * "Assessing Golfer Performance on the PGA TOUR", Interfaces 42(2), Table B.1, and Broadie (2011)
 * "Putts Gained" on the green. Regenerate with `npx tsx src/calibration/fit-tour.ts` after
 * changing the shot model; every other level scales these (profiles.ts).
 */
import { FITTED_TOUR_MULTIPLIERS } from './tour-fit.generated';

export const FIT_KNOTS_YARDS = [
  10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 120, 140, 160, 180, 200, 220, 240, 260, 280, 300, 320, 340, 360,
  380, 400, 420, 440, 460, 480, 500, 520, 540, 560, 580, 600,
] as const;

export const FIT_KNOTS_FEET = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 30, 40, 50, 60, 90] as const;

export type FitLie = 'tee' | 'fairway' | 'rough' | 'sand' | 'recovery';

/**
 * `pin`: shots aimed at the pin; `advance`: drives, lay-ups and recoveries that move the ball
 * along the hole. Both are keyed by the distance to the pin at the start of the shot; `green`
 * scales the leave of missed putts by putt length.
 */
export type TourFit = { pin: Record<FitLie, number[]>; advance: Record<FitLie, number[]>; green: number[] };

export const TOUR_FIT: TourFit = FITTED_TOUR_MULTIPLIERS;
