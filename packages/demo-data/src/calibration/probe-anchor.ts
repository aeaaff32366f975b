/**
 * Measures one anchor level with candidate changes (one JSON object per argument) at the calibration
 * seed and on one fresh course set: the level's target misses, index, up and down and strokes gained
 * by category. A quick hand tune for anchors whose only targets are a few (issue 21: +4, 5, 15, 25).
 * Run: npx tsx src/calibration/probe-anchor.ts 15 '{"chipDuffShare":0.4}' '{"chipDuffShare":0.5,"mishitRate":0.6}'
 */
import { generateCourses } from '../courses/generate-course';
import { PROFILE_ANCHORS } from '../sim/profile-anchors';
import { profileForLevel, type ProfileAnchor } from '../sim/profiles';
import { compareLevel } from './compare';
import { measureLevel } from './measure';
import { LEVEL_TARGETS } from './targets';

const ROUNDS = 1500;
const SETS = [
  { courses: 4, stream: 4 },
  { courses: 101, stream: 1101 },
];
const level = Number(process.argv[2]);
const target = LEVEL_TARGETS.find((t) => t.level === level);
if (!target) throw new Error(`no targets for level ${level}`);
const courseSets = SETS.map((s) => ({ ...s, set: generateCourses(s.courses) }));
for (const json of process.argv.slice(3)) {
  const change = JSON.parse(json) as Partial<ProfileAnchor>;
  const anchors = PROFILE_ANCHORS.map((a) => (a.level === level ? { ...a, ...change } : a));
  for (const { courses, stream, set } of courseSets) {
    const s = measureLevel(profileForLevel(level, { anchors }), set, ROUNDS, stream);
    const misses = compareLevel(target, s, true)
      .filter((r) => Math.abs(r.simulated - r.published) > r.tolerance)
      .map((r) => `${r.key.split('.')[1]} ${r.simulated.toFixed(2)}`);
    const counts = `b/bo/d ${s.birdies.toFixed(2)}/${s.bogeys.toFixed(2)}/${s.doubles.toFixed(2)} gir ${s.gir.toFixed(3)} fw ${s.fairways.toFixed(3)}`;
    const sg = s.strokesGained;
    console.log(
      `${json} courses ${courses}: index ${s.handicapIndex.toFixed(1)} putts ${s.putts.toFixed(2)} 3p ${s.threePutts.toFixed(2)} ud ${(s.upAndDownInside25 * 100).toFixed(1)} ${counts} sg ${[sg.offTheTee, sg.approach, sg.aroundTheGreen, sg.putting, sg.total].map((x) => x.toFixed(2)).join('/')}${misses.length ? `  ✗ ${misses.join(', ')}` : ''}`,
    );
  }
}
