import {
  analyzeDispersion,
  bestScoredRound,
  approachShotOf,
  CLUB_CATEGORY_BANDS,
  CLUB_CATEGORY_LABELS,
  coursePlanAdvice,
  coursePlanCategory,
  distanceYards,
  levelStandardValues,
  lineFrame,
  MIN_DISPERSION_SHOTS,
  noPlanNote,
  orderTargets,
  planLanding,
  shotAim,
  type DispersionGroup,
  type DispersionShot,
  type Hazard,
  type Point,
} from '@linksight/golf-core';
import type {
  BestRoundReportData,
  CoursePlanReportData,
  DispersionGroupData,
  DispersionReportData,
  ReportHoleMap,
} from '@linksight/api-contract';
import { AppError } from '../../../lib/errors';
import { computeFilterOverview } from '../../analytics/overviews';
import type { DatasetRound } from '../../analytics/player-dataset';
import { reportHeader, reportStandard, selectedRounds, toReportRound, type ReportContext } from './context';
import { holeLine, holePoint, holeShapes } from './hole-maps';
import { scorecardHoles } from './stats-reports';

type ShotRow = Awaited<ReturnType<ReportContext['app']['repos']['reportShots']['loadShots']>>[number];
type TargetRow = Awaited<ReturnType<ReportContext['app']['repos']['reportShots']['loadTargets']>>[number];

const targetKey = (roundId: number, hole: number, shot: number) => `${roundId}:${hole}:${shot}`;

type CenterLines = Map<string, Point[]>;
const holeKey = (courseId: number, holeNumber: number) => `${courseId}:${holeNumber}`;

