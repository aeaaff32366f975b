import { describe, expect, it } from 'vitest';
import type { MapRound } from '@linksight/api-contract';
import type { HoleFeatures, RoundMeta, ScorecardRound } from '@linksight/golf-core';
import {
  applyStatFilter,
  focusForSelection,
  groupRounds,
  quickSetAfterViewBy,
  selectedRoundIds,
  toExpansionMap,
  withExpansion,
} from './my-rounds-model';

/** Only the fields these rules read; the rest of HoleFeatures does not matter here. */
const hole = (roundId: number, n: number, scoreVsPar: number, madeBirdie = false) =>
  ({
    roundId,
    roundHoleNumber: n,
    courseHoleNumber: n,
    par: 4,
    score: 4 + scoreVsPar,
    scoreVsPar,
    isExcluded: false,
    madeBirdie,
  }) as unknown as HoleFeatures;

const round = (id: number, playedAt: string, courseId: number, holes: HoleFeatures[]): ScorecardRound => ({
  id,
  playedAt,
  label: `R${id}`,
  courseId,
  courseName: `Course ${courseId}`,
  tournamentId: null,
  tournamentName: null,
  holes,
});

const mapRound = (id: number, holeNumbers: number[], withShots: number[] = holeNumbers): MapRound => ({
  golfRoundId: id,
  golfCourseName: 'Course',
  playedDate: '2026-05-01',
  label: `R${id}`,
  tournamentId: null,
  tournamentName: null,
  golfCourseId: 1,
  groupKey: '',
  isCompleted: true,
  holes: holeNumbers.map((n) => ({
    roundHoleNumber: n,
    courseHoleNumber: n,
    par: 4,
    score: 4,
    scoreVsPar: 0,
    lengthYards: 400,
    isExcluded: false,
    coordinates: { tee: null, pin: null },
    shots: withShots.includes(n)
      ? [
          {
            shotNumber: 1,
            type: 'Tee',
            startLatitude: 1,
            startLongitude: 1,
            endLatitude: 1.001,
            endLongitude: 1,
            penaltyStrokes: 0,
          },
        ]
      : [],
    stats: null,
  })),
});

describe('View-shots page rules (spec 3 §2)', () => {
  it('sets the quick filter to Past 2 Years for month, season and year groupings only', () => {
    expect(quickSetAfterViewBy('Month-Year', 'Last 6 Rounds')).toBe('Past 2 Years');
    expect(quickSetAfterViewBy('Year-Season Best 5', 'Custom')).toBe('Past 2 Years');
    expect(quickSetAfterViewBy('Course', 'Last 6 Rounds')).toBe('Last 6 Rounds');
    expect(quickSetAfterViewBy('Course Best 5', 'Custom')).toBe('Custom');
  });

  it('keeps the 5 best rounds of each course for Course Best 5', () => {
    const rounds = [1, 2, 3, 4, 5, 6].map((id) => round(id, `2026-0${id}-01`, 1, [hole(id, 1, id - 1)]));
    rounds.push(round(7, '2026-07-01', 2, [hole(7, 1, 3)]));
    const groups = groupRounds(rounds, 'Course Best 5');
    expect(groups.map((g) => g.rounds.map((r) => r.id).sort())).toEqual([[7], [1, 2, 3, 4, 5]]);
    expect(groupRounds(rounds, 'Course')[1]!.rounds).toHaveLength(6);
  });

  it('keeps only the holes meeting every stat, in the scorecard and on the map', () => {
    const scorecard = [
      round(1, '2026-05-01', 1, [hole(1, 1, -1, true), hole(1, 2, 0)]),
      round(2, '2026-05-02', 1, [hole(2, 1, 0)]),
    ];
    const filtered = applyStatFilter(scorecard, [mapRound(1, [1, 2]), mapRound(2, [1])], ['madeBirdie']);
    expect(filtered.scorecardRounds.map((r) => [r.id, r.holes.map((h) => h.roundHoleNumber)])).toEqual([
      [1, [1]],
    ]);
    expect(filtered.mapRounds.map((r) => [r.golfRoundId, r.holes.map((h) => h.roundHoleNumber)])).toEqual([
      [1, [1]],
    ]);
    expect(applyStatFilter(scorecard, [], []).scorecardRounds).toHaveLength(2);
  });

  it('starts groups open and keeps what the user closed by key', () => {
    const groups = groupRounds([round(1, '2026-05-01', 1, [hole(1, 1, 0)])], 'Year-Month');
    const open = withExpansion(groups, {});
    expect(open[0]!.expanded).toBe(true);
    expect(open[0]!.subgroups![0]!.expanded).toBe(true);
    const closed = withExpansion(groups, { ...toExpansionMap(open), [open[0]!.key]: false });
    expect(closed[0]!.expanded).toBe(false);
  });

  it('focuses the clicked hole, else the round’s first hole with data, else nothing', () => {
    const rounds = [mapRound(1, [1, 2, 3], [2, 3]), mapRound(2, [1], [])];
    const hasShots = (h: MapRound['holes'][number]) => h.shots.length > 0;
    expect(focusForSelection(rounds, 1, 3, hasShots)).toEqual({ roundId: 1, roundHoleNumber: 3 });
    expect(focusForSelection(rounds, 1, 1, hasShots)).toEqual({ roundId: 1, roundHoleNumber: 2 });
    expect(focusForSelection(rounds, 1, null, hasShots)).toEqual({ roundId: 1, roundHoleNumber: 2 });
    expect(focusForSelection(rounds, 2, 1, hasShots)).toBeNull();
  });
});

describe('selectedRoundIds (the page and its route prefetch load the same rounds)', () => {
  const meta = (id: number, playedAt: string): RoundMeta => ({
    id,
    playedAt,
    holeCount: 18,
    roundType: 1,
    roundNumber: 1,
    tournamentId: null,
    isSimulator: false,
    isCompleted: true,
    courseId: 1,
    scoreVsPar: 0,
  });
  const metas = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => meta(id, `2026-0${id}-01`));
  const now = new Date('2026-11-27T12:00:00Z');

  it('the default quick set picks the six newest rounds', () => {
    expect([...selectedRoundIds('Last 6 Rounds', [], metas, now)].sort()).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('Custom is the chosen list, whatever the rounds', () => {
    expect(selectedRoundIds('Custom', [2, 7], metas, now)).toEqual([2, 7]);
  });
});
