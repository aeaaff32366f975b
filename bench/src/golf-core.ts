import { availableParallelism, loadavg } from 'node:os';
import {
  NAMED_PROFILES,
  createRng,
  deriveSeed,
  generateCourses,
  namedProfile,
  playRound,
  teeForLevel,
  type Course,
  type NamedProfileId,
} from '@linksight/demo-data';
import {
  SCORECARD_GROUP_BYS,
  applyRoundFilter,
  buildOverviewGroups,
  computeOverview,
  computeStats,
  deriveHoleFeatures,
  groupScorecard,
  levelStandardValues,
  type HoleFeatures,
  type RoundFilter,
  type RoundInput,
  type RoundMeta,
  type ScorecardRound,
} from '@linksight/golf-core';

/**
 * golf-core figures (issue 5 Bench; issue 7: scorecard grouping; issue 4: simulator speed), measured
 * in-process with performance.now() after warm-up, on rounds from the calibrated demo-data simulator
 * with a fixed seed. Times are medians over repeated runs, in milliseconds.
 */
const SEED = 5;
const NOW = '2025-06-01T12:00:00.000Z';
const DAY_MS = 86_400_000;

// Budgets (issue 5 Bench).
const CATALOG_BUDGET_MS = 5;
const OVERVIEW_GROUP_BUDGET_MS = 10;
// Budget (issue 4 Budgets): simulate ≥ 2,000 rounds per second per core with full shot detail.
const SIMULATOR_BUDGET_ROUNDS_PER_S = 2000;

const MIN_RUNS = 25;
/** Each sample lasts at least this long (small inputs repeat inside a sample) so timer noise stays small. */
const MIN_SAMPLE_MS = 5;
const WARMUP_RUNS = 5;

/** Levels cycled through the 10,000-round pool: a club's or a team's worth of golfers. */
const POOL_LEVELS: readonly NamedProfileId[] = ['scratch', 'hcp-5', 'hcp-10', 'hcp-15', 'hcp-20'];
const POOL_SPAN_DAYS = 3 * 365;
const PLAYER_SPAN_DAYS = 2 * 365;
/** Every 10 rounds, the last 3 are one tournament's rounds 1–3 (round type 3). */
const TOURNAMENT_EVERY = 10;
const TOURNAMENT_ROUNDS = 3;

type SimulatedRound = { meta: RoundMeta; scorecard: ScorecardRound; holes: HoleFeatures[] };

const round3 = (n: number): number => Math.round(n * 1000) / 1000;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

type Timing = { medianMs: number; minMs: number; cpuMedianMs: number };

/**
 * Time of one call of `fn` over MIN_RUNS samples after warm-up: the wall-clock median (what the budgets
 * are about), the fastest sample, and the median of this process's CPU time (process.cpuUsage), which
 * other work on the machine does not inflate. Fast calls repeat inside a sample (and are divided back)
 * so each sample lasts at least MIN_SAMPLE_MS.
 */
function time(fn: () => unknown, runs = MIN_RUNS): Timing {
  for (let i = 0; i < WARMUP_RUNS; i += 1) fn();
  const probe = performance.now();
  fn();
  const once = Math.max(performance.now() - probe, 0.001);
  const inner = Math.max(1, Math.ceil(MIN_SAMPLE_MS / once));
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < runs; r += 1) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    for (let i = 0; i < inner; i += 1) fn();
    wall.push((performance.now() - start) / inner);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000 / inner);
  }
  return {
    medianMs: round3(median(wall)),
    minMs: round3(Math.min(...wall)),
    cpuMedianMs: round3(median(cpu)),
  };
}

/**
 * `count` 18-hole rounds played shot by shot, with dates spread over `spanDays` before NOW (newest first)
 * and tournaments of three rounds, as stored: metadata for filters, scorecard rounds, hole features.
 */
