import {
  isGpsPoint,
  isUsableTeePoint,
  orderTargets,
  recordedYards,
  roundTypeName,
  type HoleFeatures,
  type RoundTypeId,
} from '@linksight/golf-core';
import type { CourseGps, Histories, MapRound, RoundByFilter, RoundTarget } from '@linksight/api-contract';
import type { PlayerAnalyticsRepository } from '../../repositories/player-analytics';
import type { DatasetRound } from './player-dataset';

type Repo = PlayerAnalyticsRepository;
type ListedRound = Awaited<ReturnType<Repo['listRounds']>>[number];

/**
 * A round's label in lists: "{tournament} R{n}" for tournament rounds (spec 3 §3 hint R{n}; round
 * number 0 is the final round), else the course name.
 */
export function roundLabel(r: {
  courseName: string;
  tournamentName: string | null;
  roundNumber: number;
}): string {
  if (r.tournamentName === null) return r.courseName;
  return `${r.tournamentName} ${r.roundNumber === 0 ? 'Final' : `R${r.roundNumber}`}`;
}

/** spec 3 §7 histories: the player's rounds (newest first), their tournaments and courses. */
export function toHistories(rounds: readonly ListedRound[]): Histories {
  const tournaments = new Map<number, string>();
  const courses = new Map<number, string>();
  for (const r of rounds) {
    courses.set(r.courseId, r.courseName);
    if (r.tournamentId !== null && r.tournamentName !== null)
      tournaments.set(r.tournamentId, r.tournamentName);
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    rounds: rounds.map((r) => ({
      id: r.id,
      label: roundLabel(r),
      date: r.playedAt.toISOString(),
      type: roundTypeName(r.roundType),
      roundTypeId: r.roundType,
      score: r.score,
      par: r.par,
      courseLength: r.courseLengthYards,
      tournamentId: r.tournamentId,
      courseId: r.courseId,
      roundNumber: r.roundNumber,
      holeCount: r.holeCount,
      isCompleted: r.isCompleted,
      golfCourseId: r.courseId,
      golfRoundId: r.id,
    })),
    tournaments: [...tournaments].map(([id, name]) => ({ id, name })).sort(byName),
    courses: [...courses].map(([id, name]) => ({ id, name })).sort(byName),
  };
}

