/**
 * Strokes gained by category, up and down and putting's share for every ladder level at the
 * calibration seed and on fresh course sets, with the issue 21 checks (calibration/short-game.ts).
 * Run: npx tsx src/calibration/short-game-check.ts [rounds=1500] [course seeds=4,101,202,303]
 */
import { generateCourses } from '../courses/generate-course';
import { formatShortGame, measureLadder, shortGameMisses } from './short-game';

const rounds = Number(process.argv[2] ?? 1500);
const seeds = (process.argv[3] ?? '4,101,202,303').split(',').map(Number);
for (const seed of seeds) {
  const rows = measureLadder(generateCourses(seed), rounds, seed === 4 ? 4 : seed + 1_000);
  console.log(`\ncourse seed ${seed}, ${rounds} rounds a level:`);
  for (const line of formatShortGame(rows)) console.log(`  ${line}`);
  const misses = shortGameMisses(rows);
  console.log(misses.length === 0 ? '  all checks pass' : `  misses: ${misses.join('; ')}`);
}
