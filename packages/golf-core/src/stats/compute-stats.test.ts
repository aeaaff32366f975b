import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveHoleFeatures } from '../features/derive-hole-features';
import { hole, randomRound, round, scoreOnlyRound, shot } from '../testing/fixtures';
import { STAT_CATALOG, getStat } from './catalog';
import { computeStat, computeStats } from './compute-stats';
import { formatStatValue } from './format';
import { STAT_CATEGORIES, STAT_VIEWS } from './types';

describe('catalog', () => {
  it('has at least 50 stats with unique ids and valid metadata', () => {
    expect(STAT_CATALOG.length).toBeGreaterThanOrEqual(50);
    expect(new Set(STAT_CATALOG.map((s) => s.id)).size).toBe(STAT_CATALOG.length);
    for (const s of STAT_CATALOG) {
      expect(STAT_CATEGORIES).toContain(s.category);
      for (const v of s.views) expect(STAT_VIEWS).toContain(v);
    }
  });
  it('uses the spec names', () => {
    const names = STAT_CATALOG.map((s) => s.name);
    for (const n of [
      'Inside 5% Shots to Green',
      'Approach (+12%)',
      '<4ft Missed Putts',
      '4-12ft Missed Putts',
      'Missed Up/Down under 15yd',
      'Missed Up/Down 15-25yd',
      'Missed Up/Down 25-35yd',
    ])
      expect(names).toContain(n);
  });
});

describe('formatStatValue (spec 3 §9)', () => {
  it('formats each kind', () => {
    expect(formatStatValue(62.5, 'percent')).toBe('62.5%');
    expect(formatStatValue(100 / 3, 'percent')).toBe('33.3%');
    expect(formatStatValue(29.6, 'putts')).toBe('30');
    expect(formatStatValue(2.25, 'scoreVsPar')).toBe('+2.3');
    expect(formatStatValue(0.26, 'strokesGained')).toBe('+0.3');
    expect(formatStatValue(-1.04, 'strokesGained')).toBe('-1.0');
    expect(formatStatValue(287.94, 'decimal')).toBe('287.9');
    expect(formatStatValue(null, 'decimal')).toBe('-');
  });
});

describe('a hand-computed 9-hole round', () => {
  // scores vs par: birdie, par, bogey, double, par, par, birdie (after double → no bounce), bogey, eagle
  const r = scoreOnlyRound(1, '2025-05-01T08:00:00Z', [-1, 0, 1, 2, 0, 0, -1, 1, -2]);
  r.holes[8]!.putts = 1;
  const values = computeStats(deriveHoleFeatures(r));
  it('scores', () => {
    // pars of holes 1–9: 4 4 3 5 4 4 3 4 5 = 36; +0 overall
    expect(values['scoring-average']!.raw).toBeCloseTo(72, 9);
    expect(values['score-vs-par']!.formatted).toBe('E');
    expect(values['birdie-or-better-pct']).toMatchObject({ successes: 3, opportunities: 9 });
    expect(values['bogey-pct']!.successes).toBe(2);
    expect(values['double-bogey-or-worse-pct']!.successes).toBe(1);
    expect(values['eagles-per-round']!.raw).toBeCloseTo(2, 9);
    expect(values['front-nine-score-vs-par']!.formatted).toBe('E');
    expect(values['back-nine-score-vs-par']!.raw).toBeNull();
    // over-par holes followed by a hole: 3 (→4 no), 4 (→5 no), 8 (→9 eagle yes)
    expect(values['bounce-back-pct']).toMatchObject({ successes: 1, opportunities: 3 });
  });
  it('putts and GIR from score and putts', () => {
    expect(values['putts-per-round']!.raw).toBeCloseTo((17 / 9) * 18, 9);
    // GIR when score − putts ≤ par − 2: the birdies, pars and the eagle
    expect(values['gir-pct']).toMatchObject({ successes: 6, opportunities: 9 });
    expect(values['sg-total']!.raw).toBeNull();
    expect(values['sg-total']!.formatted).toBe('-');
    expect(values['up-down-pct']!.opportunities).toBe(0);
  });
});

describe('excluded holes and computeStat', () => {
  it('leaves excluded holes out', () => {
    const r = round({
      holes: [hole({ par: 4, score: 8, isExcluded: true }), hole({ par: 4, roundHoleNumber: 2 })],
    });
    const stat = getStat('double-bogey-or-worse-pct')!;
    expect(computeStat(stat, deriveHoleFeatures(r))).toMatchObject({ successes: 0, opportunities: 1 });
  });
  it('counts putt bands and sand saves from shots', () => {
    const r = round({
      holes: [
        hole({
          par: 4,
          score: 4,
          putts: 1,
          shots: [
            shot(1, 'tee', 400, 'fairway', 150),
            shot(2, 'fairway', 150, 'sand', 12),
            shot(3, 'sand', 12, 'green', 1),
            shot(4, 'green', 1, 'hole', 0),
          ],
        }),
      ],
    });
    const v = computeStats(deriveHoleFeatures(r));
    expect(v['sand-save-pct']).toMatchObject({ successes: 1, opportunities: 1 });
    expect(v['up-down-under-15-pct']).toMatchObject({ successes: 1, opportunities: 1 });
    expect(v['make-pct-under-4']).toMatchObject({ successes: 1, opportunities: 1 });
    expect(v['scrambling-pct']).toMatchObject({ successes: 1, opportunities: 1 });
    expect(v['short-sided-pct']).toMatchObject({ successes: 1, opportunities: 1 });
    expect(v['gir-from-fairway-pct']).toMatchObject({ successes: 0, opportunities: 1 });
  });
});

describe('properties', () => {
  it('percent stats stay within 0–100 with successes ≤ opportunities', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 2 ** 31 }), { minLength: 1, maxLength: 5 }), (seeds) => {
        const holes = seeds.flatMap((seed, i) =>
          deriveHoleFeatures(randomRound(i + 1, seed, i % 2 ? 9 : 18)),
        );
        const values = computeStats(holes);
        for (const stat of STAT_CATALOG) {
          const v = values[stat.id]!;
          if (v.successes !== null && v.opportunities !== null) {
            expect(v.successes).toBeLessThanOrEqual(v.opportunities);
            expect(v.successes).toBeGreaterThanOrEqual(0);
          }
          if (stat.format === 'percent' && v.raw !== null) {
            expect(v.raw).toBeGreaterThanOrEqual(0);
            expect(v.raw).toBeLessThanOrEqual(100);
          }
        }
      }),
      { numRuns: 50 },
    );
  });
  it('strokes gained per hole sums to E(tee) − score when shots are complete', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (seed) => {
        for (const h of deriveHoleFeatures(randomRound(1, seed))) {
          const parts = h.sgOffTheTee! + h.sgApproach! + h.sgAroundTheGreen! + h.sgPutting!;
          expect(parts).toBeCloseTo(h.sgTotal!, 9);
        }
      }),
      { numRuns: 30 },
    );
  });
});
