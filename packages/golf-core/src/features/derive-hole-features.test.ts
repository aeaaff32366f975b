import { describe, expect, it } from 'vitest';
import { hole, round, shot } from '../testing/fixtures';
import { expectedStrokes } from '../strokes-gained/expected-strokes';
import { deriveHoleFeatures, deriveHoleFeaturesOfHole } from './derive-hole-features';

describe('deriveHoleFeatures: a birdie par 4 with full shots', () => {
  // 400 yd tee → fairway 120 → green 10 ft (3.333 yd) → holed: 3 strokes.
  const h = deriveHoleFeaturesOfHole(
    7,
    hole({
      par: 4,
      score: 3,
      putts: 1,
      fairway: 'hit',
      shots: [
        shot(1, 'tee', 400, 'fairway', 120),
        shot(2, 'fairway', 120, 'green', 10 / 3),
        shot(3, 'green', 10 / 3, 'hole', 0),
      ],
    }),
  );
  it('sets the scoring flags', () => {
    expect(h).toMatchObject({
      roundId: 7,
      scoreVsPar: -1,
      madeBirdie: true,
      madeUnderPar: true,
      madeParOrBetter: true,
      madeEagle: false,
      madePar: false,
      isPar4: true,
    });
  });
  it('sets fairway, GIR, approach and putting', () => {
    expect(h).toMatchObject({
      fairwayHit: true,
      fairwayMissed: false,
      madeGreenInRegulation: true,
      approachDistanceYards: 120,
      approachStartLie: 'fairway',
      approachInside5Pct: true, // 3.33 yd ≤ 6 yd
      approachOutside12Pct: false,
      approachMissedGreen: false,
      puttCount: 1,
      onePutt: true,
      madeUpDown: false,
      missedUpDown: false,
      driveDistanceYards: 280,
    });
    expect(h.firstPuttFeet).toBeCloseTo(10, 9);
    expect(h.madePuttFeet).toBeCloseTo(10, 9);
    expect(h.putts4To12Ft).toBe(1);
  });
  it('splits strokes gained by category and sums to E(tee) − score', () => {
    expect(h.sgOffTheTee).toBeCloseTo(3.99 - 2.85 - 1, 9);
    expect(h.sgApproach).toBeCloseTo(2.85 - 1.61 - 1, 9);
    expect(h.sgPutting).toBeCloseTo(0.61, 9);
    expect(h.sgAroundTheGreen).toBe(0);
    expect(h.sgTotal).toBeCloseTo(expectedStrokes('tee', 400) - 3, 9);
  });
  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(h))).toEqual(h);
  });
});

describe('edge: no putts recorded', () => {
  const h = deriveHoleFeaturesOfHole(1, hole({ par: 4, score: 5, putts: null, fairway: 'left' }));
  it('leaves putting and GIR unknown but keeps scoring and fairway', () => {
    expect(h.puttCount).toBeNull();
    expect(h.onePutt).toBe(false);
    expect(h.threePuttOrMore).toBe(false);
    expect(h.madeGreenInRegulation).toBe(false);
    expect(h.missedGreenInRegulation).toBe(false);
    expect(h.madeBogey).toBe(true);
    expect(h.fairwayMissed && h.fairwayMissedLeft && !h.fairwayMissedRight).toBe(true);
    expect(h.sgTotal).toBeNull();
  });
});

describe('edge: holed from off the green', () => {
  // Par 4: drive to 150 rough, approach to 20 yd sand, holed bunker shot = par 4, 0 putts.
  const h = deriveHoleFeaturesOfHole(
    1,
    hole({
      par: 4,
      score: 4,
      putts: 0,
      fairway: 'right',
      shots: [
        shot(1, 'tee', 420, 'rough', 150),
        shot(2, 'rough', 150, 'sand', 20),
        shot(3, 'sand', 20, 'hole', 0),
      ],
    }),
  );
  it('is a missed GIR, a made sand save in the 15–25 yd band, and a scramble', () => {
    expect(h).toMatchObject({
      missedGreenInRegulation: true,
      madeUpDown: true,
      upDownBand: '15to25',
      isSandSaveChance: true,
      hasSandShot: true,
      madeScramble: true,
      puttCount: 0,
      firstPuttFeet: null,
      madePuttFeet: null,
      approachMissedGreen: true,
      approachShortSided: false, // 20 yd > 15 yd
      fairwayMissedRight: true,
    });
    expect(h.sgAroundTheGreen).toBeCloseTo(2.53 - 1, 9);
  });
});

