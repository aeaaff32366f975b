import {
  adjustedGrossScore,
  courseHandicap,
  FEET_PER_YARD,
  handicapIndex,
  scoreDifferential,
  strokesGainedByCategory,
  type RoundInput,
  type StrokesGainedByCategory,
} from '@linksight/golf-core';
import type { Course } from '../courses/types';
import { createRng, deriveSeed } from '../random/rng';
import { playRound } from '../sim/play-round';
import type { SkillProfile } from '../sim/profiles';
import { teeForLevel } from '../sim/tee-choice';
import { MAKE_BANDS } from './targets';

export type LevelStats = {
  rounds: number;
  putts: number;
  threePutts: number;
  /** Made / attempted per MAKE_BANDS. */
  makeRates: number[];
  fairways: number;
  gir: number;
  birdies: number;
  bogeys: number;
  doubles: number;
  /** (score − course rating) × 113 / slope, per 18 holes. */
  overRating: number;
  parAverages: [number, number, number];
  upAndDownInside25: number;
  /** Par or better on holes where the green was missed in regulation (PGA TOUR "scrambling"). */
  scrambling: number;
  /** Putts per hole on greens hit in regulation and on greens missed (where the tour's putts differ). */
  puttsPerGir: number;
  puttsPerMissedGreen: number;
  drivingYards: number;
  /**
   * Per round: shots from greenside sand and other short-game shots (off the green, not from the
   * tee), within SHORT_GAME_YARDS of the pin, as Peter Sanders counts them (REPORTED).
   */
  sandShots: number;
  shortGameShots: number;
  /** Mean WHS Handicap Index over consecutive sets of 20 rounds. */
  handicapIndex: number;
  /**
   * Strokes gained per round by category against the PGA TOUR baseline (golf-core's
   * strokesGainedByCategory, as the standards and a player's dashboard compute them).
   */
  strokesGained: StrokesGainedByCategory;
};

const WHS_WINDOW = 20;
const UP_AND_DOWN_MAX_YARDS = 25;
const SHORT_GAME_YARDS = 50;
const YARDS_PER_METER = 1.0936133;
const METERS_PER_DEGREE = 111_320;

/** Plays `rounds` 18-hole rounds at the profile's level across the courses and summarises them. */
export function measureLevel(
  profile: SkillProfile,
  courses: readonly Course[],
  rounds: number,
  seed: number,
  teeName = teeForLevel(profile.level),
): LevelStats {
  const rng = createRng(deriveSeed(seed, profile.level));
  const played: RoundInput[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const course = courses[i % courses.length] as Course;
    played.push(
      playRound(rng, {
        id: i,
        accountId: 0,
        course,
        teeName,
        profile,
        playedAt: '2024-06-01T08:00:00Z',
        holeCount: 18,
      }),
    );
  }
  return summarise(played, profile.level);
}

