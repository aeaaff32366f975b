/**
 * Prints the calibration table: simulated vs published per level, the tour profile against
 * Broadie's table, and the simulator's speed. Run: npm run calibrate -w packages/demo-data
 */
import { approachFrom } from './calibration/approach-from';
import { checkBroadie } from './calibration/broadie-check';
import { measureLevel, type LevelStats } from './calibration/measure';
import {
  formatShortGame,
  measureLadder,
  PUTTING_SHARE_RANGE,
  shortGameMisses,
  UP_AND_DOWN_TOLERANCE,
} from './calibration/short-game';
import { LEVEL_TARGETS, MAKE_BANDS, REPORTED, TOLERANCE } from './calibration/targets';
import { generateCourses } from './courses/generate-course';
import { createRng } from './random/rng';
import { playRound } from './sim/play-round';
import { namedProfile, profileForLevel } from './sim/profiles';

const ROUNDS_PER_LEVEL = 3000;
const BROADIE_TRIALS = 6000;
const SPEED_ROUNDS = 5000;
const SEED = 4;
const APPROACH_TRIALS_PER_HOLE = 300;

const courses = generateCourses(SEED);
const cell = (sim: number, pub: number | null | undefined, digits = 2, tol?: number): string => {
  const s = sim.toFixed(digits);
  if (pub === null || pub === undefined) return s.padStart(16);
  const mark = tol === undefined ? ' ' : Math.abs(sim - pub) <= tol ? ' ' : '✗';
  return `${s} / ${pub.toFixed(digits)}${mark}`.padStart(16);
};

console.log(
  'Level         putts            3-putts          fairways         GIR              birdies          bogeys           doubles          over rating      WHS index   up&down  drive  par 3/4/5',
);
const statsById = new Map<string, LevelStats>();
for (const t of LEVEL_TARGETS) {
  const s: LevelStats = measureLevel(profileForLevel(t.level), courses, ROUNDS_PER_LEVEL, SEED);
  statsById.set(t.id, s);
  const over = t.overRating
    ? `${s.overRating.toFixed(2)} (${t.overRating[0]}–${t.overRating[1]})${s.overRating >= t.overRating[0] && s.overRating <= t.overRating[1] ? ' ' : '✗'}`
    : s.overRating.toFixed(2);
  const idxMark = Math.abs(s.handicapIndex - t.level) <= TOLERANCE.handicapIndex ? ' ' : '✗';
  console.log(
    [
      t.label.padEnd(12),
      cell(s.putts, t.putts, 2, TOLERANCE.putts),
      cell(s.threePutts, t.threePutts, 2, TOLERANCE.threePutts),
      cell(s.fairways, t.fairways, 3, TOLERANCE.fairways),
      cell(s.gir, t.gir, 3, TOLERANCE.gir),
      cell(s.birdies, t.birdies, 2, TOLERANCE.perRound),
      cell(s.bogeys, t.bogeys, 2, TOLERANCE.perRound),
      cell(s.doubles, t.doubles, 2, TOLERANCE.perRound),
      over.padStart(16),
      `${s.handicapIndex.toFixed(1)} (${t.level})${idxMark}`.padStart(11),
      s.upAndDownInside25.toFixed(2).padStart(8),
      s.drivingYards.toFixed(0).padStart(6),
      ` ${s.parAverages.map((p) => p.toFixed(2)).join('/')}${t.parAverages ? ` (${t.parAverages.join('/')})${t.parAverages.every((p, i) => Math.abs((s.parAverages[i] ?? 0) - p) <= TOLERANCE.parAverage) ? '' : '✗'}` : ''}`,
    ].join(' '),
  );
  if (t.makeRates) {
    const bands = MAKE_BANDS.map(
      (b, i) => `${b.label} ${cell(s.makeRates[i] ?? 0, t.makeRates?.[i], 2, TOLERANCE.makeRate).trim()}`,
    );
    console.log(`${''.padEnd(13)}make rate: ${bands.join('  ')}`);
  }
}

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;
const labelOf = (id: string): string => LEVEL_TARGETS.find((t) => t.id === id)?.label ?? id;
const statsOf = (id: string): LevelStats => statsById.get(id) as LevelStats;
console.log("\nPublished figures outside the issue's list (simulated / published; reported, not tested):");
const tour = statsOf('pga-tour');
console.log(
  `  ${labelOf('pga-tour')} putts per round ${tour.putts.toFixed(2)} / ${REPORTED.tourPutts} (${tour.puttsPerGir.toFixed(2)} per green hit, ${tour.puttsPerMissedGreen.toFixed(2)} per green missed), scrambling ${pct(tour.scrambling)} / ${pct(REPORTED.tourScrambling)}`,
);
for (const r of REPORTED.approachFrom150) {
  const a = approachFrom(
    namedProfile(r.id),
    courses,
    REPORTED.approachYards,
    APPROACH_TRIALS_PER_HOLE,
    createRng(SEED),
  );
  console.log(
    `  ${labelOf(r.id)} from ${REPORTED.approachYards} yd in the fairway (${a.spots} holes): GIR ${pct(a.gir)} / ${pct(r.gir)}, proximity ${a.proximityFeet.toFixed(1)} ft / ${r.proximityFeet.toFixed(1)} ft (on the green ${a.proximityOnGreenFeet.toFixed(1)} ft)`,
  );
}
console.log(
  `  up and down inside 25 yd: ${REPORTED.upAndDown.map((r) => `${labelOf(r.id)} ${pct(statsOf(r.id).upAndDownInside25)} / ${pct(r.rate)}`).join(', ')}`,
);
console.log(
  `  shots from greenside sand per round (${REPORTED.sandShotsPerRound.min}–${REPORTED.sandShotsPerRound.max}): ${LEVEL_TARGETS.map((t) => `${t.label} ${statsOf(t.id).sandShots.toFixed(1)}`).join(', ')}`,
);
console.log(
  `  other short-game shots per round (${REPORTED.shortGameShots.map((r) => `${labelOf(r.id)} ~${r.shots}`).join(', ')}): ${LEVEL_TARGETS.map((t) => `${t.label} ${statsOf(t.id).shortGameShots.toFixed(1)}`).join(', ')}`,
);
console.log(
  `  driving distance: ${REPORTED.drivingYards.map((r) => `${labelOf(r.id)} ${statsOf(r.id).drivingYards.toFixed(0)} / ${r.yards} yd`).join(', ')}`,
);