describe('edge: penalty off the tee', () => {
  // Par 4: tee shot OB (1 penalty), re-tee as stroke 3 to fairway 100, approach to green 30 ft,
  // two putts: 3 + 1 + 2 = 6... strokes: 1 (+1), 3, 4, 5, 6 → double bogey.
  const h = deriveHoleFeaturesOfHole(
    1,
    hole({
      par: 4,
      score: 6,
      putts: 2,
      fairway: null,
      shots: [
        shot(1, 'tee', 400, 'penalty', 380, 1),
        shot(3, 'tee', 400, 'fairway', 100),
        shot(4, 'fairway', 100, 'green', 10),
        shot(5, 'green', 10, 'green', 1),
        shot(6, 'green', 1, 'hole', 0),
      ],
    }),
  );
  it('records the tee penalty and no drive distance', () => {
    expect(h.hasTeePenalty).toBe(true);
    expect(h.penaltyStrokes).toBe(1);
    expect(h.driveDistanceYards).toBeNull();
    expect(h.teeShotEndLie).toBe('penalty');
    expect(h.fairwayMissed).toBe(true);
    expect(h.madeDoubleBogeyOrHigher).toBe(true);
    expect(h.missedGreenInRegulation).toBe(true);
  });
  it('charges the re-tee as −2 off the tee', () => {
    // OB: 3.99 − 3.99 − 1 − 1 = −2; re-tee: 3.99 − 2.80 − 1
    expect(h.sgOffTheTee).toBeCloseTo(-2 + 3.99 - 2.8 - 1, 9);
    expect(h.sgTotal).toBeCloseTo(3.99 - 6, 9);
    expect(h.missedPuttsOver25Ft).toBe(1);
    expect(h.puttsUnder4Ft).toBe(1);
    expect(h.puttFeetTotal).toBeCloseTo(33, 9);
  });
});

describe('edge: short-sided and missed up-and-down', () => {
  const h = deriveHoleFeaturesOfHole(
    1,
    hole({
      par: 3,
      score: 5,
      putts: 3,
      shots: [
        shot(1, 'tee', 160, 'rough', 10),
        shot(2, 'rough', 10, 'green', 5),
        shot(3, 'green', 5, 'green', 1),
        shot(4, 'green', 1, 'green', 0.5),
        shot(5, 'green', 0.5, 'hole', 0),
      ],
    }),
  );
  it('flags short-sided, a missed up-and-down under 15 yd and a three-putt', () => {
    expect(h).toMatchObject({
      approachShortSided: true,
      approachOutside12Pct: false, // 10 yd < 12 % of 160 yd
      missedUpDown: true,
      upDownBand: 'under15',
      threePuttOrMore: true,
      missedPuttsUnder4Ft: 1,
      fairwayHit: false,
      fairwayMissed: false,
      madeScramble: false,
    });
  });
});

describe('score-only holes and ordering', () => {
  it('uses score − putts for GIR and keeps round-hole order', () => {
    const r = round({
      id: 3,
      holes: [
        hole({ par: 5, roundHoleNumber: 2, score: 6, putts: 1 }),
        hole({ par: 4, roundHoleNumber: 1, score: 4, putts: 2 }),
      ],
    });
    const [first, second] = deriveHoleFeatures(r);
    expect(first!.roundHoleNumber).toBe(1);
    expect(first!.madeGreenInRegulation).toBe(true);
    expect(second!.madeGreenInRegulation).toBe(false);
    expect(second!.madeBogey).toBe(true);
  });
  it('derives the fairway from the tee shot when no result was recorded', () => {
    const h = deriveHoleFeaturesOfHole(
      1,
      hole({
        par: 4,
        fairway: null,
        shots: [shot(1, 'tee', 300, 'green', 10), shot(2, 'green', 10, 'hole', 0)],
      }),
    );
    expect(h.fairwayHit || h.fairwayMissed).toBe(false);
  });
  it('measures a drive from GPS points when they exist', () => {
    const drive = {
      ...shot(1, 'tee', 400, 'fairway', 120),
      start: { lat: 40, lng: -75 },
      end: { lat: 40.0023, lng: -75 },
    };
    const h = deriveHoleFeaturesOfHole(1, hole({ par: 4, shots: [drive] }));
    expect(h.driveDistanceYards).toBe(280);
  });
  it('has no putt feet for a score-only hole (null, not 0 ft); a shot-tracked chip-in keeps its measured 0', () => {
    const scoreOnly = deriveHoleFeaturesOfHole(1, hole({ par: 4, score: 5, putts: 2, shots: [] }));
    expect(scoreOnly.puttCount).toBe(2);
    expect(scoreOnly.puttFeetTotal).toBeNull();
    expect(scoreOnly.firstPuttFeet).toBeNull();
    expect(scoreOnly.madePuttFeet).toBeNull();
    const chipIn = deriveHoleFeaturesOfHole(
      1,
      hole({
        par: 3,
        score: 2,
        putts: 0,
        shots: [shot(1, 'tee', 170, 'rough', 10), shot(2, 'rough', 10, 'hole', 0)],
      }),
    );
    expect(chipIn.puttFeetTotal).toBe(0);
  });
  it('leaves flags false for an unrecorded score', () => {
    const h = deriveHoleFeaturesOfHole(1, hole({ par: 4, score: null, putts: null }));
    expect(h.scoreVsPar).toBeNull();
    expect(h.madePar || h.madeOverPar || h.madeParOrBetter).toBe(false);
  });
});
