import type { HoleCount, HoleInput, RoundInput, RoundTypeId } from '@linksight/golf-core';
import type { Course } from '../courses/types';
import type { Rng } from '../random/rng';
import { playHole } from './play-hole';
import { playableHole } from './playable-hole';
import type { SkillProfile } from './profiles';
import type { Player } from './shot';
import { TOUR_FIT, type TourFit } from './tour-fit';

export type PlayRoundOptions = {
  id: number;
  accountId: number;
  course: Course;
  teeName: string;
  profile: SkillProfile;
  /** ISO 8601 date-time of the first tee shot. */
  playedAt: string;
  holeCount: HoleCount;
  /** 1 for the front nine (or 18 holes), 10 for the back nine. */
  startHole?: 1 | 10;
  roundType?: RoundTypeId;
  /** spec 3 §3: round number within a tournament; 0 = final round. */
  roundNumber?: number;
  tournamentId?: number | null;
  tournamentName?: string | null;
  isSimulator?: boolean;
  /** For a round in progress: how many holes have been played; the rest have a null score. */
  holesPlayed?: number;
  /** Override the fitted tour multipliers (used by the fitting script). */
  fit?: TourFit;
};

/** Plays a whole round shot by shot. The round's form (good or bad day) is drawn first. */
export function playRound(rng: Rng, options: PlayRoundOptions): RoundInput {
  const { course, teeName, holeCount } = options;
  const tee = course.tees.find((t) => t.name === teeName);
  if (!tee) throw new Error(`${course.name} has no ${teeName} tees`);
  const form = Math.exp(options.profile.formSd * rng.normal());
  const player: Player = { profile: options.profile, form, fit: options.fit ?? TOUR_FIT };
  const first = (options.startHole ?? 1) - 1;
  const courseHoles = course.holes.slice(first, first + holeCount);
  const played = options.holesPlayed ?? holeCount;
  const holes: HoleInput[] = courseHoles.map((courseHole, i) => {
    const hole = playableHole(course, courseHole);
    if (i < played) return playHole(hole, player, rng, { roundHoleNumber: i + 1, teeName });
    return {
      roundHoleNumber: i + 1,
      courseHoleNumber: courseHole.holeNumber,
      par: courseHole.par,
      strokeIndex: courseHole.strokeIndex,
      lengthYards: courseHole.yardages[teeName] ?? 0,
      score: null,
      putts: null,
      fairway: null,
      tee: courseHole.teeBoxes.find((t) => t.teeName === teeName)?.position ?? null,
      pin: courseHole.pin,
      isExcluded: false,
      shots: [],
    };
  });
  const isNine = holeCount === 9;
  return {
    id: options.id,
    accountId: options.accountId,
    playedAt: options.playedAt,
    courseId: course.id,
    courseName: course.name,
    teeName,
    // WHS: a 9-hole rating is half the 18-hole rating (to 0.1); the slope is unchanged.
    courseRating: isNine ? Math.round(tee.courseRating * 5) / 10 : tee.courseRating,
    slope: tee.slope,
    coursePar: courseHoles.reduce((sum, h) => sum + h.par, 0),
    holeCount,
    roundType: options.roundType ?? 1,
    roundNumber: options.roundNumber ?? 0,
    tournamentId: options.tournamentId ?? null,
    tournamentName: options.tournamentName ?? null,
    isSimulator: options.isSimulator ?? false,
    isCompleted: played >= holeCount,
    holes,
  };
}
