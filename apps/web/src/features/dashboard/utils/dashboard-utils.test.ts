import { describe, expect, it } from 'vitest';
import type { OverviewGroupResponse, PerformanceStatItem, RoundFilterBody } from '@linksight/api-contract';
import type { OverviewData } from '@linksight/golf-core';
import {
  assessmentCell,
  assessmentColumnGroups,
  SKILL_PERFORMANCE,
  standardCellText,
} from './assessment-columns';
import { parseDashboardParams, withDashboardParams } from './dashboard-params';
import { hasNotEnoughData } from './not-enough-data';
import { buildOverviews } from './overview-model';
import { standardsFilterOf } from './standards';

const filter = (filterName: string, extra: Partial<RoundFilterBody> = {}): RoundFilterBody => ({
  filterName,
  holeCount: 18,
  golfRoundIds: [1, 2],
  ...extra,
});

function stat(
  id: string,
  raw: number | null,
  beatStandard: boolean | null,
  extra: Partial<PerformanceStatItem> = {},
): PerformanceStatItem {
  return {
    id,
    name: id,
    category: 'Drive',
    views: ['Drive', 'Scorecard'],
    performance: { raw, successes: 5, opportunities: 8, formatted: raw === null ? '' : `${raw}%` },
    standard: 50,
    standardFormatted: '50.0%',
    beatStandard,
    ...extra,
  };
}

const overviewResult = (stats: PerformanceStatItem[]) => ({
  performanceStats: {
    byCategory: { data: [{ category: 'Drive' as const, performance: 50 }] },
    byView: { Scorecard: 50, Drive: 50 },
    stats,
    golfRoundIds: [1, 2],
  },
  strengthWeaknessResponse: { strengths: [], weaknesses: [] },
});

describe('buildOverviews', () => {
  const filters = [
    filter('Last 6 Rounds'),
    filter('Last 6 Rounds'),
    filter('Hidden', { startHidden: true }),
    filter(''),
  ];

  it('requests only filters not startHidden, keys duplicates " (2)" and waits before the chain reaches the group', () => {
    const overviews = buildOverviews(filters, { status: 'waiting' }, {}, new Set());
    expect(overviews.map((o) => o.key)).toEqual(['Last 6 Rounds', 'Last 6 Rounds (2)', '']);
    expect(overviews.every((o) => o.state === 'waiting')).toBe(true);
  });

  it('maps answers to loaded / no-data / error, with the spec texts for a missing answer or a failed request', () => {
    const data: OverviewGroupResponse = {
      groupName: 'G',
      overviews: {
        'Last 6 Rounds': overviewResult([stat('a', 60, true)]),
        'Last 6 Rounds (2)': overviewResult([stat('a', null, null)]),
      },
    };
    const overviews = buildOverviews(
      filters,
      { status: 'success', data },
      { 'Last 6 Rounds': '#111' },
      new Set(['Last 6 Rounds']),
    );
    expect(overviews.map((o) => o.state)).toEqual(['loaded', 'no-data', 'error']);
    expect(overviews[0]).toMatchObject({ color: '#111', isHidden: true });
    expect(overviews[2]!.error).toBe('Unable to load performance stats for Unnamed Filter');

    const failed = buildOverviews([filter('Past 2 Years')], { status: 'error' }, {}, new Set());
    expect(failed[0]).toMatchObject({
      state: 'error',
      error: 'Unable to load performance stats for Past 2 Years',
    });
  });

  it('shows the server error text of one overview while the others load', () => {
    const data: OverviewGroupResponse = {
      groupName: 'G',
      overviews: {
        A: { error: 'Unable to load performance stats for A' },
        B: overviewResult([stat('a', 1, false)]),
      },
    };
    const overviews = buildOverviews([filter('A'), filter('B')], { status: 'success', data }, {}, new Set());
    expect(overviews.map((o) => [o.state, o.error])).toEqual([
      ['error', 'Unable to load performance stats for A'],
      ['loaded', null],
    ]);
  });
});

