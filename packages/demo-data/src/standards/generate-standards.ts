/**
 * Regenerates golf-core's standard values (`packages/golf-core/src/standards/levels.data.ts`) from a
 * large seeded simulation at each benchmark level (issue 5 §3).
 * Run: npm run standards -w packages/demo-data        (writes the file, ~30 s on one core)
 *      npm run standards -w packages/demo-data -- --check   (exits 1 if the committed file differs)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STANDARD_LEVELS } from '@linksight/golf-core';
import { generateCourses } from '../courses/generate-course';
import { renderLevelsData, simulateStandards } from './simulate-standards';

/** Same course seed as the calibration (npm run calibrate), so standards and calibration agree. */
const COURSE_SEED = 4;
const SEED = 2024;
/** Standard errors at this size: about 0.05 strokes of scoring average and 0.15 points of GIR %. */
const ROUNDS_PER_LEVEL = 10_000;

const here = path.dirname(fileURLToPath(import.meta.url));
const target = path.resolve(here, '../../../golf-core/src/standards/levels.data.ts');
const isCheck = process.argv.includes('--check');

const started = performance.now();
const courses = generateCourses(COURSE_SEED);
const standards = simulateStandards(courses, ROUNDS_PER_LEVEL, SEED);
const source = renderLevelsData(standards, {
  script: 'packages/demo-data/src/standards/generate-standards.ts',
  seed: SEED,
  courseSeed: COURSE_SEED,
  roundsPerLevel: ROUNDS_PER_LEVEL,
  courseCount: courses.length,
});
const seconds = (performance.now() - started) / 1000;

console.log('Level            scoring  GIR %  putts  fairways %  drive yd  SG total');
for (const level of STANDARD_LEVELS) {
  const v = standards[level.id];
  console.log(
    [
      level.name.padEnd(15),
      v['scoring-average']!.toFixed(2).padStart(8),
      v['gir-pct']!.toFixed(1).padStart(6),
      v['putts-per-round']!.toFixed(2).padStart(6),
      v['fairways-hit-pct']!.toFixed(1).padStart(11),
      v['driving-distance']!.toFixed(0).padStart(9),
      v['sg-total']!.toFixed(2).padStart(9),
    ].join(' '),
  );
}
const total = ROUNDS_PER_LEVEL * STANDARD_LEVELS.length;
console.log(`\n${total.toLocaleString('en-US')} rounds in ${seconds.toFixed(1)} s.`);

if (isCheck) {
  const isSame = readFileSync(target, 'utf8') === source;
  console.log(isSame ? `${target} is up to date.` : `${target} differs: run npm run standards.`);
  process.exitCode = isSame ? 0 : 1;
} else {
  writeFileSync(target, source);
  console.log(`Wrote ${target}.`);
}
