import { describe, expect, it } from 'vitest';
import { parLookup, yardageLookup } from './course';
import {
  distanceLabel,
  distanceYards,
  holeDistanceYards,
  orderTargets,
  proximityCircleRadii,
} from './hole-geometry';
import {
  bearingDegrees,
  circleRing,
  destinationPoint,
  isGpsPoint,
  isUsableTeePoint,
  parsePoints,
  sphericalDistanceMeters,
} from './points';
import { feetToYards, metersToYards, yardsToFeet } from './units';

describe('units', () => {
  it('converts meters to rounded yards with 1.09361', () => {
    expect(metersToYards(100)).toBe(109);
    expect(metersToYards(365.76)).toBe(400);
    expect(yardsToFeet(10)).toBe(30);
    expect(feetToYards(30)).toBe(10);
  });
});

describe('points', () => {
  it('parses lon-first pairs', () => {
    expect(parsePoints('-80.1 26.5, -80.2 26.6')).toEqual([
      { latitude: 26.5, longitude: -80.1 },
      { latitude: 26.6, longitude: -80.2 },
    ]);
  });
  it('skips malformed pairs and empty strings', () => {
    expect(parsePoints('')).toEqual([]);
    expect(parsePoints('1 2 3, x 4, 5 6')).toEqual([{ latitude: 6, longitude: 5 }]);
  });
  it('needs both coordinates for a GPS point, and a non-zero tee', () => {
    expect(isGpsPoint({ latitude: 1, longitude: 2 })).toBe(true);
    expect(isGpsPoint({ latitude: 1, longitude: null })).toBe(false);
    expect(isGpsPoint(null)).toBe(false);
    expect(isUsableTeePoint({ latitude: 0, longitude: 2 })).toBe(false);
    expect(isUsableTeePoint({ latitude: 1, longitude: 2 })).toBe(true);
  });
  it('measures great-circle distance', () => {
    // one degree of latitude ≈ 111.195 km on the mean sphere
    expect(sphericalDistanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111_195,
      -1,
    );
  });
});

describe('hole geometry', () => {
  const tee = { latitude: 40, longitude: -75 };
  const pin = { latitude: 40.003, longitude: -75 }; // ≈ 333.6 m
  it('gives tee→pin yards, or null for a missing or zero tee', () => {
    expect(
      holeDistanceYards({ teeLatitude: 40, teeLongitude: -75, pinLatitude: 40.003, pinLongitude: -75 }),
    ).toBe(metersToYards(sphericalDistanceMeters(tee, pin)));
    expect(
      holeDistanceYards({ teeLatitude: 0, teeLongitude: -75, pinLatitude: 40, pinLongitude: -75 }),
    ).toBeNull();
    expect(holeDistanceYards({ teeLatitude: 40, teeLongitude: -75 })).toBeNull();
    expect(distanceYards(tee, pin)).toBe(365);
  });
  it('orders targets by shot number without mutating', () => {
    const targets = [{ shotNumber: 2 }, { shotNumber: 1 }];
    expect(orderTargets(targets).map((t) => t.shotNumber)).toEqual([1, 2]);
    expect(targets[0]!.shotNumber).toBe(2);
  });
  it('labels in feet under 30 m, else yards', () => {
    expect(distanceLabel(10)).toEqual({ value: 33, unit: 'ft', text: '33 ft' });
    expect(distanceLabel(30)).toEqual({ value: 33, unit: 'yds', text: '33 yds' });
  });
  it('draws proximity circles at 5% and 12%', () => {
    expect(proximityCircleRadii(150)).toEqual([7.5, 18]);
  });
});

describe('course lookups', () => {
  const course = { menScorecardList: [{ parHole: [4, 3, 5] }], teesList: [{ ydsHole: [400, null] }] };
  it('returns par or 0', () => {
    expect(parLookup(course, 2)).toBe(3);
    expect(parLookup(course, 4)).toBe(0);
    expect(parLookup(course, 0)).toBe(0);
    expect(parLookup({}, 1)).toBe(0);
  });
  it('returns yardage or undefined', () => {
    expect(yardageLookup(course, 0, 1)).toBe(400);
    expect(yardageLookup(course, 0, 2)).toBeUndefined();
    expect(yardageLookup(course, 1, 1)).toBeUndefined();
  });
});

describe('bearings and circles', () => {
  const origin = { latitude: 40, longitude: -75 };
  it('measures bearings clockwise from north', () => {
    expect(bearingDegrees(origin, { latitude: 40.01, longitude: -75 })).toBeCloseTo(0, 6);
    expect(bearingDegrees(origin, { latitude: 40, longitude: -74.99 })).toBeCloseTo(90, 1);
    expect(bearingDegrees(origin, { latitude: 39.99, longitude: -75 })).toBeCloseTo(180, 6);
    expect(bearingDegrees(origin, { latitude: 40, longitude: -75.01 })).toBeCloseTo(270, 1);
  });
  it('walks a distance along a bearing and back', () => {
    const east = destinationPoint(origin, 90, 150);
    expect(sphericalDistanceMeters(origin, east)).toBeCloseTo(150, 6);
    expect(bearingDegrees(origin, east)).toBeCloseTo(90, 3);
    // Longitudes stay in [-180, 180) across the antimeridian.
    expect(destinationPoint({ latitude: 0, longitude: 179.9999 }, 90, 100).longitude).toBeLessThan(-179);
  });
  it('rings a centre at the radius, closed', () => {
    const ring = circleRing(origin, 12, 8);
    expect(ring).toHaveLength(9);
    expect(ring[8]).toEqual(ring[0]);
    for (const p of ring) expect(sphericalDistanceMeters(origin, p)).toBeCloseTo(12, 6);
  });
});
