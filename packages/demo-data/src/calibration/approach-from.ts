import { FEET_PER_YARD } from '@linksight/golf-core';
import type { Course } from '../courses/types';
import { pointAt, project } from '../geo/polyline';
import type { Rng } from '../random/rng';
import { classifyLie } from '../sim/lie';
import { playableHole } from '../sim/playable-hole';
import type { SkillProfile } from '../sim/profiles';
import { playShot } from '../sim/shot';
import { TOUR_FIT } from '../sim/tour-fit';

export type ApproachStats = {
  /** Fairway spots found at the distance (one per hole at most). */
  spots: number;
  /** Share of approaches finishing on the green (or holed); water and out of bounds count as misses. */
  gir: number;
  /** Mean distance from the pin after the approach, feet: all in play, and those on the green. */
  proximityFeet: number;
  proximityOnGreenFeet: number;
};

const STEP_YARDS = 1;

/**
 * One approach from `yards` in the fairway on each generated hole that has fairway there (the
 * centre line walked back from the pin until the pin is that far away), `trials` times each, at an
 * average day's form. Arccos and PGA TOUR publish GIR and proximity from 150 yd in the fairway.
 */
export function approachFrom(
  profile: SkillProfile,
  courses: readonly Course[],
  yards: number,
  trials: number,
  rng: Rng,
): ApproachStats {
  const player = { profile, form: 1, fit: TOUR_FIT };
  let spots = 0,
    shots = 0,
    inPlay = 0,
    onGreen = 0,
    proximity = 0,
    proximityOnGreen = 0;
  for (const course of courses) {
    for (const courseHole of course.holes) {
      const hole = playableHole(course, courseHole);
      const { pin } = hole;
      let along = project(hole.centerLine, pin.x, pin.y).along;
      let spot = pointAt(hole.centerLine, along);
      while (along > 0 && Math.hypot(spot.x - pin.x, spot.y - pin.y) < yards) {
        along -= STEP_YARDS;
        spot = pointAt(hole.centerLine, along);
      }
      if (along <= 0 || classifyLie(hole, spot.x, spot.y) !== 'fairway') continue;
      spots += 1;
      for (let i = 0; i < trials; i += 1) {
        const end = playShot(hole, player, rng, spot.x, spot.y, 'fairway');
        shots += 1;
        if (end.lie === 'water' || end.lie === 'oob') continue;
        inPlay += 1;
        const feet = end.lie === 'hole' ? 0 : Math.hypot(end.x - pin.x, end.y - pin.y) * FEET_PER_YARD;
        proximity += feet;
        if (end.lie === 'green' || end.lie === 'hole') {
          onGreen += 1;
          proximityOnGreen += feet;
        }
      }
    }
  }
  return {
    spots,
    gir: onGreen / Math.max(1, shots),
    proximityFeet: proximity / Math.max(1, inPlay),
    proximityOnGreenFeet: proximityOnGreen / Math.max(1, onGreen),
  };
}
