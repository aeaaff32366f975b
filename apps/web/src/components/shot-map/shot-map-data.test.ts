import { describe, expect, it } from 'vitest';
import type { MapRound } from '@linksight/api-contract';
import { firstFocus, focusedHole, holeBounds, shotFeatures, shotMarkers, stepHole } from './shot-map-data';

type Hole = MapRound['holes'][number];
const shot = (shotNumber: number, type: string, lng: number) => ({
  shotNumber,
  type,
  startLatitude: 40,
  startLongitude: lng,
  endLatitude: 40.001,
  endLongitude: lng + 0.001,
  penaltyStrokes: 0,
});
const hole = (n: number, withShots: boolean): Hole => ({
  roundHoleNumber: n,
  courseHoleNumber: n,
  par: 4,
  score: 4,
  scoreVsPar: 0,
  lengthYards: 400,
  isExcluded: false,
  coordinates: { tee: null, pin: withShots ? { latitude: 40.002, longitude: -70 } : null },
  shots: withShots ? [shot(1, 'Tee', -70.003), shot(2, 'Fairway', -70.002), shot(3, 'Putt', -70.001)] : [],
  stats: null,
});
const round: MapRound = {
  golfRoundId: 7,
  golfCourseName: 'Course',
  playedDate: '2026-05-01T10:00:00.000Z',
  label: 'Course',
  tournamentId: null,
  tournamentName: null,
  golfCourseId: 3,
  groupKey: 'round-7',
  holes: [hole(1, false), hole(2, true), hole(3, true), hole(4, true)],
};

describe('shot map data', () => {
  it('focuses the first hole with data and steps Previous/Next with wrap-around, skipping holes without data', () => {
    const focus = firstFocus([round])!;
    expect(focus).toEqual({ roundId: 7, roundHoleNumber: 2 });
    expect(stepHole([round], { roundId: 7, roundHoleNumber: 4 }, 1).roundHoleNumber).toBe(2);
    expect(stepHole([round], focus, -1).roundHoleNumber).toBe(4);
    expect(stepHole([round], focus, 1).roundHoleNumber).toBe(3);
  });

  it('ignores a focus on a hole without data', () => {
    expect(focusedHole([round], { roundId: 7, roundHoleNumber: 1 })).toBeNull();
    expect(focusedHole([round], { roundId: 7, roundHoleNumber: 3 })?.hole.roundHoleNumber).toBe(3);
  });

  it('draws shots as lines with putts flagged, numbered markers and bounds around them', () => {
    const h = hole(2, true);
    const lines = shotFeatures(h).features.filter((f) => f.geometry.type === 'LineString');
    expect(lines.map((f) => f.properties.isPutt)).toEqual([false, false, true]);
    expect(shotMarkers(h).map((m) => [m.shotNumber, m.isPutt])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(holeBounds(h)).toEqual([-70.003, 40, -70, 40.002]);
    expect(holeBounds(hole(1, false))).toBeNull();
  });
});
