/**
 * Hand-made rounds for tests (and benches). Not exported from the package index.
 */
import type { HoleInput, Lie, RoundInput, ShotInput } from '../model/round';

const NOWHERE = { lat: 0, lng: 0 };

/** A shot: number, from lie/yards to lie/yards, penalty strokes. */
export function shot(
  shotNumber: number,
  startLie: Lie,
  before: number,
  endLie: Lie,
  after: number,
  penaltyStrokes = 0,
): ShotInput {
  return {
    shotNumber,
    start: NOWHERE,
    end: NOWHERE,
    startLie,
    endLie,
    distanceToPinBeforeYards: before,
    distanceToPinAfterYards: after,
    penaltyStrokes,
  };
}

export function hole(partial: Partial<HoleInput> & Pick<HoleInput, 'par'>): HoleInput {
  const n = partial.roundHoleNumber ?? 1;
  return {
    roundHoleNumber: n,
    courseHoleNumber: partial.courseHoleNumber ?? n,
    strokeIndex: n,
    lengthYards: partial.par === 3 ? 170 : partial.par === 4 ? 400 : 520,
    score: partial.par,
    putts: 2,
    fairway: partial.par === 3 ? null : 'hit',
    tee: null,
    pin: null,
    isExcluded: false,
    shots: [],
    ...partial,
  };
}

export function round(partial: Partial<RoundInput> & Pick<RoundInput, 'holes'>): RoundInput {
  return {
    id: 1,
    accountId: 1,
    playedAt: '2025-05-10T08:00:00Z',
    courseId: 1,
    courseName: 'Pine Valley',
    teeName: 'Blue',
    courseRating: 72,
    slope: 130,
    coursePar: 72,
    holeCount: 18,
    roundType: 3,
    roundNumber: 1,
    tournamentId: null,
    tournamentName: null,
    isSimulator: false,
    isCompleted: true,
    ...partial,
  };
}

/** Pars of a standard par-72 layout. */
export const PARS_72: readonly (3 | 4 | 5)[] = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 4, 5];

/**
 * A round of score-only holes with the given scores vs par (length = hole count), optional putts and
 * fairway results, for scoring and scorecard tests.
 */
export function scoreOnlyRound(
  id: number,
  playedAt: string,
  scoresVsPar: readonly number[],
  extra: Partial<RoundInput> = {},
): RoundInput {
  const holes = scoresVsPar.map((d, i) => {
    const par = PARS_72[i % 18]!;
    return hole({ par, roundHoleNumber: i + 1, score: par + d, putts: 2 });
  });
  return round({ id, playedAt, holes, holeCount: holes.length === 9 ? 9 : 18, ...extra });
}

/**
 * A seeded pseudo-random round with plausible shots (for property tests and benches): every hole is a
 * drive (par 4/5), approach(es), maybe a chip, then putts.
 */
export function randomRound(
  id: number,
  seed: number,
  holeCount: 9 | 18 = 18,
  playedAt = '2025-01-01T00:00:00Z',
): RoundInput {
  let state = seed >>> 0 || 1;
  const rand = (): number => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const lies: Lie[] = ['fairway', 'rough', 'sand', 'recovery', 'green'];
  const holes: HoleInput[] = [];
  for (let i = 0; i < holeCount; i++) {
    const par = PARS_72[i]!;
    const length = par === 3 ? 150 + rand() * 60 : par === 4 ? 350 + rand() * 100 : 500 + rand() * 60;
    const shots: ShotInput[] = [];
    let distance = length;
    let lie: Lie = 'tee';
    let n = 1;
    while (n < 12) {
      const onGreen: boolean = lie === 'green';
      const holed = onGreen ? rand() < (distance * 3 < 6 ? 0.9 : 0.35) : rand() < 0.02;
      const penalty: number = !onGreen && lie === 'tee' && rand() < 0.05 ? 1 : 0;
      if (holed) {
        shots.push(shot(n, lie, distance, 'hole', 0));
        break;
      }
      const after: number = onGreen
        ? distance * rand() * 0.3
        : distance < 40
          ? rand() * 8
          : distance * (0.05 + rand() * 0.45);
      const endLie: Lie = onGreen || after < 10 ? 'green' : lies[Math.floor(rand() * 4)]!;
      shots.push(shot(n, lie, distance, penalty ? 'penalty' : endLie, after, penalty));
      n += 1 + penalty;
      distance = Math.max(after, 0.3);
      lie = penalty ? 'rough' : endLie;
    }
    const last = shots[shots.length - 1]!;
    const score = last.shotNumber + last.penaltyStrokes;
    const fairwayRoll = rand();
    holes.push({
      roundHoleNumber: i + 1,
      courseHoleNumber: i + 1,
      par,
      strokeIndex: i + 1,
      lengthYards: Math.round(length),
      score,
      putts: shots.filter((s) => s.startLie === 'green').length,
      fairway: par === 3 ? null : fairwayRoll < 0.5 ? 'hit' : fairwayRoll < 0.75 ? 'left' : 'right',
      tee: null,
      pin: null,
      isExcluded: rand() < 0.02,
      shots,
    });
  }
  return round({ id, playedAt, holes, holeCount });
}