describe('assessment columns and cells', () => {
  it('starts with Skill Performance: the Scorecard share plus one per category for Scorecard, one for a category view', () => {
    const scorecard = assessmentColumnGroups('Scorecard');
    expect(scorecard[0]!.label).toBe(SKILL_PERFORMANCE);
    expect(scorecard[0]!.columns.map((c) => c.label)).toEqual([
      'Scorecard',
      'Scoring',
      'Off the Tee',
      'Shots to Green',
      'Around the Green',
      'Putt',
    ]);
    expect(scorecard.slice(1).map((g) => g.label)).toEqual([
      'Scoring',
      'Off the Tee',
      'Shots to Green',
      'Around the Green',
      'Putt',
    ]);
    const drive = assessmentColumnGroups('Drive');
    expect(drive[0]!.columns.map((c) => c.label)).toEqual(['Off the Tee']);
    expect(drive.slice(1).flatMap((g) => g.columns).length).toBeGreaterThan(3);
  });

  it('highlights a cell only when golf-core says the stat beats the standard, with successes / opportunities', () => {
    const data: OverviewData = {
      byCategory: [],
      byView: { Scorecard: 40, Score: null, Drive: 75, Approach: null, Save: null, Putt: null },
      stats: [
        stat('fairways-hit-pct', 62.5, true),
        stat('driving-distance', 250, false, {
          performance: { raw: 250, successes: null, opportunities: null, formatted: '250.0' },
        }),
      ],
      strengths: [],
      weaknesses: [],
    };
    const columns = assessmentColumnGroups('Drive').flatMap((g) => g.columns);
    const byId = (id: string) => columns.find((c) => c.id === id)!;
    expect(assessmentCell(byId('fairways-hit-pct'), data)).toEqual({
      text: '62.5%',
      detail: '5 / 8',
      isHighlighted: true,
    });
    expect(assessmentCell(byId('driving-distance'), data)).toEqual({
      text: '250.0',
      detail: null,
      isHighlighted: false,
    });
    expect(assessmentCell(byId('skill-Drive'), data).text).toBe('75%');
    expect(assessmentCell(byId('tee-penalties-per-round'), data).text).toBe('—');
    expect(standardCellText(byId('fairways-hit-pct'), data)).toBe('50.0%');
    expect(standardCellText(byId('skill-Drive'), data)).toBe('');
  });
});

describe('URL state', () => {
  it('round-trips mode, group, hole count, standard and category and leaves defaults out of the URL', () => {
    const search = withDashboardParams(new URLSearchParams(), {
      mode: 'Assessment',
      group: 'Seasons',
      holeCount: 9,
      standard: { kind: 'rounds', filterName: 'Past 2 Years' },
      category: 'Putt',
    });
    expect(parseDashboardParams(search)).toEqual({
      mode: 'Assessment',
      group: 'Seasons',
      holeCount: 9,
      standard: { kind: 'rounds', filterName: 'Past 2 Years' },
      category: 'Putt',
    });
    const reset = withDashboardParams(search, {
      mode: 'Player Performance',
      group: null,
      holeCount: 18,
      standard: { kind: 'level', levelId: 'scratch' },
      category: 'Scorecard',
    });
    expect(reset.toString()).toBe('');
  });

  it('falls back to defaults for unknown values', () => {
    const params = parseDashboardParams(new URLSearchParams('mode=x&holes=27&category=Nope'));
    expect(params).toMatchObject({ mode: 'Player Performance', holeCount: 18, category: 'Scorecard' });
  });
});

describe('standards and not-enough-data', () => {
  const groups = [
    {
      overviews: [
        filter('Past 2 Years', { startHidden: true }),
        filter('Past 30 Days', { golfRoundIds: [] }),
      ],
    },
  ];

  it('uses another round set as the standard, and the default level when that set is gone', () => {
    const { golfRoundIds, filterName } = filter('Past 2 Years');
    expect(standardsFilterOf({ kind: 'rounds', filterName: 'Past 2 Years' }, groups)).toEqual({
      roundFilter: { filterName, golfRoundIds, holeCount: 18 },
    });
    expect(standardsFilterOf({ kind: 'rounds', filterName: 'Past 30 Days' }, groups)).toEqual({
      level: 'scratch',
    });
    expect(standardsFilterOf({ kind: 'level', levelId: 'hcp-10' }, groups)).toEqual({ level: 'hcp-10' });
  });

  it('shows the not-enough-data card only when both completed counts are exactly 0', () => {
    expect(hasNotEnoughData({ eighteenHole: 0, nineHole: 0 })).toBe(true);
    expect(hasNotEnoughData({ eighteenHole: 0, nineHole: 1 })).toBe(false);
    expect(hasNotEnoughData({ eighteenHole: 1, nineHole: 0 })).toBe(false);
  });
});