function simulateRounds(
  courses: readonly Course[],
  count: number,
  options: { label: string; levels: readonly NamedProfileId[]; spanDays: number; firstId: number },
): SimulatedRound[] {
  const rng = createRng(deriveSeed(SEED, options.label));
  const now = Date.parse(NOW);
  const rounds: SimulatedRound[] = [];
  for (let i = 0; i < count; i += 1) {
    const levelId = options.levels[i % options.levels.length]!;
    const course = courses[i % courses.length]!;
    const slot = i % TOURNAMENT_EVERY;
    const isTournament = slot >= TOURNAMENT_EVERY - TOURNAMENT_ROUNDS;
    const tournamentId = isTournament ? Math.floor(i / TOURNAMENT_EVERY) + 1 : null;
    const daysBack = Math.floor((i * options.spanDays) / count);
    const input: RoundInput = playRound(rng, {
      id: options.firstId + i,
      accountId: 1,
      course,
      teeName: teeForLevel(NAMED_PROFILES[levelId].level),
      profile: namedProfile(levelId),
      playedAt: new Date(now - daysBack * DAY_MS).toISOString(),
      holeCount: 18,
      roundType: isTournament ? 3 : 1,
      roundNumber: isTournament ? TOURNAMENT_EVERY - slot : 0,
      tournamentId,
      tournamentName: tournamentId === null ? null : `Bench Invitational ${tournamentId}`,
    });
    const holes = deriveHoleFeatures(input);
    const { holes: _shots, ...meta } = input;
    rounds.push({
      meta: { ...meta, scoreVsPar: holes.reduce((sum, h) => sum + (h.scoreVsPar ?? 0), 0) },
      scorecard: {
        id: input.id,
        playedAt: input.playedAt,
        label: `${input.courseName} ${input.playedAt.slice(0, 10)}`,
        courseId: input.courseId,
        courseName: input.courseName,
        tournamentId: input.tournamentId,
        tournamentName: input.tournamentName,
        holes,
      },
      holes,
    });
  }
  return rounds;
}

const holesOfRounds = (rounds: readonly SimulatedRound[]): HoleFeatures[] => rounds.flatMap((r) => r.holes);

function benchCatalog(pool: readonly SimulatedRound[]) {
  const at = (rounds: number) => {
    const holes = holesOfRounds(pool.slice(0, rounds));
    const timing = time(() => computeStats(holes));
    return {
      rounds,
      holes: holes.length,
      ...timing,
      nsPerHole: Math.round((timing.medianMs * 1e6) / holes.length),
      nsPerHoleCpu: Math.round((timing.cpuMedianMs * 1e6) / holes.length),
    };
  };
  const sizes = [at(100), at(1_000), at(10_000)];
  const r1000 = sizes[1]!;
  // Linear growth: each 10× more rounds takes ≈ 10× as long (ratios ≈ 10).
  const ratios = (key: 'medianMs' | 'minMs' | 'cpuMedianMs') => [
    round3(sizes[1]![key] / sizes[0]![key]),
    round3(sizes[2]![key] / sizes[1]![key]),
  ];
  return {
    fullCatalog1000Rounds: {
      ...r1000,
      budgetMs: CATALOG_BUDGET_MS,
      isWithinBudget: r1000.medianMs <= CATALOG_BUDGET_MS,
    },
    growth: {
      sizes,
      ratioPer10xMedian: ratios('medianMs'),
      ratioPer10xMin: ratios('minMs'),
      ratioPer10xCpu: ratios('cpuMedianMs'),
    },
  };
}

/**
 * An overview group as the API answers it: each filter selects the player's rounds (applyRoundFilter),
 * collects their holes and computes the overview against a level standard.
 */
