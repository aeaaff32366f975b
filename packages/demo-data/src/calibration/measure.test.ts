import type { HoleInput, Lie, RoundInput, ShotInput } from '@linksight/golf-core';
import { describe, expect, it } from 'vitest';
import { summarise } from './measure';

const at = { lat: 35.2, lng: -79.5 };
const shot = (shotNumber: number, startLie: Lie, endLie: Lie, before: number, after: number): ShotInput => ({
  shotNumber,
  start: at,
  end: at,
  startLie,
  endLie,
  distanceToPinBeforeYards: before,
  distanceToPinAfterYards: after,
  penaltyStrokes: 0,
});
const hole = (n: number, shots: ShotInput[]): HoleInput => ({
  roundHoleNumber: n,
  courseHoleNumber: n,
  par: 4,
  strokeIndex: n,
  lengthYards: 400,
  score: shots.length,
  putts: shots.filter((s) => s.startLie === 'green').length,
  fairway: 'hit',
  tee: at,
  pin: at,
  isExcluded: false,
  shots,
});
const round = (holes: HoleInput[]): RoundInput => ({
  id: 1,
  accountId: 1,
  playedAt: '2024-06-01T08:00:00Z',
  courseId: 1,
  courseName: 'Test',
  teeName: 'White',
  courseRating: 72,
  slope: 113,
  coursePar: 72,
  holeCount: 18,
  roundType: 1,
  roundNumber: 1,
  tournamentId: null,
  tournamentName: null,
  isSimulator: false,
  isCompleted: true,
  holes,
});

describe('summarise', () => {
  it('counts scrambling as par or better on the holes whose green was missed in regulation', () => {
    const stats = summarise(
      [
        round([
          // Green in regulation, two putts: not a scrambling chance.
          hole(1, [
            shot(1, 'tee', 'fairway', 400, 150),
            shot(2, 'fairway', 'green', 150, 8),
            shot(3, 'green', 'green', 8, 1),
            shot(4, 'green', 'hole', 1, 0),
          ]),
          // Missed, chipped close, one putt: a par saved.
          hole(2, [
            shot(1, 'tee', 'fairway', 400, 150),
            shot(2, 'fairway', 'rough', 150, 12),
            shot(3, 'rough', 'green', 12, 1),
            shot(4, 'green', 'hole', 1, 0),
          ]),
          // Missed, chipped on, two putts: a bogey.
          hole(3, [
            shot(1, 'tee', 'fairway', 400, 150),
            shot(2, 'fairway', 'sand', 150, 15),
            shot(3, 'sand', 'green', 15, 6),
            shot(4, 'green', 'green', 6, 1),
            shot(5, 'green', 'hole', 1, 0),
          ]),
        ]),
      ],
      10,
    );
    expect(stats.gir).toBeCloseTo(1 / 3);
    expect(stats.scrambling).toBeCloseTo(1 / 2);
    // Hole 2's chip from 12 yd and hole 3's bunker shot from 15 yd; approaches from 150 yd are not.
    expect(stats.shortGameShots).toBe(1);
    expect(stats.sandShots).toBe(1);
  });
});
