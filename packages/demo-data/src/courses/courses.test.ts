import { describe, expect, it } from 'vitest';
import { classifyLie } from '../sim/lie';
import { playableHole } from '../sim/playable-hole';
import { COLLAR_YARDS } from './collar';
import { generateCourses } from './generate-course';
import { parseSpecShape } from './geojson';
import { PAR_LENGTH_RANGE_YARDS } from './style';

const courses = generateCourses(42);

describe('generateCourses', () => {
  it('is deterministic: the same seed gives byte-identical JSON', () => {
    expect(JSON.stringify(generateCourses(42))).toBe(JSON.stringify(courses));
    expect(JSON.stringify(generateCourses(43))).not.toBe(JSON.stringify(courses));
  });

  it('makes at least six 18-hole courses in every style with par 70–72', () => {
    expect(courses.length).toBeGreaterThanOrEqual(6);
    expect(new Set(courses.map((c) => c.style))).toEqual(new Set(['parkland', 'links', 'desert']));
    for (const course of courses) {
      expect(course.holes).toHaveLength(18);
      const par = course.holes.reduce((s, h) => s + h.par, 0);
      expect(par).toBe(course.par);
      expect(par).toBeGreaterThanOrEqual(70);
      expect(par).toBeLessThanOrEqual(72);
      expect(course.holes.map((h) => h.strokeIndex).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 18 }, (_, i) => i + 1),
      );
    }
  });

  it('gives every tee set realistic yardages and a rating and slope that grow with length', () => {
    for (const course of courses) {
      expect(course.tees.length).toBeGreaterThanOrEqual(3);
      for (const hole of course.holes) {
        const [min, max] = PAR_LENGTH_RANGE_YARDS[hole.par];
        for (const tee of course.tees) {
          const yards = hole.yardages[tee.name] as number;
          expect(yards).toBeGreaterThanOrEqual(min);
          expect(yards).toBeLessThanOrEqual(max);
        }
      }
      const byLength = [...course.tees].sort((a, b) => a.lengthYards - b.lengthYards);
      for (let i = 1; i < byLength.length; i += 1) {
        expect(byLength[i]!.courseRating).toBeGreaterThan(byLength[i - 1]!.courseRating);
        expect(byLength[i]!.slope).toBeGreaterThanOrEqual(byLength[i - 1]!.slope);
      }
    }
  });

  it('stores spec points strings ("lon lat" pairs) and closed GeoJSON rings near the course', () => {
    for (const course of courses) {
      for (const hole of course.holes) {
        const green = parseSpecShape(hole.shapes.green[0]!);
        expect(green.length).toBeGreaterThan(10);
        for (const [lng, lat] of green) {
          expect(Math.abs(lng - course.location.lng)).toBeLessThan(0.05);
          expect(Math.abs(lat - course.location.lat)).toBeLessThan(0.05);
        }
        expect(hole.shapes.teeboxcenter).toHaveLength(course.tees.length);
        for (const feature of hole.geojson.features) {
          if (feature.geometry.type !== 'Polygon') continue;
          const ring = feature.geometry.coordinates[0]!;
          expect(ring[0]).toEqual(ring[ring.length - 1]);
        }
        const kinds = new Set(hole.geojson.features.map((f) => f.properties.kind));
        for (const kind of ['perimeter', 'green', 'bunker', 'teebox', 'pin', 'centerline'])
          expect(kinds.has(kind as never)).toBe(true);
        if (hole.par !== 3) expect(kinds.has('fairway')).toBe(true);
      }
      expect(course.holes.some((h) => h.hasWater) || course.style === 'links').toBe(true);
    }
  });

  it('rings every green with a collar that the map draws as fairway and the simulator plays as fairway', () => {
    for (const course of courses) {
      for (const hole of course.holes) {
        const fairways = hole.geojson.features.filter((f) => f.properties.kind === 'fairway');
        expect(fairways).toHaveLength(2);
        const playable = playableHole(course, hole);
        const { xs, ys } = playable.green;
        let inCollar = 0;
        for (let i = 0; i < xs.length; i += 1) {
          // Half the collar's width beyond each green vertex, away from the green centre.
          const dx = (xs[i] as number) - playable.greenCenter.x;
          const dy = (ys[i] as number) - playable.greenCenter.y;
          const k = 1 + COLLAR_YARDS / 2 / Math.hypot(dx, dy);
          const lie = classifyLie(playable, playable.greenCenter.x + dx * k, playable.greenCenter.y + dy * k);
          expect(['fairway', 'sand', 'water']).toContain(lie);
          if (lie === 'fairway') inCollar += 1;
        }
        expect(inCollar).toBeGreaterThan(xs.length / 2);
      }
    }
  });

  it('puts each pin on its green and each tee inside the hole, as the simulator reads them', () => {
    for (const course of courses) {
      for (const hole of course.holes) {
        const playable = playableHole(course, hole);
        expect(classifyLie(playable, playable.pin.x, playable.pin.y)).toBe('green');
        for (const tee of Object.values(playable.tees))
          expect(classifyLie(playable, tee.x, tee.y)).not.toBe('oob');
      }
    }
  });

  it('routes the holes so each tee is a short walk from the previous green', () => {
    for (const course of courses) {
      for (let i = 1; i < 18; i += 1) {
        if (i === 9) continue; // the back nine starts at the clubhouse
        const previous = playableHole(course, course.holes[i - 1]!);
        const next = playableHole(course, course.holes[i]!);
        const back = Object.values(next.tees)[0]!;
        expect(Math.hypot(back.x - previous.greenCenter.x, back.y - previous.greenCenter.y)).toBeLessThan(80);
      }
    }
  });
});
