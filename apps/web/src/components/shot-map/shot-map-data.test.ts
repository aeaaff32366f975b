import { describe, expect, it } from 'vitest';
import type { MapRound } from '@linksight/api-contract';
import { sphericalDistanceMeters } from '@linksight/golf-core';
import { holeBearing, holeBounds, pinOf, shotBounds, teeOf } from './hole-camera';
import {
  firstFocus,
  focusedHole,
  hasTrackedShots,
  proximityCircles,
  proximityShot,
  sameHoleEntries,
  shotFeatures,
  shotMarkers,
  stepHole,
  yardageLabels,
} from './shot-map-data';

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
  isCompleted: true,
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

  it('tells rounds tracked shot by shot from rounds with scores only', () => {
    const scoreOnly: MapRound = { ...round, golfRoundId: 8, holes: [hole(1, false), hole(2, false)] };
    expect(hasTrackedShots([scoreOnly])).toBe(false);
    expect(hasTrackedShots([])).toBe(false);
    expect(hasTrackedShots([scoreOnly, round])).toBe(true);
  });

  it('ignores a focus on a hole without data', () => {
    expect(focusedHole([round], { roundId: 7, roundHoleNumber: 1 })).toBeNull();
    expect(focusedHole([round], { roundId: 7, roundHoleNumber: 3 })?.hole.roundHoleNumber).toBe(3);
  });

  it('draws shots as lines with putts flagged, numbered markers and bounds around them', () => {
    const h = hole(2, true);
    const lines = shotFeatures([{ round, hole: h }], 7).features.filter(
      (f) => f.geometry.type === 'LineString',
    );
    expect(lines.map((f) => f.properties.isPutt)).toEqual([false, false, true]);
    expect(lines.every((f) => f.properties.isFocused)).toBe(true);
    expect(shotMarkers(h).map((m) => [m.shotNumber, m.isPutt])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(holeBounds(h)).toEqual([-70.003, 40, -70, 40.002]);
    expect(holeBounds(hole(1, false))).toBeNull();
    expect(shotBounds(h.shots[0]!)).toEqual([-70.003, 40, -70.002, 40.001]);
  });

  it('draws the same course hole of other rounds faded, with clickable starts naming their round', () => {
    const other: MapRound = { ...round, golfRoundId: 8, holes: [hole(2, true)] };
    const elsewhere: MapRound = { ...round, golfRoundId: 9, golfCourseId: 4, holes: [hole(2, true)] };
    const current = focusedHole([round, other, elsewhere], { roundId: 7, roundHoleNumber: 2 });
    const entries = sameHoleEntries([round, other, elsewhere], current);
    expect(entries.map((e) => e.round.golfRoundId)).toEqual([7, 8]);
    expect(sameHoleEntries([round], null)).toEqual([]);
    const features = shotFeatures(entries, 7).features;
    const starts = features.filter((f) => f.properties.kind === 'other-start');
    expect(starts.map((f) => [f.properties.roundId, f.properties.roundHoleNumber])).toEqual([
      [8, 2],
      [8, 2],
      [8, 2],
    ]);
    expect(features.filter((f) => f.properties.kind === 'pin')).toHaveLength(1);
  });

  it('turns Hole View from the tee (or the first shot) towards the pin', () => {
    const h = hole(2, true);
    // No tee recorded: the first shot's start (west of the pin, a little south) is the tee.
    expect(teeOf(h)).toEqual({ latitude: 40, longitude: -70.003 });
    expect(holeBearing(h)).toBeGreaterThan(45);
    expect(holeBearing(h)).toBeLessThan(53);
    const north = { ...h, coordinates: { tee: { latitude: 39.99, longitude: -70 }, pin: h.coordinates.pin } };
    expect(holeBearing(north)).toBeCloseTo(0, 6);
    // A zero tee is skipped (spec 3 §5) and a missing pin falls back to the last shot's end.
    const noPin = { ...h, coordinates: { tee: { latitude: 0, longitude: -70 }, pin: null } };
    expect(pinOf(noPin)).toEqual({ latitude: 40.001, longitude: -70 });
    expect(holeBearing(hole(1, false))).toBe(0);
  });

  it('labels yardages in feet under 30 m from the pin, else yards', () => {
    const h = hole(2, true);
    const labels = yardageLabels(h).map((l) => l.text);
    expect(labels[0]).toMatch(/^\d+ yds$/);
    expect(labels[2]).toMatch(/^\d+ yds$/);
    const nearPin = {
      ...h,
      shots: [{ ...h.shots[2]!, startLatitude: 40.0019, startLongitude: -70 }],
    };
    // 0.0001° of latitude is about 11 m: 36 ft.
    expect(yardageLabels(nearPin).map((l) => l.text)).toEqual(['36 ft']);
    expect(yardageLabels(hole(1, false))).toEqual([]);
  });

  it('rings the pin at 5 % and 12 % of the approach distance, or of a clicked shot', () => {
    const h = hole(2, true);
    expect(proximityShot(h, null)?.shotNumber).toBe(2);
    expect(proximityShot(h, 1)?.shotNumber).toBe(1);
    // A clicked putt keeps the approach.
    expect(proximityShot(h, 3)?.shotNumber).toBe(2);
    const circles = proximityCircles(h, null).features;
    expect(circles.map((f) => f.properties.percent)).toEqual([5, 12]);
    const pin = h.coordinates.pin!;
    const toPin = sphericalDistanceMeters({ latitude: 40, longitude: -70.002 }, pin);
    const ring = circles[1]!.geometry.coordinates as [number, number][];
    expect(sphericalDistanceMeters(pin, { longitude: ring[0]![0], latitude: ring[0]![1] })).toBeCloseTo(
      toPin * 0.12,
      3,
    );
    expect(proximityCircles(hole(1, false), null).features).toEqual([]);
  });
});