export function summarise(rounds: readonly RoundInput[], nominalIndex: number): LevelStats {
  let putts = 0,
    threePutts = 0,
    fairwayHoles = 0,
    fairwaysHit = 0,
    gir = 0,
    missedGreens = 0,
    scrambles = 0,
    girPutts = 0,
    holes = 0;
  let birdies = 0,
    bogeys = 0,
    doubles = 0,
    overRating = 0,
    udChances = 0,
    udMade = 0,
    drives = 0,
    driveYards = 0,
    sandShots = 0,
    shortGameShots = 0;
  const made = MAKE_BANDS.map(() => 0);
  const tried = MAKE_BANDS.map(() => 0);
  const parScore = [0, 0, 0];
  const parCount = [0, 0, 0];
  const differentials: number[] = [];
  const sg: StrokesGainedByCategory = { offTheTee: 0, approach: 0, aroundTheGreen: 0, putting: 0, total: 0 };
  for (const round of rounds) {
    let score = 0;
    for (const hole of round.holes) {
      const s = hole.score ?? 0;
      score += s;
      holes += 1;
      putts += hole.putts ?? 0;
      if ((hole.putts ?? 0) >= 3) threePutts += 1;
      if (hole.fairway) {
        fairwayHoles += 1;
        if (hole.fairway === 'hit') fairwaysHit += 1;
      }
      const onGreen = hole.shots.find((shot) => shot.endLie === 'green' || shot.endLie === 'hole');
      if (onGreen && onGreen.shotNumber <= hole.par - 2) {
        gir += 1;
        girPutts += hole.putts ?? 0;
      } else {
        missedGreens += 1;
        if (s <= hole.par) scrambles += 1;
      }
      if (s <= hole.par - 1) birdies += 1;
      else if (s === hole.par + 1) bogeys += 1;
      else if (s >= hole.par + 2) doubles += 1;
      parScore[hole.par - 3] = (parScore[hole.par - 3] as number) + s;
      parCount[hole.par - 3] = (parCount[hole.par - 3] as number) + 1;
      // The chance is the first shot from inside 25 yd (as golf-core's deriveUpDown): a chip left
      // off the green and then chipped close is a missed up and down, not a made one.
      let firstChance = -1;
      for (const shot of hole.shots) {
        if (
          shot.startLie !== 'green' &&
          shot.startLie !== 'tee' &&
          shot.distanceToPinBeforeYards <= SHORT_GAME_YARDS
        ) {
          if (shot.startLie === 'sand') sandShots += 1;
          else shortGameShots += 1;
        }
        if (shot.startLie === 'green') {
          const feet = shot.distanceToPinBeforeYards * FEET_PER_YARD;
          const band = MAKE_BANDS.findIndex((b) => feet >= b.minFeet && feet < b.maxFeet);
          if (band >= 0) {
            tried[band] = (tried[band] as number) + 1;
            if (shot.endLie === 'hole') made[band] = (made[band] as number) + 1;
          }
        } else if (
          firstChance < 0 &&
          shot.startLie !== 'tee' &&
          shot.distanceToPinBeforeYards <= UP_AND_DOWN_MAX_YARDS
        ) {
          firstChance = shot.shotNumber;
        }
      }
      if (firstChance > 0) {
        udChances += 1;
        if (s - firstChance + 1 <= 2) udMade += 1;
      }
      const gained = strokesGainedByCategory(hole, hole.shots);
      for (const key of Object.keys(sg) as (keyof StrokesGainedByCategory)[]) sg[key] += gained[key];
      const drive = hole.shots[0];
      if (hole.par !== 3 && drive && drive.penaltyStrokes === 0) {
        drives += 1;
        driveYards += flatYards(drive.start, drive.end);
      }
    }
    overRating += ((score - round.courseRating) * 113) / round.slope;
    const handicap = courseHandicap({
      index: nominalIndex,
      slope: round.slope,
      courseRating: round.courseRating,
      par: round.coursePar,
    });
    const ags = adjustedGrossScore(
      round.holes.map((h) => ({ score: h.score ?? 0, par: h.par, strokeIndex: h.strokeIndex })),
      handicap,
    );
    differentials.push(
      scoreDifferential({ adjustedGrossScore: ags, courseRating: round.courseRating, slope: round.slope }),
    );
  }
  const n = rounds.length;
  const indexes: number[] = [];
  for (let i = 0; i + WHS_WINDOW <= differentials.length; i += WHS_WINDOW)
    indexes.push(handicapIndex(differentials.slice(i, i + WHS_WINDOW)) ?? 0);
  return {
    rounds: n,
    putts: putts / n,
    threePutts: threePutts / n,
    makeRates: made.map((m, i) => m / Math.max(1, tried[i] as number)),
    fairways: fairwaysHit / Math.max(1, fairwayHoles),
    gir: gir / holes,
    birdies: birdies / n,
    bogeys: bogeys / n,
    doubles: doubles / n,
    overRating: overRating / n,
    parAverages: [0, 1, 2].map((i) => (parScore[i] as number) / Math.max(1, parCount[i] as number)) as [
      number,
      number,
      number,
    ],
    upAndDownInside25: udMade / Math.max(1, udChances),
    scrambling: scrambles / Math.max(1, missedGreens),
    puttsPerGir: girPutts / Math.max(1, gir),
    puttsPerMissedGreen: (putts - girPutts) / Math.max(1, missedGreens),
    drivingYards: driveYards / Math.max(1, drives),
    sandShots: sandShots / n,
    shortGameShots: shortGameShots / n,
    handicapIndex: indexes.reduce((a, b) => a + b, 0) / Math.max(1, indexes.length),
    strokesGained: Object.fromEntries(
      Object.entries(sg).map(([key, total]) => [key, total / n]),
    ) as StrokesGainedByCategory,
  };
}

function flatYards(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dy = (b.lat - a.lat) * METERS_PER_DEGREE;
  const dx = (b.lng - a.lng) * METERS_PER_DEGREE * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(dx, dy) * YARDS_PER_METER;
}