const [shareLo, shareHi] = PUTTING_SHARE_RANGE;
console.log(
  `\nStrokes gained per round against the PGA TOUR baseline, up and down inside 25 yd (Arccos ±${UP_AND_DOWN_TOLERANCE * 100} points) and putting's share of the strokes lost (Broadie: ${shareLo * 100}–${shareHi * 100} %), from the standards' tees (issue 21):`,
);
const ladder = measureLadder(courses, ROUNDS_PER_LEVEL, SEED);
for (const line of formatShortGame(ladder)) console.log(`  ${line}`);
const shortGameMissList = shortGameMisses(ladder);
console.log(
  shortGameMissList.length === 0 ? '  every check passes' : `  misses: ${shortGameMissList.join('; ')}`,
);

console.log('\nPGA TOUR profile vs Broadie (strokes to hole out, reference hole):');
const rows = checkBroadie(BROADIE_TRIALS, SEED);
for (const lie of ['tee', 'fairway', 'rough', 'sand', 'recovery', 'green'] as const) {
  const mine = rows.filter((r) => r.lie === lie);
  const tol = lie === 'green' ? TOLERANCE.broadieOnGreen : TOLERANCE.broadieOffGreen;
  const worst = mine.reduce((w, r) =>
    Math.abs(r.simulated - r.published) > Math.abs(w.simulated - w.published) ? r : w,
  );
  const failing = mine.filter((r) => Math.abs(r.simulated - r.published) > tol);
  console.log(
    `  ${lie.padEnd(9)} ${mine.length} rows, worst ${worst.distance} ${lie === 'green' ? 'ft' : 'yd'}: ${worst.simulated.toFixed(3)} vs ${worst.published.toFixed(3)}; outside ±${tol}: ${failing.length}`,
  );
}

const rng = createRng(SEED);
const profile = profileForLevel(10);
const started = performance.now();
let shots = 0;
for (let i = 0; i < SPEED_ROUNDS; i += 1) {
  const round = playRound(rng, {
    id: i,
    accountId: 1,
    course: courses[i % courses.length]!,
    teeName: 'White',
    profile,
    playedAt: '2024-06-01T08:00:00Z',
    holeCount: 18,
  });
  for (const hole of round.holes) shots += hole.shots.length;
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `\nSpeed: ${(SPEED_ROUNDS / seconds).toFixed(0)} rounds/s on one core with full shot detail (${(shots / SPEED_ROUNDS).toFixed(1)} shots per round).`,
);
