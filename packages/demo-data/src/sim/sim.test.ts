import { describe, expect, it } from 'vitest';
import { generateCourses } from '../courses/generate-course';
import { createRng } from '../random/rng';
import { playRound } from './play-round';
import { namedProfile, profileForLevel } from './profiles';

const courses = generateCourses(9);
const course = courses[0]!;

describe('playRound', () => {
  const round = playRound(createRng(3), {
    id: 1,
    accountId: 2,
    course,
    teeName: 'Blue',
    profile: profileForLevel(10),
    playedAt: '2024-05-01T13:00:00Z',
    holeCount: 18,
  });

  it('records every shot: numbered with penalties, ending in the hole, score = strokes + penalties', () => {
    expect(round.holes).toHaveLength(18);
    for (const hole of round.holes) {
      const strokes = hole.shots.length + hole.shots.reduce((s, shot) => s + shot.penaltyStrokes, 0);
      expect(hole.score).toBe(strokes);
      const last = hole.shots[hole.shots.length - 1]!;
      if (hole.score! < hole.par + 7) expect(last.endLie).toBe('hole');
      expect(hole.shots[0]!.startLie).toBe('tee');
      let expected = 1;
      for (const shot of hole.shots) {
        expect(shot.shotNumber).toBe(expected);
        expected += 1 + shot.penaltyStrokes;
        expect(shot.endLie === 'penalty').toBe(shot.penaltyStrokes > 0);
      }
      expect(hole.putts).toBe(hole.shots.filter((s) => s.startLie === 'green').length);
      expect(hole.fairway === null).toBe(hole.par === 3);
      expect(last.distanceToPinAfterYards === 0).toBe(last.endLie === 'hole');
    }
  });

  it('plays at real coordinates on the course', () => {
    const shot = round.holes[0]!.shots[0]!;
    expect(Math.abs(shot.start.lat - course.location.lat)).toBeLessThan(0.05);
    expect(Math.abs(shot.end.lng - course.location.lng)).toBeLessThan(0.05);
    expect(round.courseRating).toBe(course.tees.find((t) => t.name === 'Blue')!.courseRating);
  });

  it('leaves the unplayed holes of a round in progress without a score', () => {
    const partial = playRound(createRng(4), {
      id: 2,
      accountId: 2,
      course,
      teeName: 'White',
      profile: profileForLevel(5),
      playedAt: '2024-05-01T13:00:00Z',
      holeCount: 9,
      startHole: 10,
      holesPlayed: 4,
    });
    expect(partial.isCompleted).toBe(false);
    expect(partial.holes.map((h) => h.courseHoleNumber)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(partial.holes.filter((h) => h.score !== null)).toHaveLength(4);
    // WHS: a 9-hole rating is half the 18-hole rating, to 0.1.
    expect(
      Math.abs(partial.courseRating - course.tees.find((t) => t.name === 'White')!.courseRating / 2),
    ).toBeLessThanOrEqual(0.051);
  });

  it('is reproducible for a seed and ranks the levels in order', () => {
    const again = playRound(createRng(3), {
      id: 1,
      accountId: 2,
      course,
      teeName: 'Blue',
      profile: profileForLevel(10),
      playedAt: '2024-05-01T13:00:00Z',
      holeCount: 18,
    });
    expect(JSON.stringify(again)).toBe(JSON.stringify(round));
    const average = (profile: ReturnType<typeof namedProfile>): number => {
      const rng = createRng(5);
      let total = 0;
      for (let i = 0; i < 60; i += 1)
        total += playRound(rng, {
          id: i,
          accountId: 1,
          course: courses[i % courses.length]!,
          teeName: 'White',
          profile,
          playedAt: '2024-05-01T13:00:00Z',
          holeCount: 18,
        }).holes.reduce((s, h) => s + (h.score ?? 0), 0);
      return total / 60;
    };
    const tour = average(namedProfile('pga-tour'));
    const scratch = average(namedProfile('scratch'));
    const twenty = average(namedProfile('hcp-20'));
    expect(tour).toBeLessThan(scratch);
    expect(scratch).toBeLessThan(twenty);
  });

  it('interpolates profiles between levels', () => {
    const five = profileForLevel(5);
    const seven = profileForLevel(7.5);
    const ten = profileForLevel(10);
    expect(seven.driveYards).toBeLessThan(five.driveYards);
    expect(seven.driveYards).toBeGreaterThan(ten.driveYards);
  });
});
