import { describe, expect, it } from 'vitest';
import { destinationPoint } from '../geometry/points';
import { CLUB_CATEGORY_BANDS, clubCategoryOf, clubCategoryOfName } from './club-category';
import {
  analyzeDispersion,
  chiSquare2,
  dispersionStats,
  MIN_DISPERSION_SHOTS,
  shotOffset,
  symmetricEigen,
} from './dispersion';
import { MAX_PIN_AIM_YARDS, pointAlongPolyline, shotAim } from './shot-aim';
import { lineFrame } from './local-frame';

const YARD = 0.9144;
const origin = { latitude: 40, longitude: -75 };

describe('lineFrame', () => {
  it('puts the target straight ahead and points to the right at +x (target due north)', () => {
    const target = destinationPoint(origin, 0, 150 * YARD);
    const frame = lineFrame(origin, target);
    const t = frame.toXy(target);
    expect(t.x).toBeCloseTo(0, 3);
    expect(t.y).toBeCloseTo(150, 0);
    // 10 yd east of the origin is 10 yd right of a line heading north.
    const east = frame.toXy(destinationPoint(origin, 90, 10 * YARD));
    expect(east.x).toBeCloseTo(10, 1);
    expect(east.y).toBeCloseTo(0, 1);
    const back = frame.toPoint({ x: 10, y: 20 });
    const again = frame.toXy(back);
    expect(again.x).toBeCloseTo(10, 6);
    expect(again.y).toBeCloseTo(20, 6);
  });

  it('measures offsets on the shot line whatever its heading (target due east)', () => {
    const target = destinationPoint(origin, 90, 160 * YARD);
    // Ended 8 yd south of the target = 8 yd right of a line heading east, 5 yd long.
    const end = destinationPoint(destinationPoint(target, 180, 8 * YARD), 90, 5 * YARD);
    const o = shotOffset({ start: origin, end, target });
    expect(o.x).toBeCloseTo(8, 1);
    expect(o.y).toBeCloseTo(5, 1);
    expect(o.targetDistanceYards).toBeCloseTo(160, 0);
  });
});

describe('dispersionStats', () => {
  it('is null below the minimum number of shots', () => {
    const four = [
      { x: -1, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: -2 },
      { x: 0, y: 2 },
    ];
    expect(MIN_DISPERSION_SHOTS).toBe(5);
    expect(dispersionStats(four)).toBeNull();
  });

  it('computes mean, spreads and axis-aligned ellipses by hand', () => {
    // Mean (0, 0); var x = (1+1)/4 = 0.5, var y = (4+4)/4 = 2 (n − 1 = 4), covariance 0.
    const points = [
      { x: -1, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: -2 },
      { x: 0, y: 2 },
      { x: 0, y: 0 },
    ];
    const s = dispersionStats(points)!;
    expect(s.shotCount).toBe(5);
    expect(s.mean).toEqual({ x: 0, y: 0 });
    expect(s.sdX).toBeCloseTo(Math.sqrt(0.5), 10);
    expect(s.sdY).toBeCloseTo(Math.sqrt(2), 10);
    expect(s.covXY).toBe(0);
    expect(s.leftShare).toBeCloseTo(0.2);
    expect(s.shortShare).toBeCloseTo(0.2);
    const [e68, e95] = s.ellipses;
    // k² = −2 ln(0.32) = 2.27887 → major √(2 × 2.27887) = 2.13489, minor √(0.5 × 2.27887) = 1.06745.
    expect(chiSquare2(0.68)).toBeCloseTo(2.27887, 4);
    expect(e68!.major).toBeCloseTo(2.13489, 4);
    expect(e68!.minor).toBeCloseTo(1.06745, 4);
    // Major axis along y (long/short).
    expect(Math.abs(e68!.angle)).toBeCloseTo(Math.PI / 2, 10);
    // k² = −2 ln(0.05) = 5.99146 → major 3.46163, minor 1.73082.
    expect(e95!.major).toBeCloseTo(3.46163, 4);
    expect(e95!.minor).toBeCloseTo(1.73082, 4);
    // 68 %: (0, ±2) lies at 2/2.135 → inside; (±1, 0) at 1/1.067 → inside: all five.
    expect(e68!.shotsInside).toBe(5);
    expect(e95!.shotsInside).toBe(5);
  });

  it('tilts the ellipse with correlated misses (long misses go right)', () => {
    const points = [-2, -1, 0, 1, 2].map((t) => ({ x: t, y: t + (t === 0 ? 0.5 : 0) }));
    const s = dispersionStats(points)!;
    expect(s.covXY).toBeGreaterThan(0);
    expect(s.ellipses[0]!.angle).toBeCloseTo(Math.PI / 4, 1);
    expect(s.ellipses[0]!.major).toBeGreaterThan(5 * s.ellipses[0]!.minor);
  });

  it('decomposes a symmetric matrix (eigenvalues 3 and 1 of [[2,1],[1,2]], axis at 45°)', () => {
    const e = symmetricEigen(2, 1, 2);
    expect(e.l1).toBeCloseTo(3, 10);
    expect(e.l2).toBeCloseTo(1, 10);
    expect(e.angle).toBeCloseTo(Math.PI / 4, 10);
  });
});

