import { describe, expect, it } from 'vitest';
import { deriveHoleFeatures, deriveHoleFeaturesOfHole } from '../features/derive-hole-features';
import { hole, randomRound, round, scoreOnlyRound } from '../testing/fixtures';
import { STAT_CATALOG } from './catalog';
import { computeStats } from './compute-stats';

/**
 * Issue 20: score-only rounds are first-class. A stat that needs shots has no opportunity on them and is
 * no-data (raw null, spec 3 §4), never 0; stats the recorded columns support still count.
 */
describe('stats over score-only rounds', () => {
  const holes = deriveHoleFeatures(
    scoreOnlyRound(1, '2025-05-01T08:00:00Z', [0, 1, -1, 0, 2, 0, 1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0]),
  );
  const stats = computeStats(holes);

  const SHOT_STATS = [
    'tee-penalties-per-round',
    'missed-up-down-under-15',
    'missed-up-down-15-25',
    'missed-up-down-25-35',
    'sand-shot-holes-per-round',
    'missed-putts-under-4',
    'missed-putts-4-12',
    'feet-of-putts-made',
    'penalty-strokes-per-round',
    'driving-distance',
    'up-down-pct',
    'approach-proximity',
    'sg-total',
    'sg-putting',
  ];

  it.each(SHOT_STATS)('%s is no-data, not 0', (id) => {
    expect(STAT_CATALOG.some((s) => s.id === id)).toBe(true);
    expect(stats[id]!.raw).toBeNull();
  });

  it('still computes scoring, putts and GIR from the recorded columns', () => {
    expect(stats['scoring-average']!.raw).toBeCloseTo(72 + 4, 9);
    expect(stats['putts-per-round']!.raw).toBe(36);
    expect(stats['gir-pct']!.opportunities).toBe(18);
    expect(stats['fairways-hit-pct']!.opportunities).toBeGreaterThan(0);
  });

  it('counts no shot stat at all: every stat is a number or null, and none of the shot stats is 0', () => {
    for (const id of SHOT_STATS) expect(stats[id]!.raw).not.toBe(0);
  });
});

describe('mixing a shot-tracked round with a score-only one', () => {
  const tracked = deriveHoleFeatures(randomRound(1, 7));
  const scoreOnly = deriveHoleFeatures(scoreOnlyRound(2, '2025-05-02T08:00:00Z', Array(18).fill(0)));
  it('per-round shot stats divide by the shot-tracked holes only', () => {
    const alone = computeStats(tracked);
    const mixed = computeStats([...tracked, ...scoreOnly]);
    for (const id of ['missed-putts-under-4', 'sand-shot-holes-per-round', 'tee-penalties-per-round'])
      expect(mixed[id]!.raw, id).toBeCloseTo(alone[id]!.raw!, 9);
    // Scoring counts both rounds.
    expect(mixed['scoring-average']!.raw).not.toBeCloseTo(alone['scoring-average']!.raw!, 3);
  });
});

describe('recorded penalties and GIR of a score-only hole', () => {
  it('uses the recorded penalty strokes and counts them per 18 holes', () => {
    const r = round({
      holes: [
        hole({ par: 4, score: 6, putts: 2, recordedPenaltyStrokes: 1 }),
        hole({ par: 4, roundHoleNumber: 2, score: 4, putts: 2, recordedPenaltyStrokes: 0 }),
      ],
      holeCount: 9,
    });
    const stats = computeStats(deriveHoleFeatures(r));
    expect(stats['penalty-strokes-per-round']!.raw).toBe(9);
  });

  it('takes the recorded GIR over score − putts', () => {
    const h = deriveHoleFeaturesOfHole(
      1,
      hole({ par: 4, score: 4, putts: 2, recordedGreenInRegulation: false }),
    );
    expect(h.madeGreenInRegulation).toBe(false);
    expect(h.missedGreenInRegulation).toBe(true);
    const derived = deriveHoleFeaturesOfHole(1, hole({ par: 4, score: 4, putts: 2 }));
    expect(derived.madeGreenInRegulation).toBe(true);
  });

  it('leaves penalties unknown when neither shots nor the record say', () => {
    expect(deriveHoleFeaturesOfHole(1, hole({ par: 4 })).penaltyStrokes).toBeNull();
  });

  it('accepts a par-6 hole without counting it as a par 5', () => {
    const stats = computeStats(deriveHoleFeatures(round({ holes: [hole({ par: 6, score: 6 })] })));
    expect(stats['par5-scoring-average']!.raw).toBeNull();
    expect(stats['scoring-average']!.raw).toBe(6 * 18);
  });
});
