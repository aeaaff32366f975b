import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Lie } from '../model/round';
import { expectedFrom, strokesGainedByCategory } from './shot-categories';
import { hole, shot } from '../testing/fixtures';

describe('strokesGainedByCategory (issue 21)', () => {
  it('scores the last shot of an unfinished hole that went out of bounds as stroke and distance: −2', () => {
    const h = hole({ par: 4, score: null, shots: [shot(1, 'tee', 400, 'penalty', 180, 1)] });
    const sg = strokesGainedByCategory(h, h.shots);
    expect(sg.offTheTee).toBeCloseTo(-2, 9);
    expect(sg.total).toBeCloseTo(-2, 9);
  });

  it('scores the same shot −2 when the hole goes on with a re-tee', () => {
    const h = hole({
      par: 4,
      score: 5,
      shots: [
        shot(1, 'tee', 400, 'penalty', 180, 1),
        shot(3, 'tee', 400, 'fairway', 150),
        shot(4, 'fairway', 150, 'green', 4),
        shot(5, 'green', 4, 'hole', 0),
      ],
    });
    expect(strokesGainedByCategory(h, h.shots).offTheTee).toBeCloseTo(
      -2 + (expectedFrom('tee', 400) - expectedFrom('fairway', 150) - 1),
      9,
    );
  });

  it('a chip from 3 yd that finishes at 2 ft gains what it should, not what the 10 yd row says', () => {
    const h = hole({
      par: 4,
      shots: [shot(1, 'fairway', 3, 'green', 2 / 3), shot(2, 'green', 2 / 3, 'hole', 0)],
    });
    // From 3 yd in the collar (fairway): 1.56 + 0.20 = 1.76; to 2 ft: 1.01. Gains −0.25, not +0.17.
    expect(strokesGainedByCategory(h, h.shots).aroundTheGreen).toBeCloseTo(1.76 - 1.01 - 1, 9);
  });

  it('adds up to E(tee) − strokes taken on every holed hole (property)', () => {
    const lies: Lie[] = ['fairway', 'rough', 'sand', 'recovery', 'penalty', 'green'];
    const middleShot = fc.record({
      lie: fc.constantFrom(...lies),
      yards: fc.double({ min: 0.2, max: 650, noNaN: true }),
      penalty: fc.constantFrom(0, 0, 0, 1, 2),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 90, max: 640 }),
        fc.array(middleShot, { maxLength: 8 }),
        (teeYards, middle) => {
          // Each middle entry is where the next shot starts (the previous shot's end).
          const positions = [{ lie: 'tee' as Lie, yards: teeYards, penalty: 0 }, ...middle];
          let stroke = 1;
          const shots = positions.map((p, i) => {
            const next = positions[i + 1];
            const s = shot(
              stroke,
              p.lie === 'penalty' ? 'rough' : p.lie,
              p.yards,
              next ? next.lie : 'hole',
              next ? next.yards : 0,
              next?.penalty ?? 0,
            );
            stroke += 1 + s.penaltyStrokes;
            return s;
          });
          const taken = stroke - 1;
          const h = hole({ par: 4, score: taken, shots });
          const sg = strokesGainedByCategory(h, shots);
          expect(sg.total).toBeCloseTo(expectedFrom('tee', teeYards) - taken, 9);
          const parts = sg.offTheTee + sg.approach + sg.aroundTheGreen + sg.putting;
          expect(parts).toBeCloseTo(sg.total, 9);
        },
      ),
      { seed: 21, numRuns: 500 },
    );
  });
});