describe('club categories', () => {
  it('reads recorded club names', () => {
    expect(clubCategoryOfName('Driver')).toBe('driverWoods');
    expect(clubCategoryOfName('3W')).toBe('driverWoods');
    expect(clubCategoryOfName('4i')).toBe('longIrons');
    expect(clubCategoryOfName('7i')).toBe('midIrons');
    expect(clubCategoryOfName('9 iron')).toBe('shortIrons');
    expect(clubCategoryOfName('PW')).toBe('wedges');
    expect(clubCategoryOfName('putter')).toBeNull();
  });

  it('falls back on the lie and the distance band', () => {
    const shot = (startLie: string, par: number, d: number) =>
      clubCategoryOf({ startLie, par, targetDistanceYards: d });
    expect(shot('tee', 4, 150)).toBe('driverWoods');
    expect(shot('tee', 3, 150)).toBe('midIrons');
    expect(shot('fairway', 5, 229)).toBe('longIrons');
    expect(shot('fairway', 4, 190)).toBe('longIrons');
    expect(shot('rough', 4, 189.9)).toBe('midIrons');
    expect(shot('fairway', 4, 120)).toBe('shortIrons');
    expect(shot('fairway', 4, 119)).toBe('wedges');
    expect(shot('fairway', 4, 39)).toBeNull();
    expect(shot('green', 4, 10)).toBeNull();
    expect(shot('recovery', 4, 150)).toBeNull();
  });

  it('keeps driver / woods to tee shots on par 4 and 5, as its band says', () => {
    const shot = (startLie: string, par: number, d: number, club?: string) =>
      clubCategoryOf({ startLie, par, targetDistanceYards: d, club });
    expect(CLUB_CATEGORY_BANDS.driverWoods).toMatch(/^tee shots on par 4 and 5/);
    expect(shot('tee', 5, 280, 'Driver')).toBe('driverWoods');
    expect(shot('tee', 4, 210, '3W')).toBe('driverWoods');
    // A second shot on a par 5 from 240 or 400 yd is no tee shot: it fits no band.
    expect(shot('fairway', 5, 240)).toBeNull();
    expect(shot('rough', 5, 400)).toBeNull();
    expect(shot('fairway', 5, 250, '3W')).toBeNull();
    // A wood or hybrid hit from the fairway, or off a par-3 tee, goes by its distance.
    expect(shot('fairway', 4, 200, '4H')).toBe('longIrons');
    expect(shot('tee', 3, 170, '5W')).toBe('midIrons');
    expect(shot('tee', 3, 240)).toBeNull();
    // A recorded iron off a par-4 tee stays an iron.
    expect(shot('tee', 4, 190, '4i')).toBe('longIrons');
  });
});