/** Full shots with their aim (golf-core shotAim: the round's target, the centre line, or the pin). */
export function toDispersionShots(
  shots: readonly ShotRow[],
  targets: readonly TargetRow[],
  courseOf: (roundId: number) => number | undefined,
  centerLines: CenterLines,
): DispersionShot[] {
  const byKey = new Map(targets.map((t) => [targetKey(t.roundId, t.roundHoleNumber, t.shotNumber), t]));
  const out: DispersionShot[] = [];
  for (const s of shots) {
    if (s.isExcluded || s.pinLatitude === null || s.pinLongitude === null) continue;
    const target = byKey.get(targetKey(s.roundId, s.roundHoleNumber, s.shotNumber));
    const start = { latitude: s.startLatitude, longitude: s.startLongitude };
    const end = { latitude: s.endLatitude, longitude: s.endLongitude };
    const courseId = courseOf(s.roundId);
    const aim = shotAim({
      start,
      end,
      startLie: s.startLie,
      par: s.par,
      pin: { latitude: s.pinLatitude, longitude: s.pinLongitude },
      target: target ? { latitude: target.latitude, longitude: target.longitude } : null,
      centerLine:
        courseId === undefined ? null : (centerLines.get(holeKey(courseId, s.courseHoleNumber)) ?? null),
    });
    if (!aim) continue;
    out.push({ start, end, ...aim, startLie: s.startLie, par: s.par, club: s.club });
  }
  return out;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

export function toDispersionGroupData(group: DispersionGroup): DispersionGroupData {
  return {
    category: group.category,
    label: CLUB_CATEGORY_LABELS[group.category],
    band: CLUB_CATEGORY_BANDS[group.category],
    meanTargetDistanceYards: round1(group.meanTargetDistanceYards),
    offsets: group.offsets.map((o) => ({ x: round1(o.x), y: round1(o.y) })),
    stats: group.stats && {
      shotCount: group.stats.shotCount,
      mean: group.stats.mean,
      sdX: group.stats.sdX,
      sdY: group.stats.sdY,
      leftShare: group.stats.leftShare,
      shortShare: group.stats.shortShare,
      ellipses: group.stats.ellipses,
    },
  };
}

async function dispersionOf(ctx: ReportContext, rounds: readonly DatasetRound[]) {
  const ids = rounds.map((r) => r.id);
  const courseIds = [...new Set(rounds.map((r) => r.courseId))];
  const [shots, targets, courses] = await Promise.all([
    ctx.app.repos.reportShots.loadShots(ids),
    ctx.app.repos.reportShots.loadTargets(ids),
    ctx.app.repos.playerAnalytics.loadCourses(courseIds),
  ]);
  const centerLines: CenterLines = new Map();
  for (const h of courses.holes) {
    const line = holeLine(h.geojson, 'centerline');
    if (line) centerLines.set(holeKey(h.courseId, h.holeNumber), line);
  }
  const courseOf = (roundId: number) => ctx.dataset.roundById.get(roundId)?.courseId;
  return {
    shots,
    targets,
    groups: analyzeDispersion(toDispersionShots(shots, targets, courseOf, centerLines)),
  };
}

/** dispersion-analysis: spread by club category of the selection's full shots. */
export async function buildDispersionReport(
  ctx: ReportContext,
  rounds = selectedRounds(ctx),
): Promise<DispersionReportData> {
  const { groups } = await dispersionOf(ctx, rounds);
  return {
    header: reportHeader(ctx, rounds, null),
    minShots: MIN_DISPERSION_SHOTS,
    groups: groups.map(toDispersionGroupData),
  };
}

/** A hole map: the course's layers for the hole, the shots and the targets given. */
function holeMap(
  hole: {
    holeNumber: number;
    par: number;
    geojson: Record<string, unknown> | null;
    pinLatitude: number | null;
    pinLongitude: number | null;
  },
  shots: readonly ShotRow[],
  targets: readonly TargetRow[],
  tee: Point | null,
  pin: Point | null,
): ReportHoleMap {
  const geoPin =
    hole.pinLatitude !== null && hole.pinLongitude !== null
      ? { latitude: hole.pinLatitude, longitude: hole.pinLongitude }
      : null;
  return {
    courseHoleNumber: hole.holeNumber,
    par: hole.par,
    tee: tee ?? holePoint(hole.geojson, 'teebox'),
    pin: pin ?? geoPin ?? holePoint(hole.geojson, 'pin'),
    shapes: holeShapes(hole.geojson),
    shots: shots.map((s) => ({
      roundId: s.roundId,
      shotNumber: s.shotNumber,
      start: { latitude: s.startLatitude, longitude: s.startLongitude },
      end: { latitude: s.endLatitude, longitude: s.endLongitude },
    })),
    targets: orderTargets(targets).map((t) => ({
      shotNumber: t.shotNumber,
      point: { latitude: t.latitude, longitude: t.longitude },
    })),
  };
}

/**
 * rr: the best completed round of the selection (lowest to par per 18 holes, golf-core bestScoredRound), its
 * card, stats and shots on maps.
 */
export async function buildBestRoundReport(ctx: ReportContext): Promise<BestRoundReportData> {
  const rounds = selectedRounds(ctx);
  const standard = reportStandard(ctx.request);
  const best = bestScoredRound(rounds.filter((r) => r.isCompleted));
  if (best === null) throw AppError.badRequest('None of these rounds is a completed, scored round');
  const repos = ctx.app.repos;
  const [shots, targets, holes, courseData] = await Promise.all([
    repos.reportShots.loadShots([best.id]),
    repos.reportShots.loadTargets([best.id]),
    repos.reportShots.loadHoles([best.id]),
    repos.playerAnalytics.loadCourses([best.courseId]),
  ]);
  const overview = computeFilterOverview(
    ctx.dataset,
    { filterName: 'Best round', holeCount: 918, golfRoundIds: [best.id], inProgressRounds: true },
    { key: `level:${standard.levelId}`, values: levelStandardValues(standard.levelId) },
  );
  const maps = holes.map((h) => {
    const courseHole = courseData.holes.find((c) => c.holeNumber === h.courseHoleNumber);
    const point = (lat: number | null, lng: number | null) =>
      lat !== null && lng !== null && lat !== 0 && lng !== 0 ? { latitude: lat, longitude: lng } : null;
    return holeMap(
      {
        holeNumber: h.courseHoleNumber,
        par: h.par,
        geojson: courseHole?.geojson ?? null,
        pinLatitude: courseHole?.pinLatitude ?? null,
        pinLongitude: courseHole?.pinLongitude ?? null,
      },
      shots.filter((s) => s.roundHoleNumber === h.roundHoleNumber),
      targets.filter((t) => t.roundHoleNumber === h.roundHoleNumber),
      point(h.teeLatitude, h.teeLongitude),
      point(h.pinLatitude, h.pinLongitude),
    );
  });
  return {
    header: reportHeader(ctx, [best], standard.label),
    round: toReportRound(ctx.dataset, best),
    holes: scorecardHoles(ctx, best.id),
    performance: overview.performanceStats,
    maps,
  };
}

/** How many of the player's latest rounds on the course the plan's maps draw (more is unreadable). */
export const COURSE_PLAN_MAP_ROUNDS = 10;
/** The rounds whose dispersion the plan rests on: the player's latest, on any course. */
export const COURSE_PLAN_DISPERSION_ROUNDS = 40;

const centroid = (ring: readonly Point[]): Point => ({
  latitude: ring.reduce((s, p) => s + p.latitude, 0) / ring.length,
  longitude: ring.reduce((s, p) => s + p.longitude, 0) / ring.length,
});

/** course-plan-report: a page per hole of a course the player has played. */
export async function buildCoursePlanReport(ctx: ReportContext): Promise<CoursePlanReportData> {
  const courseId = ctx.request.courseId;
  if (courseId === undefined) throw AppError.badRequest('Choose a course for the course plan');
  const onCourse = ctx.dataset.rounds.filter((r) => r.courseId === courseId);
  if (onCourse.length === 0)
    throw AppError.badRequest(
      `Course ${courseId} is not a course of player ${ctx.dataset.accountId}'s rounds`,
    );
  const mapRounds = onCourse.slice(0, COURSE_PLAN_MAP_ROUNDS);
  const recent = ctx.dataset.rounds.filter((r) => r.isCompleted).slice(0, COURSE_PLAN_DISPERSION_ROUNDS);
  const repos = ctx.app.repos;
  const [courseData, mapShots, mapTargets, dispersion] = await Promise.all([
    repos.playerAnalytics.loadCourses([courseId]),
    repos.reportShots.loadShots(mapRounds.map((r) => r.id)),
    repos.reportShots.loadTargets([mapRounds[0]!.id]),
    dispersionOf(ctx, recent),
  ]);
  const course = courseData.courses[0];
  if (!course) throw AppError.notFound(`Course ${courseId} not found`);
  const groups = new Map(dispersion.groups.map((g) => [g.category, g]));
  const holes = courseData.holes.map((hole) => {
    const shots = mapShots.filter((s) => s.courseHoleNumber === hole.holeNumber);
    const roundHoles = mapRounds.flatMap((r) =>
      (ctx.dataset.holesByRound.get(r.id) ?? []).filter(
        (h) => h.courseHoleNumber === hole.holeNumber && !h.isExcluded && h.score !== null,
      ),
    );
    const averageScore = roundHoles.length
      ? roundHoles.reduce((s, h) => s + h.score!, 0) / roundHoles.length
      : null;
    const lastRoundHole = shots.find((s) => s.roundId === mapRounds[0]!.id)?.roundHoleNumber;
    const map = holeMap(
      hole,
      shots,
      mapTargets.filter((t) => t.roundHoleNumber === lastRoundHole),
      null,
      null,
    );
    const planned = planHole(map, shots, groups);
    return {
      map,
      lengthYards: map.tee && map.pin ? Math.round(distanceYards(map.tee, map.pin)) : null,
      timesPlayed: roundHoles.length,
      averageScore: averageScore === null ? null : Math.round(averageScore * 100) / 100,
      averageToPar: averageScore === null ? null : Math.round((averageScore - hole.par) * 100) / 100,
      plan: planned.plan,
      planNote: planned.note,
    };
  });
  return {
    header: reportHeader(ctx, mapRounds, null),
    courseName: course.name,
    holes,
  };
}

/**
 * The planned shot of a hole: the tee shot on a par 3, else the approach from where the player's
 * approaches on this hole started on average (golf-core approachShotOf: the last full shot before the
 * green). Its club category follows the distance (coursePlanCategory) and the plan uses that category's
 * 95 % ellipse (golf-core planLanding); the words are golf-core's (course-plan.ts).
 */
function planHole(
  map: ReportHoleMap,
  shots: readonly ShotRow[],
  groups: Map<string, DispersionGroup>,
): { plan: CoursePlanReportData['holes'][number]['plan']; note: string } {
  if (!map.pin || !map.tee) return { plan: null, note: noPlanNote({ kind: 'noPinOrTee' }) };
  const pin = map.pin;
  let from: Point = map.tee;
  if (map.par >= 4) {
    const byRound = new Map<number, ShotRow[]>();
    for (const s of shots) byRound.set(s.roundId, [...(byRound.get(s.roundId) ?? []), s]);
    const starts: Point[] = [];
    for (const list of byRound.values()) {
      const approach = approachShotOf(
        list.map((s) => {
          const start = { latitude: s.startLatitude, longitude: s.startLongitude };
          return {
            startLie: s.startLie,
            endLie: s.endLie,
            startToPinYards: distanceYards(start, pin),
            start,
          };
        }),
      );
      if (approach) starts.push(approach.start);
    }
    if (starts.length === 0) return { plan: null, note: noPlanNote({ kind: 'noApproach' }) };
    from = centroid(starts);
  }
  const yards = distanceYards(from, pin);
  const category = coursePlanCategory(map.par, yards);
  if (!category) return { plan: null, note: noPlanNote({ kind: 'noCategory', par: map.par, yards }) };
  const group = groups.get(category);
  const ellipse = group?.stats?.ellipses.find((e) => e.probability === 0.95);
  if (!group?.stats || !ellipse)
    return { plan: null, note: noPlanNote({ kind: 'tooFewShots', par: map.par, category }) };
  const frame = lineFrame(from, pin);
  const green = map.shapes.find((s) => s.kind === 'green');
  const hazards: Hazard[] = map.shapes
    .filter((s) => s.kind === 'bunker' || s.kind === 'water')
    .map((s) => ({ kind: s.kind as Hazard['kind'], ring: s.ring.map(frame.toXy) }));
  const planEllipse = {
    major: ellipse.major,
    minor: ellipse.minor,
    angle: ellipse.angle,
    bias: group.stats.mean,
  };
  const result = planLanding({
    pin: frame.toXy(pin),
    greenCenter: frame.toXy(green ? centroid(green.ring) : pin),
    hazards,
    ellipse: planEllipse,
  });
  return {
    plan: {
      category: CLUB_CATEGORY_LABELS[category],
      advice: coursePlanAdvice({ par: map.par, category, isClear: result.isClear }),
      aim: frame.toPoint(result.aim),
      approachFrom: from,
      shiftYards: result.shift,
      isClear: result.isClear,
      reason: result.reason,
      ellipse: planEllipse,
    },
    note: '',
  };
}
