import { describe, expect, it } from 'vitest';
import {
  approachShotOf,
  coursePlanAdvice,
  coursePlanCategory,
  noPlanNote,
  type PlanShot,
} from './course-plan';

const shot = (startLie: string, endLie: string, startToPinYards: number): PlanShot => ({
  startLie,
  endLie,
  startToPinYards,
});

describe('approachShotOf', () => {
  it('is the last full shot before the green, not the chip after a missed green', () => {
    const approach = shot('fairway', 'rough', 165);
    const hole = [
      shot('tee', 'fairway', 430),
      approach,
      shot('rough', 'green', 18),
      shot('green', 'hole', 9),
    ];
    expect(approachShotOf(hole)).toBe(approach);
  });

  it('is the lay-up’s next shot on a par 5, and a shot that finds the green at once', () => {
    const third = shot('fairway', 'green', 95);
    expect(
      approachShotOf([
        shot('tee', 'fairway', 540),
        shot('fairway', 'fairway', 280),
        third,
        shot('green', 'hole', 12),
      ]),
    ).toBe(third);
    const holed = shot('fairway', 'hole', 140);
    expect(approachShotOf([shot('tee', 'fairway', 400), holed])).toBe(holed);
  });

  it('skips recoveries and has none for a driven green or a hole never finished', () => {
    const approach = shot('rough', 'recovery', 150);
    expect(
      approachShotOf([
        shot('tee', 'rough', 410),
        approach,
        shot('recovery', 'green', 60),
        shot('green', 'hole', 20),
      ]),
    ).toBe(approach);
    expect(approachShotOf([shot('tee', 'rough', 330), shot('rough', 'green', 25)])).toBeNull();
    expect(approachShotOf([shot('tee', 'fairway', 410), shot('fairway', 'rough', 170)])).toBeNull();
  });
});

describe('course plan words', () => {
  it('plans a par 3 tee shot and a par 4 approach by their distance, never with driver / woods', () => {
    expect(coursePlanCategory(3, 180)).toBe('midIrons');
    expect(coursePlanCategory(4, 100)).toBe('wedges');
    expect(coursePlanCategory(4, 420)).toBeNull();
    expect(coursePlanCategory(5, 30)).toBeNull();
  });

  it('calls only a shot inside 40 yd a short-game shot; a longer one is beyond the long irons', () => {
    expect(noPlanNote({ kind: 'noCategory', par: 4, yards: 33 })).toBe(
      'Your approaches here start 33 yd from the pin on average: a short-game shot, no dispersion plan.',
    );
    const long = noPlanNote({ kind: 'noCategory', par: 4, yards: 412 });
    expect(long).toBe(
      'Your approaches here start 412 yd from the pin on average, beyond the long-iron band (190–230 yd): no dispersion plan for a shot that long.',
    );
    expect(long).not.toContain('short-game');
    expect(noPlanNote({ kind: 'noCategory', par: 3, yards: 245 })).toMatch(/^The tee shot is 245 yd, beyond/);
    expect(noPlanNote({ kind: 'tooFewShots', par: 3, category: 'longIrons' })).toBe(
      'Not enough long irons shots (fewer than 5) to plan this tee shot.',
    );
  });

  it('advises a tee shot on a par 3 and an approach on a par 4 or 5', () => {
    const par3 = coursePlanAdvice({ par: 3, category: 'longIrons', isClear: true });
    expect(par3).toBe(
      'Hit your tee shot with long irons. The orange ellipse holds 95 % of your shots with that club; the dot is the aim.',
    );
    expect(par3).not.toMatch(/approach/i);
    expect(coursePlanAdvice({ par: 4, category: 'wedges', isClear: false })).toBe(
      "Approach with wedges from where your approaches on this hole start on average (the dashed line's start). The orange ellipse holds 95 % of your shots with that club; the dot is the aim. No aim keeps it clear: play for the safest miss.",
    );
  });
});