/** spec 3 §3 Rounds-list-by-filter item. */
export function toRoundByFilter(r: DatasetRound): RoundByFilter {
  return {
    golfRoundID: r.id,
    dateAndTime: r.playedAt,
    label: roundLabel(r),
    roundTypeId: r.roundType as RoundTypeId,
    roundNumber: r.roundNumber,
    date: r.playedAt.slice(0, 10),
  };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** spec 3 §3 Round (map): the rounds in `roundIds` order with holes, shots and hole stat flags. */
export function toMapRounds(
  rounds: readonly DatasetRound[],
  details: Awaited<ReturnType<Repo['loadMapDetails']>>,
  /** The round's hole features in play order (the player's dataset). */
  featuresOf: (roundId: number) => readonly HoleFeatures[] | undefined,
): MapRound[] {
  const key = (roundId: number, hole: number) => `${roundId}:${hole}`;
  const shotsByHole = new Map<string, MapRound['holes'][number]['shots']>();
  for (const s of details.shots) {
    const k = key(s.roundId, s.roundHoleNumber);
    const list = shotsByHole.get(k) ?? [];
    list.push({
      shotNumber: s.shotNumber,
      type: s.startLie === 'green' ? 'Putt' : capitalize(s.startLie),
      startLatitude: s.startLatitude,
      startLongitude: s.startLongitude,
      endLatitude: s.endLatitude,
      endLongitude: s.endLongitude,
      penaltyStrokes: s.penaltyStrokes,
    });
    shotsByHole.set(k, list);
  }
  const statsByHole = new Map<string, HoleFeatures>();
  for (const r of rounds)
    for (const f of featuresOf(r.id) ?? []) statsByHole.set(key(r.id, f.roundHoleNumber), f);
  const holesByRound = new Map<number, typeof details.holes>();
  for (const h of details.holes) {
    const list = holesByRound.get(h.roundId) ?? [];
    list.push(h);
    holesByRound.set(h.roundId, list);
  }
  return rounds.map((r) => ({
    golfRoundId: r.id,
    golfCourseName: r.courseName,
    playedDate: r.playedAt,
    label: roundLabel(r),
    tournamentId: r.tournamentId,
    tournamentName: r.tournamentName,
    golfCourseId: r.courseId,
    groupKey: `round-${r.id}`,
    isCompleted: r.isCompleted,
    holes: (holesByRound.get(r.id) ?? []).map((h) => {
      const tee = { latitude: h.teeLatitude, longitude: h.teeLongitude };
      const pin = { latitude: h.pinLatitude, longitude: h.pinLongitude };
      const f = statsByHole.get(key(r.id, h.roundHoleNumber));
      return {
        roundHoleNumber: h.roundHoleNumber,
        courseHoleNumber: h.courseHoleNumber,
        par: h.par,
        score: h.score,
        scoreVsPar: h.score === null ? null : h.score - h.par,
        lengthYards: h.lengthYards,
        isExcluded: h.isExcluded,
        // spec 3 §5: a point needs both coordinates; a tee with a zero coordinate is skipped.
        coordinates: {
          tee: isUsableTeePoint(tee) ? { latitude: tee.latitude, longitude: tee.longitude } : null,
          pin: isGpsPoint(pin) ? { latitude: pin.latitude, longitude: pin.longitude } : null,
        },
        shots: shotsByHole.get(key(r.id, h.roundHoleNumber)) ?? [],
        stats: f
          ? {
              fairwayHit: f.fairwayHit,
              fairwayMissed: f.fairwayMissed,
              madeGreenInRegulation: f.madeGreenInRegulation,
              madeUpDown: f.madeUpDown,
              missedUpDown: f.missedUpDown,
              puttCount: f.puttCount,
            }
          : null,
      };
    }),
  }));
}

const shapes = (points: string | null) => (points ? [{ points }] : []);

/** spec 3 §3 Course (GPS), courses in `courseIds` order. */
export function toCourseDetails(
  courseIds: readonly number[],
  data: Awaited<ReturnType<Repo['loadCourses']>>,
): CourseGps[] {
  return courseIds.flatMap((id) => {
    const course = data.courses.find((c) => c.id === id);
    if (!course) return [];
    const holes = data.holes.filter((h) => h.courseId === id);
    const tees = data.tees.filter((t) => t.courseId === id);
    return [
      {
        golfCourseId: course.id,
        name: course.name,
        latitude: course.latitude,
        longitude: course.longitude,
        perimeter: shapes(course.perimeterPoints),
        holes: holes.map((h) => ({
          holeNumber: h.holeNumber,
          par: h.par,
          perimeter: shapes(h.perimeterPoints),
          green: shapes(h.greenPoints),
          teeboxcenter: shapes(h.teeboxCenterPoints),
          pin:
            h.pinLatitude !== null && h.pinLongitude !== null
              ? { latitude: h.pinLatitude, longitude: h.pinLongitude }
              : null,
          geojson: h.geojson ?? null,
        })),
        // The course's hole pars, in hole order (the spec's one men's scorecard).
        menScorecardList: holes.length > 0 ? [{ parHole: holes.map((h) => h.par) }] : [],
        // A tee stores 0 for a yardage it does not know (the import format): not recorded, null.
        teesList: tees.map((t) => ({ teeName: t.name, ydsHole: t.yardages.map(recordedYards) })),
      },
    ];
  });
}

/** spec 3 §9: targets ordered by shotNumber ascending. */
export function toTargets(rows: readonly RoundTarget[]): RoundTarget[] {
  return orderTargets(rows);
}
