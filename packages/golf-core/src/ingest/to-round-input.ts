import { sphericalDistanceMeters } from '../geometry/points';
import { YARDS_PER_METER } from '../geometry/units';
import { recordedYards } from '../model/measurement';
import type { HoleInput, LatLng, RoundInput, ShotInput } from '../model/round';
import type { GeoPoint, ValidHole, ValidRound } from './types';

/** What a round needs of its course and tee once the server has resolved them. */
export type CourseForRound = {
  id: number;
  name: string;
  tee: { name: string; rating: number; slope: number; yardages: readonly number[] };
  /** The course's holes in number order (yardages follow this order). */
  holes: readonly {
    number: number;
    par: number;
    strokeIndex: number;
    pin: GeoPoint | null;
    tee: GeoPoint | null;
  }[];
};

export type RoundContext = {
  id: number;
  accountId: number;
  course: CourseForRound;
  tournamentId: number | null;
};

const toLatLng = (p: GeoPoint): LatLng => ({ lat: p.latitude, lng: p.longitude });
/** Unrounded yards: whole yards would make every putt a multiple of 3 ft. */
const distanceYards = (a: GeoPoint, b: GeoPoint): number => sphericalDistanceMeters(a, b) * YARDS_PER_METER;
const round1 = (n: number): number => Math.round(n * 10) / 10;

/** The pin of a hole: as sent, else the course's, else where the last shot was holed. */
function pinOf(hole: ValidHole, coursePin: GeoPoint | null): GeoPoint | null {
  if (hole.pin) return hole.pin;
  if (coursePin) return coursePin;
  const last = hole.shots[hole.shots.length - 1];
  return last && last.endLie === 'hole' ? last.end : null;
}

/**
 * Whether a hole's shots cannot be measured: no pin is known (none sent, none on the course, the last shot
 * not holed) and some shot lacks the device's own distances. Such a shot would be stored 0 yards from the
 * pin and read as a tap-in; the API refuses the round instead, naming the hole (issue 20 bad input).
 */
export function lacksPinForShots(hole: ValidHole, coursePin: GeoPoint | null): boolean {
  if (pinOf(hole, coursePin) !== null) return false;
  return hole.shots.some(
    (s) => s.distanceToPinBeforeYards === null || (s.endLie !== 'hole' && s.distanceToPinAfterYards === null),
  );
}

function toShots(hole: ValidHole, pin: GeoPoint | null): ShotInput[] {
  return hole.shots.map((s) => ({
    shotNumber: s.number,
    start: toLatLng(s.start),
    end: toLatLng(s.end),
    startLie: s.startLie,
    endLie: s.endLie,
    // Measured distances win; else from the GPS points (spec 3 §9 spherical distance); 0 once holed.
    // Without a pin the API has refused the round already (lacksPinForShots); 0 is never reached there.
    // Rounded to the 32-bit floats they are stored as, so stats derived now equal stats derived again
    // from an export of the stored shots (issue 20: re-import gives the same numbers).
    distanceToPinBeforeYards: Math.fround(
      s.distanceToPinBeforeYards ?? (pin ? distanceYards(s.start, pin) : 0),
    ),
    distanceToPinAfterYards: Math.fround(
      s.endLie === 'hole' ? 0 : (s.distanceToPinAfterYards ?? (pin ? distanceYards(s.end, pin) : 0)),
    ),
    penaltyStrokes: s.penaltyStrokes,
    club: s.club,
  }));
}

/**
 * The stored round (golf-core's RoundInput, what the seed writes too) from a validated round of the open
 * format: holes numbered in play order, lengths from the tee's yardages, tee and pin from the round or the
 * course, shot distances from GPS. A 9-hole round carries half the tee's rating (WHS Rule 5.1b).
 */
export function toRoundInput(round: ValidRound, ctx: RoundContext): RoundInput {
  const { course } = ctx;
  const holes: HoleInput[] = round.holes.map((h, i) => {
    const index = course.holes.findIndex((ch) => ch.number === h.number);
    const courseHole = course.holes[index];
    const pin = pinOf(h, courseHole?.pin ?? null);
    const tee = h.tee ?? h.shots[0]?.start ?? courseHole?.tee ?? null;
    return {
      roundHoleNumber: i + 1,
      courseHoleNumber: h.number,
      par: h.par,
      strokeIndex: courseHole?.strokeIndex ?? h.number,
      // The format's yardage 0 means unknown (a course made from a CSV of scores): stored as null.
      lengthYards: recordedYards(course.tee.yardages[index]),
      score: h.score,
      putts: h.putts,
      fairway: h.fairway,
      tee: tee && toLatLng(tee),
      pin: pin && toLatLng(pin),
      isExcluded: h.isExcluded,
      shots: toShots(h, pin),
      recordedPenaltyStrokes: h.penaltyStrokes,
      recordedGreenInRegulation: h.isGreenInRegulation,
    };
  });
  return {
    id: ctx.id,
    accountId: ctx.accountId,
    playedAt: round.playedAt,
    courseId: course.id,
    courseName: course.name,
    teeName: course.tee.name,
    courseRating: round.holeCount === 9 ? round1(course.tee.rating / 2) : course.tee.rating,
    slope: course.tee.slope,
    coursePar: course.holes.reduce((sum, h) => sum + h.par, 0),
    holeCount: round.holeCount,
    roundType: round.roundType,
    roundNumber: round.roundNumber,
    tournamentId: ctx.tournamentId,
    tournamentName: round.tournament?.name ?? null,
    isSimulator: round.isSimulator,
    isCompleted: round.isCompleted,
    holes,
  };
}
