export * from './random/rng';
export type * from './courses/types';
export { generateCourse, generateCourses } from './courses/generate-course';
export { COURSE_SITES, type CourseSite } from './courses/sites';
export { parseSpecShape, toSpecShape } from './courses/geojson';
export { rateTee } from './courses/rating';
export { playableHole, type PlayableHole } from './sim/playable-hole';
export { classifyLie, type RestingLie } from './sim/lie';
export { playHole, type PlayHoleOptions } from './sim/play-hole';
export { playRound, type PlayRoundOptions } from './sim/play-round';
export { PROFILE_ANCHORS } from './sim/profile-anchors';
export {
  NAMED_PROFILES,
  namedProfile,
  profileForLevel,
  type NamedProfileId,
  type SkillProfile,
} from './sim/profiles';
export { teeForLevel } from './sim/tee-choice';
export { measureLevel, summarise, type LevelStats } from './calibration/measure';
export { LEVEL_TARGETS, MAKE_BANDS, TOLERANCE } from './calibration/targets';
export type * from './world/types';
export { generateDemoWorld, type DemoWorldOptions } from './world/generate-world';
export { generateScaleWorld } from './world/scale';
export { FEATURE_IDS, websiteSettingsFor } from './world/privacy';
export { swingVideoFile } from './world/media-files';
