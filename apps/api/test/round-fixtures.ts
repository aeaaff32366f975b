import { type HoleInput, type LatLng, type RoundInput, type ShotInput } from '@linksight/golf-core';
import { schema } from '../src/db/client';
import { storeHandicapsOf } from '../src/repositories/handicaps';
import { insertRounds } from '../src/repositories/rounds-writer';
import type { WithDb } from './player-fixtures';

/** Hand-made rounds on a hand-made 18-hole course, shared by the API tests that need a player's data. */
export const PARS: (3 | 4 | 5)[] = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 4, 5];
export const ORIGIN = { lat: 40.0, lng: -75.0 };
const at = (dLat: number, dLng = 0): LatLng => ({ lat: ORIGIN.lat + dLat, lng: ORIGIN.lng + dLng });

/**
 * A hand-made hole: tee shot, an approach when par > 3, then putts. `variant` moves the score around
 * par (−1 birdie, 0 par, +1 bogey with a missed green and a chip) so stats differ between rounds.
 */
export function makeHole(n: number, par: 3 | 4 | 5, variant: -1 | 0 | 1): HoleInput {
  const length = par === 3 ? 170 : par === 4 ? 400 : 520;
  const tee = at(n * 0.01);
  const pin = at(n * 0.01 + 0.003);
  const shots: ShotInput[] = [];
  let number = 1;
  const add = (
    startLie: ShotInput['startLie'],
    before: number,
    endLie: ShotInput['endLie'],
    after: number,
  ) => {
    shots.push({
      shotNumber: number,
      start: at(n * 0.01 + (length - before) / 100000),
      end: at(n * 0.01 + (length - after) / 100000, 0.0001),
      startLie,
      endLie,
      distanceToPinBeforeYards: before,
      distanceToPinAfterYards: after,
      penaltyStrokes: 0,
    });
    number++;
  };
  if (par === 3) add('tee', length, variant === 1 ? 'rough' : 'green', variant === 1 ? 15 : 8);
  else {
    add('tee', length, n % 2 === 0 ? 'fairway' : 'rough', par === 4 ? 140 : 250);
    if (par === 5) add(n % 2 === 0 ? 'fairway' : 'rough', 250, 'fairway', 90);
    add(
      n % 2 === 0 ? 'fairway' : 'rough',
      par === 4 ? 140 : 90,
      variant === 1 ? 'sand' : 'green',
      variant === 1 ? 12 : 6,
    );
  }
  if (variant === 1) add(par === 3 ? 'rough' : 'sand', par === 3 ? 15 : 12, 'green', 3);
  if (variant === -1) add('green', par === 3 ? 8 : 6, 'hole', 0);
  else {
    add('green', variant === 1 ? 3 : par === 3 ? 8 : 6, 'green', 1);
    add('green', 1, 'hole', 0);
  }
  const score = number - 1;
  return {
    roundHoleNumber: n,
    courseHoleNumber: n,
    par,
    strokeIndex: n,
    lengthYards: length,
    score,
    putts: shots.filter((s) => s.startLie === 'green').length,
    fairway: par === 3 ? null : n % 2 === 0 ? 'hit' : 'left',
    tee,
    pin,
    isExcluded: false,
    shots,
  };
}

export type RoundSpec = {
  id: number;
  accountId: number;
  playedAt: string;
  holeCount: 9 | 18;
  roundType?: 1 | 3;
  tournamentId?: number | null;
  isCompleted?: boolean;
  /** Shifts the variant pattern so rounds differ. */
  seed: number;
  /**
   * The round's score to par instead of the seed pattern (which always totals par): the first |toPar|
   * holes are birdies (negative) or bogeys (positive), the rest pars.
   */
  toPar?: number;
};

export function makeRound(spec: RoundSpec, courseId: number): RoundInput {
  const variants: (-1 | 0 | 1)[] = [-1, 0, 1];
  return {
    id: spec.id,
    accountId: spec.accountId,
    playedAt: spec.playedAt,
    courseId,
    courseName: 'Fixture Links',
    teeName: 'Blue',
    courseRating: 72,
    slope: 130,
    coursePar: 72,
    holeCount: spec.holeCount,
    roundType: spec.roundType ?? 1,
    roundNumber: 1,
    tournamentId: spec.tournamentId ?? null,
    tournamentName: spec.tournamentId ? 'Fixture Open' : null,
    isSimulator: false,
    isCompleted: spec.isCompleted ?? true,
    holes: PARS.slice(0, spec.holeCount).map((par, i) => {
      const variant =
        spec.toPar === undefined
          ? variants[(i + spec.seed) % 3]!
          : i < Math.abs(spec.toPar)
            ? (Math.sign(spec.toPar) as -1 | 1)
            : 0;
      return makeHole(i + 1, par, variant);
    }),
  };
}

/** The course of the fixture rounds: 18 holes of PARS, one tee (Blue), simple geometry. */
export async function insertFixtureCourse(t: WithDb): Promise<{ courseId: number; teeId: number }> {
  const [course] = await t.db.db
    .insert(schema.courses)
    .values({
      name: 'Fixture Links',
      style: 'links',
      latitude: ORIGIN.lat,
      longitude: ORIGIN.lng,
      perimeterPoints: '-75 40, -74.9 40.1',
    })
    .returning({ id: schema.courses.id });
  const courseId = course!.id;
  const [tee] = await t.db.db
    .insert(schema.courseTees)
    .values({
      courseId,
      name: 'Blue',
      rating: 72,
      slope: 130,
      par: 72,
      yardages: PARS.map((p) => (p === 3 ? 170 : p === 4 ? 400 : 520)),
    })
    .returning({ id: schema.courseTees.id });
  await t.db.db.insert(schema.courseHoles).values(
    PARS.map((par, i) => ({
      courseId,
      holeNumber: i + 1,
      par,
      strokeIndex: i + 1,
      perimeterPoints: `-75 ${40 + i * 0.01}, -74.99 ${40 + i * 0.01}`,
      greenPoints: `-75 ${40.003 + i * 0.01}, -74.999 ${40.003 + i * 0.01}`,
      teeboxCenterPoints: `-75 ${40 + i * 0.01}`,
      geojson: { type: 'FeatureCollection', features: [] },
    })),
  );
  return { courseId, teeId: tee!.id };
}

/** Writes fixture rounds as every round write does (issue 20): the rounds, then the stored handicap. */
export async function insertFixtureRounds(
  t: WithDb,
  rounds: readonly RoundInput[],
  teeId: number,
): Promise<void> {
  await t.db.db.transaction(async (tx) => {
    await insertRounds(tx, rounds, { teeIdOf: () => teeId });
    await storeHandicapsOf(tx, rounds, new Date());
  });
}