function benchOverviewGroup(player: readonly SimulatedRound[]) {
  const metas = player.map((r) => r.meta);
  const holesById = new Map(player.map((r) => [r.meta.id, r.holes]));
  const standard = levelStandardValues('scratch');
  const run = (filters: readonly RoundFilter[]) => () =>
    filters.map((filter) => {
      const holes: HoleFeatures[] = [];
      for (const r of applyRoundFilter(metas, filter))
        for (const h of holesById.get(r.id) ?? []) holes.push(h);
      return computeOverview(holes, standard);
    });
  const recent = buildOverviewGroups('Assessment', metas, new Date(NOW), 918).find(
    (g) => g.groupName === 'Recent',
  )!.overviews;
  // Heavier, as golf-core's own bench: the last 6, 60 and 250 rounds and the whole history.
  const heavy: RoundFilter[] = [6, 60, 250, player.length].map((count) => ({
    filterName: `Last ${count} Rounds`,
    holeCount: 918,
    timeframe: { period: 'last', count, unit: 'rounds' },
  }));
  const recentTiming = time(run(recent));
  const heavyTiming = time(run(heavy));
  return {
    rounds: player.length,
    recentGroup: {
      filters: recent.map((f) => `${f.filterName} (${f.golfRoundIds?.length ?? 0} rounds)`),
      ...recentTiming,
    },
    last6To500Group: { filters: heavy.map((f) => f.filterName), ...heavyTiming },
    budgetMs: OVERVIEW_GROUP_BUDGET_MS,
    isWithinBudget: Math.max(recentTiming.medianMs, heavyTiming.medianMs) <= OVERVIEW_GROUP_BUDGET_MS,
  };
}

function benchScorecards(rounds: readonly SimulatedRound[]) {
  const scorecards = rounds.map((r) => r.scorecard);
  const byGroup: Record<string, Timing> = {};
  for (const groupBy of SCORECARD_GROUP_BYS)
    byGroup[groupBy] = time(() => groupScorecard(scorecards, groupBy));
  const slowest = (key: keyof Timing) => Math.max(...Object.values(byGroup).map((t) => t[key]));
  return {
    rounds: scorecards.length,
    byGroupBy: byGroup,
    slowestMedianMs: slowest('medianMs'),
    slowestCpuMedianMs: slowest('cpuMedianMs'),
  };
}

/** Simulator speed on one core with every shot recorded (as `npm run calibrate` measures it). */
function benchSimulator(courses: readonly Course[]) {
  const rng = createRng(deriveSeed(SEED, 'speed'));
  const profile = namedProfile('hcp-10');
  const play = (i: number) =>
    playRound(rng, {
      id: i,
      accountId: 1,
      course: courses[i % courses.length]!,
      teeName: 'White',
      profile,
      playedAt: NOW,
      holeCount: 18,
    });
  for (let i = 0; i < 200; i += 1) play(i);
  const rounds = 2000;
  let shots = 0;
  const start = performance.now();
  for (let i = 0; i < rounds; i += 1) for (const hole of play(i).holes) shots += hole.shots.length;
  const seconds = (performance.now() - start) / 1000;
  const roundsPerSecond = Math.round(rounds / seconds);
  return {
    roundsPerSecondPerCore: roundsPerSecond,
    shotsPerRound: Math.round((shots / rounds) * 10) / 10,
    budgetRoundsPerSecond: SIMULATOR_BUDGET_ROUNDS_PER_S,
    isWithinBudget: roundsPerSecond >= SIMULATOR_BUDGET_ROUNDS_PER_S,
  };
}

export async function benchGolfCore(): Promise<Record<string, unknown>> {
  const started = performance.now();
  const courses = generateCourses(SEED);
  const simulator = benchSimulator(courses);
  const pool = simulateRounds(courses, 10_000, {
    label: 'pool',
    levels: POOL_LEVELS,
    spanDays: POOL_SPAN_DAYS,
    firstId: 1,
  });
  const player = simulateRounds(courses, 500, {
    label: 'player',
    levels: ['hcp-10'],
    spanDays: PLAYER_SPAN_DAYS,
    firstId: 100_001,
  });
  const scorecardRounds = simulateRounds(courses, 1_000, {
    label: 'scorecards',
    levels: POOL_LEVELS,
    spanDays: POOL_SPAN_DAYS,
    firstId: 200_001,
  });
  const setupSeconds = (performance.now() - started) / 1000;
  return {
    seed: SEED,
    // Other work on the machine inflates wall-clock medians; minMs and cpuMedianMs do not.
    loadAverage1m: round3(loadavg()[0] ?? 0),
    cores: availableParallelism(),
    ...benchCatalog(pool),
    overviewGroup500Rounds: benchOverviewGroup(player),
    scorecardGrouping1000Rounds: benchScorecards(scorecardRounds),
    simulator,
    setupSeconds: Math.round(setupSeconds * 10) / 10,
    totalSeconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
