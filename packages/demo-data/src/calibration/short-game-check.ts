/**
 * Strokes gained by category, up and down and putting's share for every ladder level at the
 * calibration seed and on fresh course sets, with the issue 21 checks (calibration/short-game.ts)
 * and the calibration test's targets (calibration/targets.ts).
 * Run: npx tsx src/calibration/short-game-check.ts [rounds=1500] [course seeds=4,101,202,303]
 * ANCHORS='{"18":{"chipDuffShare":0.3}}' tries anchor changes (keyed by anchor level) without
 * editing sim/profile-anchors.ts.
 */
import { generateCourses } from '../courses/generate-course';
import { PROFILE_ANCHORS } from '../sim/profile-anchors';
import { profileForLevel, type ProfileAnchor } from '../sim/profiles';
import { compareLevel } from './compare';
import { measureLevel } from './measure';
import { formatShortGame, measureLadder, shortGameMisses } from './short-game';
import { LEVEL_TARGETS } from './targets';

const CALIBRATION_SEED = 4;
const FRESH_STREAM_OFFSET = 1_000;
const rounds = Number(process.argv[2] ?? 1500);
const seeds = (process.argv[3] ?? '4,101,202,303').split(',').map(Number);
const overrides = JSON.parse(process.env.ANCHORS ?? '{}') as Record<string, Partial<ProfileAnchor>>;
const anchors: readonly ProfileAnchor[] = PROFILE_ANCHORS.map((a) => ({
  ...a,
  ...overrides[String(a.level)],
}));

for (const seed of seeds) {
  const courses = generateCourses(seed);
  const stream = seed === CALIBRATION_SEED ? seed : seed + FRESH_STREAM_OFFSET;
  const rows = measureLadder(courses, rounds, stream, anchors);
  console.log(`\ncourse seed ${seed}, ${rounds} rounds a level:`);
  for (const line of formatShortGame(rows)) console.log(`  ${line}`);
  const misses = shortGameMisses(rows);
  console.log(
    misses.length === 0 ? '  short game: every check passes' : `  short game misses: ${misses.join('; ')}`,
  );
  const targetMisses = LEVEL_TARGETS.flatMap((t) =>
    compareLevel(t, measureLevel(profileForLevel(t.level, { anchors }), courses, rounds, stream), true)
      .filter((r) => Math.abs(r.simulated - r.published) > r.tolerance)
      .map((r) => `${r.key} ${r.simulated.toFixed(3)} (${r.published} ±${r.tolerance})`),
  );
  console.log(
    targetMisses.length === 0
      ? '  targets: all within tolerance'
      : `  target misses: ${targetMisses.join('; ')}`,
  );
}
