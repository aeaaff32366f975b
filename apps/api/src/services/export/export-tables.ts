import { CSV_COLUMNS, type HoleFeatures } from '@linksight/golf-core';
import type { ExportData, RoundRow } from './account-export';
import { toCsv } from './csv';

/* The export's tables (issue 20): rounds, holes and shots as CSV, and the shots as GeoJSON. */

/**
 * A hole's penalties and green in regulation as its features hold them: as recorded for a hole without
 * shots (kept nowhere else; golf-core derive-hole-features takes them as given then), as its shots made
 * them otherwise. A newcomer's export had dropped a score-only CSV's penalties, and re-importing it
 * changed their Penalty Strokes per Round.
 */
export function holeFacts(features: HoleFeatures | undefined) {
  if (features === undefined) return { penaltyStrokes: null, isGreenInRegulation: null };
  return {
    penaltyStrokes: features.penaltyStrokes,
    isGreenInRegulation: features.madeGreenInRegulation
      ? true
      : features.missedGreenInRegulation
        ? false
        : null,
  };
}

export function csvFiles(data: ExportData): Record<string, string> {
  const courseName = (id: number) => data.courses.get(id)?.name ?? '';
  const teeName = (r: RoundRow) => (r.teeId !== null ? (data.tees.get(r.teeId)?.name ?? '') : '');
  const roundsCsv = toCsv(
    [
      'round_id',
      'date',
      'course',
      'tee',
      'round_type',
      'round_number',
      'tournament',
      'holes',
      'score',
      'par',
      'completed',
      'simulator',
    ],
    data.rounds.map((r) => [
      r.id,
      r.playedAt.toISOString(),
      courseName(r.courseId),
      teeName(r),
      r.roundType,
      r.roundNumber,
      r.tournamentId === null ? '' : (data.tournaments.get(r.tournamentId)?.name ?? ''),
      r.holeCount,
      r.score ?? '',
      r.par,
      r.isCompleted,
      r.isSimulator,
    ]),
  );
  // The import page's CSV columns first (golf-core CSV_COLUMNS), so this file can be imported as it is.
  const holesCsv = toCsv(
    [...CSV_COLUMNS, 'round_id', 'excluded'],
    data.rounds.flatMap((r) =>
      (data.holes.get(r.id) ?? []).map((h) => {
        const holeShots = data.shots.get(`${r.id}|${h.roundHoleNumber}`) ?? [];
        // The CSV has no shots: a tracked hole's green in regulation is given as its shots made it.
        const recorded = holeFacts(data.features.get(`${r.id}|${h.roundHoleNumber}`));
        return [
          r.playedAt.toISOString().slice(0, 10),
          courseName(r.courseId),
          teeName(r),
          h.courseHoleNumber,
          h.par,
          h.score ?? '',
          h.putts ?? '',
          h.fairway ?? '',
          recorded.isGreenInRegulation === null ? '' : recorded.isGreenInRegulation ? 'yes' : 'no',
          holeShots.length > 0
            ? holeShots.reduce((sum, s) => sum + s.penaltyStrokes, 0)
            : (recorded.penaltyStrokes ?? ''),
          r.id,
          h.isExcluded,
        ];
      }),
    ),
  );
  const shotRows = data.rounds.flatMap((r) =>
    (data.holes.get(r.id) ?? []).flatMap((h) =>
      (data.shots.get(`${r.id}|${h.roundHoleNumber}`) ?? []).map((s) => ({ r, h, s })),
    ),
  );
  const shotsCsv = toCsv(
    [
      'round_id',
      'date',
      'hole',
      'shot',
      'start_latitude',
      'start_longitude',
      'end_latitude',
      'end_longitude',
      'start_lie',
      'end_lie',
      'club',
      'penalty_strokes',
      'distance_to_pin_before_yards',
      'distance_to_pin_after_yards',
    ],
    shotRows.map(({ r, h, s }) => [
      r.id,
      r.playedAt.toISOString(),
      h.courseHoleNumber,
      s.shotNumber,
      s.startLatitude,
      s.startLongitude,
      s.endLatitude,
      s.endLongitude,
      s.startLie,
      s.endLie,
      s.club ?? '',
      s.penaltyStrokes,
      s.distanceToPinBeforeYards,
      s.distanceToPinAfterYards,
    ]),
  );
  return { 'rounds.csv': roundsCsv, 'holes.csv': holesCsv, 'shots.csv': shotsCsv };
}

/** Every shot as a GeoJSON LineString from start to end (RFC 7946: [longitude, latitude]) with its facts. */
export function shotsGeoJson(data: ExportData): string {
  const features = data.rounds.flatMap((r) =>
    (data.holes.get(r.id) ?? []).flatMap((h) =>
      (data.shots.get(`${r.id}|${h.roundHoleNumber}`) ?? []).map((s) => ({
        type: 'Feature',
        geometry: {
          type: 'LineString',
          coordinates: [
            [s.startLongitude, s.startLatitude],
            [s.endLongitude, s.endLatitude],
          ],
        },
        properties: {
          roundId: r.id,
          playedAt: r.playedAt.toISOString(),
          course: data.courses.get(r.courseId)?.name ?? null,
          hole: h.courseHoleNumber,
          par: h.par,
          shot: s.shotNumber,
          startLie: s.startLie,
          endLie: s.endLie,
          club: s.club,
          penaltyStrokes: s.penaltyStrokes,
          distanceToPinBeforeYards: Math.round(s.distanceToPinBeforeYards * 10) / 10,
          distanceToPinAfterYards: Math.round(s.distanceToPinAfterYards * 10) / 10,
        },
      })),
    ),
  );
  return JSON.stringify({ type: 'FeatureCollection', features });
}
