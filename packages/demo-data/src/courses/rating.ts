import type { CourseStyle } from './types';
import { STYLE_DIMENSIONS } from './style';

/*
 * USGA Course Rating System, men's yardage ratings (before obstacle values):
 *   scratch yardage rating = length / 220 + 40.9
 *   bogey yardage rating   = length / 160 + 50.7
 *   slope rating           = 5.381 × (bogey rating − course rating)
 * (USGA Course Rating System Manual, "Yardage Rating" and "Slope Rating" formulas for men.)
 */
const SCRATCH_YARDS_PER_STROKE = 220;
const SCRATCH_BASE_STROKES = 40.9;
const BOGEY_YARDS_PER_STROKE = 160;
const BOGEY_BASE_STROKES = 50.7;
const SLOPE_FACTOR_MEN = 5.381;
/** Bogey golfers suffer obstacles about twice as much as scratch golfers (USGA obstacle tables). */
const BOGEY_OBSTACLE_MULTIPLIER = 2;
/** Each water hole adds to the obstacle value. */
const WATER_HOLE_STROKES = 0.1;
const SLOPE_MIN = 55;
const SLOPE_MAX = 155;

export type TeeRating = { courseRating: number; slope: number };

/** 18-hole men's rating and slope for a tee set of `lengthYards`; 9-hole ratings are half. */
export function rateTee(lengthYards: number, style: CourseStyle, waterHoles: number): TeeRating {
  const obstacles = STYLE_DIMENSIONS[style].ratingObstacleStrokes + waterHoles * WATER_HOLE_STROKES;
  const scratch = lengthYards / SCRATCH_YARDS_PER_STROKE + SCRATCH_BASE_STROKES + obstacles;
  const bogey =
    lengthYards / BOGEY_YARDS_PER_STROKE + BOGEY_BASE_STROKES + obstacles * BOGEY_OBSTACLE_MULTIPLIER;
  const slope = Math.round(SLOPE_FACTOR_MEN * (bogey - scratch));
  return {
    courseRating: Math.round(scratch * 10) / 10,
    slope: Math.min(SLOPE_MAX, Math.max(SLOPE_MIN, slope)),
  };
}
