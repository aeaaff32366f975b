import {
  CLUB_CATEGORY_LABELS,
  clubCategoryOf,
  LONG_IRON_MIN_YARDS,
  WEDGE_MIN_YARDS,
  WOODS_MIN_YARDS,
  type ClubCategory,
} from './club-category';
import { MIN_DISPERSION_SHOTS } from './dispersion';
import type { FormatYards } from './landing-plan';

/**
 * The words and rules of the course plan (issue 19 course-plan-report): which shot of a hole the plan is
 * for, its club category, and what the page says about it. The shot planned is the par 3's tee shot, or
 * the approach of a par 4 or 5: the last full shot before the ball reached the green.
 */

/** A shot of one played hole, in order, with its distance to the pin from where it started. */
export type PlanShot = { startLie: string; endLie: string; startToPinYards: number };

/**
 * The approach of one played par 4 or 5: walking back from the first shot that reached the green (or
 * holed out), the last full shot, i.e. one from WEDGE_MIN_YARDS or more that is no tee shot, recovery or
 * putt. A chip after a missed green is no approach (it would make every approach a short-game shot);
 * null when the ball never reached the green or only the tee shot was a full shot (a driven green).
 */
export function approachShotOf<T extends PlanShot>(holeShots: readonly T[]): T | null {
  const reached = holeShots.findIndex(
    (s) => s.startLie !== 'green' && (s.endLie === 'green' || s.endLie === 'hole'),
  );
  for (let i = reached; i >= 0; i--) {
    const s = holeShots[i]!;
    if (s.startLie === 'tee') return null;
    if (s.startLie === 'green' || s.startLie === 'recovery') continue;
    if (s.startToPinYards >= WEDGE_MIN_YARDS) return s;
  }
  return null;
}

/**
 * The club category of the planned shot from its distance to the pin: the band of a par 3's tee shot
 * or of an approach (never driver / woods, the group of par-4 and par-5 tee shots).
 */
export function coursePlanCategory(par: number, yards: number): ClubCategory | null {
  return clubCategoryOf({ startLie: par === 3 ? 'tee' : 'fairway', par, targetDistanceYards: yards });
}

const shotName = (par: number) => (par === 3 ? 'tee shot' : 'approach');
const defaultFormat: FormatYards = (yards) => `${Math.round(yards)} yd`;

/** Why a hole has no plan, in the page's words. */
export type NoPlanReason =
  | { kind: 'noPinOrTee' }
  | { kind: 'noApproach' }
  /** The planned shot's distance fits no club category (short game, or beyond the long irons). */
  | { kind: 'noCategory'; par: number; yards: number }
  | { kind: 'tooFewShots'; par: number; category: ClubCategory };

export function noPlanNote(reason: NoPlanReason, format: FormatYards = defaultFormat): string {
  switch (reason.kind) {
    case 'noPinOrTee':
      return 'This hole has no pin or tee position to plan from.';
    case 'noApproach':
      return 'No approach of yours on this hole to plan from yet.';
    case 'noCategory': {
      const from =
        reason.par === 3
          ? `The tee shot is ${format(reason.yards)}`
          : `Your approaches here start ${format(reason.yards)} from the pin on average`;
      // Only a shot inside WEDGE_MIN_YARDS is short game; a longer one is beyond the long irons' band.
      return reason.yards < WEDGE_MIN_YARDS
        ? `${from}: a short-game shot, no dispersion plan.`
        : `${from}, beyond the long-iron band (${LONG_IRON_MIN_YARDS}–${WOODS_MIN_YARDS} yd): no dispersion plan for a shot that long.`;
    }
    case 'tooFewShots':
      return `Not enough ${CLUB_CATEGORY_LABELS[reason.category].toLowerCase()} shots (fewer than ${MIN_DISPERSION_SHOTS}) to plan this ${shotName(reason.par)}.`;
  }
}

/** What the page advises beside a plan: the club, where the shot starts, and what the drawing shows. */
export function coursePlanAdvice(plan: { par: number; category: ClubCategory; isClear: boolean }): string {
  const club = CLUB_CATEGORY_LABELS[plan.category].toLowerCase();
  const shot =
    plan.par === 3
      ? `Hit your tee shot with ${club}.`
      : `Approach with ${club} from where your approaches on this hole start on average (the dashed line's start).`;
  return `${shot} The orange ellipse holds 95 % of your shots with that club; the dot is the aim.${
    plan.isClear ? '' : ' No aim keeps it clear: play for the safest miss.'
  }`;
}