describe('analyzeDispersion', () => {
  it('groups shots and measures tee shots without a target from their mean length', () => {
    const pin = destinationPoint(origin, 0, 400 * YARD);
    // Five drives 250, 260, 270, 280, 290 yd straight at a pin 400 yd away, no target.
    const drives = [250, 260, 270, 280, 290].map((d) => ({
      start: origin,
      end: destinationPoint(origin, 0, d * YARD),
      target: pin,
      hasTargetDistance: false,
      startLie: 'tee',
      par: 4,
    }));
    // Three wedges: too few for a spread.
    const green = destinationPoint(origin, 0, 100 * YARD);
    const wedges = [0, 1, 2].map((i) => ({
      start: origin,
      end: destinationPoint(green, 90, i * YARD),
      target: green,
      hasTargetDistance: true,
      startLie: 'fairway',
      par: 4,
    }));
    const groups = analyzeDispersion([...drives, ...wedges]);
    expect(groups.map((g) => g.category)).toEqual([
      'driverWoods',
      'longIrons',
      'midIrons',
      'shortIrons',
      'wedges',
    ]);
    const d = groups[0]!;
    expect(d.offsets.map((o) => Math.round(o.y) + 0)).toEqual([-20, -10, 0, 10, 20]);
    expect(d.meanTargetDistanceYards).toBeCloseTo(270, 0);
    // sd of −20, −10, 0, 10, 20 with n − 1: √(1000/4) = 15.81
    expect(d.stats!.sdY).toBeCloseTo(15.81, 1);
    expect(d.stats!.sdX).toBeCloseTo(0, 1);
    const w = groups[4]!;
    expect(w.offsets).toHaveLength(3);
    expect(w.stats).toBeNull();
  });

  it('puts only tee shots of par 4 and 5 in the driver / woods group', () => {
    const pin = destinationPoint(origin, 0, 400 * YARD);
    const drives = [250, 260, 270, 280, 290].map((d) => ({
      start: origin,
      end: destinationPoint(origin, 0, d * YARD),
      target: pin,
      hasTargetDistance: false,
      startLie: 'tee',
      par: 5,
    }));
    // Second shots of a par 5 from 240 yd, one with a recorded 3-wood: not tee shots.
    const green = destinationPoint(origin, 0, 240 * YARD);
    const seconds = ['3W', null, null].map((club, i) => ({
      start: origin,
      end: destinationPoint(green, 90, i * YARD),
      target: green,
      hasTargetDistance: true,
      startLie: 'fairway',
      par: 5,
      club,
    }));
    const groups = analyzeDispersion([...drives, ...seconds]);
    expect(groups.find((g) => g.category === 'driverWoods')!.offsets).toHaveLength(5);
    expect(groups.reduce((n, g) => n + g.offsets.length, 0)).toBe(5);
  });
});

describe('shotAim', () => {
  const pin = destinationPoint(origin, 0, 400 * YARD);
  // A dogleg right: 250 yd north, then east.
  const corner = destinationPoint(origin, 0, 250 * YARD);
  const centerLine = [origin, corner, destinationPoint(corner, 90, 150 * YARD)];

  it('aims a tee shot without a target down the centre line at its own length', () => {
    const end = destinationPoint(origin, 0, 270 * YARD);
    const aim = shotAim({ start: origin, end, startLie: 'tee', par: 4, pin, target: null, centerLine })!;
    expect(aim.hasTargetDistance).toBe(false);
    // 270 yd along the line: the corner, then 20 yd east.
    const expected = destinationPoint(corner, 90, 20 * YARD);
    expect(aim.target.latitude).toBeCloseTo(expected.latitude, 5);
    expect(aim.target.longitude).toBeCloseTo(expected.longitude, 5);
    expect(pointAlongPolyline(centerLine, 1000)).toEqual(centerLine[2]);
  });

  it('keeps a recorded target, aims at a pin in reach and leaves lay-ups out', () => {
    const target = destinationPoint(origin, 10, 200 * YARD);
    expect(
      shotAim({ start: origin, end: target, startLie: 'fairway', par: 5, pin, target, centerLine }),
    ).toEqual({
      target,
      hasTargetDistance: true,
    });
    const near = destinationPoint(origin, 0, 180 * YARD);
    expect(
      shotAim({
        start: origin,
        end: near,
        startLie: 'fairway',
        par: 4,
        pin: near,
        target: null,
        centerLine: null,
      }),
    ).toEqual({
      target: near,
      hasTargetDistance: true,
    });
    // 400 yd to the pin: beyond MAX_PIN_AIM_YARDS, the aim is unknown.
    expect(MAX_PIN_AIM_YARDS).toBe(260);
    expect(
      shotAim({ start: origin, end: near, startLie: 'fairway', par: 5, pin, target: null, centerLine: null }),
    ).toBeNull();
  });
});
