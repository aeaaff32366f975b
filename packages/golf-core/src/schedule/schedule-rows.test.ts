import { describe, expect, it } from 'vitest';
import type { ChartRound } from '../charts/round-charts';
import { historicalInTimeframe, historicalRows, filterHistoricalRows, type PastEvent } from './historical';
import { defaultScheduleOptions, type ScheduleOptions } from './options';
import { roundScoresText, scheduleWorkbook } from './spreadsheet';
import {
  arrangeUpcoming,
  formatDaysBetween,
  numberOfRounds,
  shortestDaysBetween,
  upcomingMetrics,
  hiddenUpcomingCount,
  type UpcomingRow,
} from './upcoming';

const ME = 7;
const tournament = (id: number, name: string, startDate: string, endDate: string) => ({
  tournamentId: id,
  tournamentName: name,
  tournamentUrl: `www.events.example/${id}`,
  courseName: 'Pine Course',
  city: 'Pinehurst',
  state: 'NC',
  startDate,
  endDate,
  eventType: 3 as const,
  localeType: 1 as const,
  isTeamEvent: false,
});
const row = (
  id: number,
  name: string,
  start: string,
  end: string,
  status: UpcomingRow['status'],
  extra: Partial<UpcomingRow> = {},
): UpcomingRow => ({
  ...tournament(id, name, start, end),
  accountId: ME,
  playerName: 'Wes Haugen',
  status,
  note: null,
  ...extra,
});

const ROWS: UpcomingRow[] = [
  row(1, 'Spring Open', '2026-04-10', '2026-04-12', 1),
  row(2, 'Mesa Invitational', '2026-04-20', '2026-04-21', 2),
  row(3, 'Team Cup', '2026-06-01', '2026-06-02', 4, { isTeamEvent: true }),
  row(4, 'Junior Qualifier', '2026-04-14', '2026-04-14', 5, { eventType: 10 }),
  row(5, 'HS Championship', '2026-05-30', '2026-05-31', 6, { localeType: 4 }),
  row(1, 'Spring Open', '2026-04-10', '2026-04-12', 2, { accountId: 9, playerName: 'Ann Lee' }),
];
const options = (o: Partial<ScheduleOptions> = {}): ScheduleOptions => ({
  ...defaultScheduleOptions(),
  ...o,
});
const ids = (tables: ReturnType<typeof arrangeUpcoming>) =>
  tables.map((t) => ({
    title: t.title,
    count: t.count,
    groups: t.groups.map((g) => [g.label, g.rows.map((r) => `${r.tournamentId}/${r.accountId}`)]),
  }));

describe('upcoming rows (spec 3 §2, §4)', () => {
  it('splits into Planned and Considering Events grouped by month, Invited (5) off by default', () => {
    expect(ids(arrangeUpcoming(ROWS, options(), ME))).toEqual([
      {
        title: 'Planned Events',
        count: 2,
        groups: [
          ['April 2026', ['1/7']],
          ['June 2026', ['3/7']],
        ],
      },
      {
        title: 'Considering Events',
        count: 3,
        groups: [
          ['April 2026', ['1/9', '2/7']],
          ['May 2026', ['5/7']],
        ],
      },
    ]);
  });

  it('merges into one grid grouped by event, the player first at a shared event', () => {
    const tables = arrangeUpcoming(ROWS, options({ mergeStatusTables: true, viewBy: 'Events' }), ME);
    expect(ids(tables)).toEqual([
      {
        title: 'Upcoming Events',
        count: 5,
        groups: [
          ['Spring Open', ['1/7', '1/9']],
          ['Mesa Invitational', ['2/7']],
          ['HS Championship', ['5/7']],
          ['Team Cup', ['3/7']],
        ],
      },
    ]);
  });

  it('groups by season (Winter spans New Year) and filters by type, locale and Filter To', () => {
    const winter = [
      row(8, 'Winter Classic', '2026-01-05', '2026-01-06', 1),
      row(9, 'Dec Cup', '2025-12-20', '2025-12-21', 1),
    ];
    const merged = arrangeUpcoming(
      [...ROWS, ...winter],
      options({ mergeStatusTables: true, viewBy: 'Season' }),
      ME,
    );
    expect(merged[0]!.groups.map((g) => [g.label, g.rows.length])).toEqual([
      ['Winter 2025', 2],
      ['Spring 2026', 4],
      ['Summer 2026', 1],
    ]);
    const all = options({ statuses: [1, 2, 3, 4, 5, 6], mergeStatusTables: true });
    const count = (o: ScheduleOptions) => arrangeUpcoming(ROWS, o, ME)[0]!.count;
    expect(count(all)).toBe(6);
    expect(count({ ...all, eventFilter: 'Team' })).toBe(1);
    expect(count({ ...all, eventFilter: 'Individual' })).toBe(5);
    expect(count({ ...all, eventTypes: [10] })).toBe(1);
    expect(count({ ...all, localeTypes: [1, 3] })).toBe(5);
    expect(count({ ...all, statuses: [] })).toBe(0);
  });

  it('measures the fewest days from one event end to the next start; 9999 shows "-"', () => {
    // Own events kept by default: Apr 10–12, Apr 20–21, May 30–31, Jun 1–2 → gaps 8, 39, 1.
    const m = upcomingMetrics(ROWS, options(), ME);
    expect(m).toEqual({
      count: 4,
      confirmed: 2,
      considering: 2,
      rounds: 3 + 2 + 2 + 2,
      shortestDaysBetween: 1,
    });
    // The Invited qualifier is the player's own event that the default options leave out.
    expect(hiddenUpcomingCount(ROWS, options(), ME)).toBe(1);
    expect(hiddenUpcomingCount(ROWS, options({ statuses: [1, 2, 3, 4, 5, 6] }), ME)).toBe(0);
    expect(shortestDaysBetween([ROWS[0]!])).toBe(9999);
    expect(shortestDaysBetween([])).toBe(9999);
    // Overlapping events are 0 days apart.
    expect(shortestDaysBetween([ROWS[0]!, row(6, 'X', '2026-04-11', '2026-04-13', 1)])).toBe(0);
    expect(formatDaysBetween(9999)).toBe('-');
    expect(formatDaysBetween(1)).toBe('1');
    expect(numberOfRounds({ startDate: '2026-02-27', endDate: '2026-03-01' })).toBe(3);
  });
});

const chartRound = (
  id: number,
  tournamentId: number | null,
  playedAt: string,
  score: number,
  yards: number | null,
): ChartRound => ({
  id,
  playedAt,
  score,
  par: 72,
  yards,
  courseName: 'Pine Course',
  tournamentId,
  tournamentName: tournamentId === null ? null : `T${tournamentId}`,
  underParCount: 0,
});
const past = (id: number, start: string, extra: Partial<PastEvent> = {}): PastEvent => ({
  ...tournament(id, `T${id}`, start, start),
  note: null,
  isFeatured: false,
  ...extra,
});

describe('historical rows (spec 3 §2, §3 Tournament row)', () => {
  const rows = historicalRows(
    [
      past(1, '2025-05-01', { note: 'Windy', isFeatured: true }),
      past(2, '2025-07-01'),
      past(3, '2025-06-01', { localeType: 4 }),
    ],
    [
      chartRound(11, 1, '2025-05-02T15:00:00Z', 74, 6500),
      chartRound(10, 1, '2025-05-01T15:00:00Z', 71, 6600),
      chartRound(12, 1, '2025-05-03T15:00:00Z', 75, 6401),
      chartRound(20, null, '2025-05-05T15:00:00Z', 60, 6000),
      chartRound(30, 3, '2025-06-01T15:00:00Z', 80, 6200),
      chartRound(40, 4, '2025-06-01T15:00:00Z', 70, 6200),
    ],
  );

  it('adds up the rounds of each tournament, newest first, blanks without rounds', () => {
    expect(rows.map((r) => r.tournamentId)).toEqual([2, 3, 1]);
    const t1 = rows[2]!;
    // 71 + 74 + 75 = 220 (+4 over 216); average 73.3 and +1.3; yards (6600 + 6500 + 6401) / 3 = 6500.3 → 6500.
    expect(t1).toMatchObject({
      note: 'Windy',
      isFeatured: true,
      datePlayed: '2025-05-01',
      yards: 6500,
      score: 220,
      rawScore: 220,
      avgScore: 73.3,
      rawScoreToPar: 4,
      avgRawScoreToPar: 1.3,
      roundScores: [71, 74, 75],
      roundScoresVsPar: [-1, 2, 3],
      roundIds: [10, 11, 12],
      bestRoundScore: 71,
      bestRoundScoreToPar: -1,
    });
    expect(rows[0]).toMatchObject({
      score: null,
      yards: null,
      roundScores: [],
      bestRoundScore: null,
      datePlayed: null,
    });
    expect(roundScoresText(t1)).toBe('71 (-1), 74 (+2), 75 (+3)');
    expect(roundScoresText(rows[0]!)).toBeNull();
  });

  it("averages an event's yards over its rounds that have them (a CSV import has none)", () => {
    const [row, unmeasured] = historicalRows(
      [past(5, '2025-08-02'), past(6, '2025-08-01')],
      [
        chartRound(50, 5, '2025-08-02T15:00:00Z', 72, 6600),
        chartRound(51, 5, '2025-08-03T15:00:00Z', 72, null),
        chartRound(60, 6, '2025-08-01T15:00:00Z', 72, null),
      ],
    );
    expect(row).toMatchObject({ tournamentId: 5, yards: 6600, roundIds: [50, 51] });
    expect(unmeasured).toMatchObject({ tournamentId: 6, yards: null, roundIds: [60] });
  });

  it('filters by event type, locale and Filter To', () => {
    expect(filterHistoricalRows(rows, options()).map((r) => r.tournamentId)).toEqual([2, 3, 1]);
    expect(filterHistoricalRows(rows, options({ localeTypes: [1] })).map((r) => r.tournamentId)).toEqual([
      2, 1,
    ]);
    expect(filterHistoricalRows(rows, options({ eventFilter: 'Team' }))).toEqual([]);
  });

  it('lays the spreadsheet out one sheet per section with typed cells', () => {
    const tables = arrangeUpcoming(ROWS, options(), ME);
    const sheets = scheduleWorkbook({
      upcomingTables: tables,
      viewBy: 'Month',
      hasExtraPlayers: true,
      historical: rows,
    });
    expect(sheets.map((s) => [s.name, s.rows.length])).toEqual([
      ['Planned Events', 2],
      ['Considering Events', 3],
      ['Historical Events', 3],
    ]);
    const planned = sheets[0]!;
    expect(planned.columns.map((c) => c.header)).toEqual([
      'Month',
      'Player',
      'Tournament',
      'Course',
      'Location',
      'Start Date',
      'End Date',
      'Status',
      'Note',
      'Tournament URL',
    ]);
    expect(planned.rows[0]).toEqual([
      'April 2026',
      'Wes Haugen',
      'Spring Open',
      'Pine Course',
      'Pinehurst, NC',
      new Date('2026-04-10T00:00:00Z'),
      new Date('2026-04-12T00:00:00Z'),
      'In Field',
      null,
      'https://www.events.example/1',
    ]);
    expect(planned.columns[5]).toMatchObject({ type: 'date', numFmt: 'm/d/yyyy' });
    const history = sheets[2]!;
    const col = (h: string) => history.columns.findIndex((c) => c.header === h);
    expect(history.columns[col('Avg')]).toMatchObject({ type: 'number', numFmt: '0.0' });
    expect(history.rows[2]![col('Score')]).toBe(220);
    expect(history.rows[2]![col('Raw Score To Par')]).toBe(4);
    expect(history.rows[2]![col('Date Played')]).toEqual(new Date('2025-05-01T00:00:00Z'));
    expect(history.rows[0]![col('Score')]).toBeNull();
    const single = scheduleWorkbook({
      upcomingTables: arrangeUpcoming(ROWS, options({ mergeStatusTables: true }), ME),
      viewBy: 'Season',
      hasExtraPlayers: false,
      historical: [],
    });
    expect(single.map((s) => s.name)).toEqual(['Upcoming Events', 'Historical Events']);
    expect(single[0]!.columns[0]!.header).toBe('Season');
    expect(single[0]!.columns.some((c) => c.header === 'Player')).toBe(false);
    expect(single[1]!.rows).toEqual([]);
  });

  it('keeps the events of a time frame and threshold', () => {
    const now = new Date('2025-08-01T12:00:00Z');
    const ids = (r: typeof rows) => r.map((x) => x.tournamentId);
    expect(ids(historicalInTimeframe(rows, { timePeriod: 'ALL' }, 0, now))).toEqual([2, 3, 1]);
    // 2 months before Aug 1 is Jun 1: events starting after it (Jul 1) only.
    expect(
      ids(
        historicalInTimeframe(rows, { timePeriod: 'Months', timeSelectedType: 'FILTER', count: 2 }, 0, now),
      ),
    ).toEqual([2]);
    expect(
      ids(
        historicalInTimeframe(
          rows,
          { timePeriod: 'Months', timeSelectedType: 'DATE', startDate: '2025-05-01', endDate: '2025-06-01' },
          0,
          now,
        ),
      ),
    ).toEqual([3, 1]);
    // Last 2 rounds: T3 (1 round), then T1 (3 rounds) crosses 2 and is kept; T2 has no rounds.
    expect(
      ids(
        historicalInTimeframe(rows, { timePeriod: 'Rounds', timeSelectedType: 'FILTER', count: 2 }, 0, now),
      ),
    ).toEqual([3, 1]);
    expect(
      ids(
        historicalInTimeframe(rows, { timePeriod: 'Rounds', timeSelectedType: 'FILTER', count: 1 }, 0, now),
      ),
    ).toEqual([3]);
    // Threshold 75: T1's best is 71, T3's 80, T2 has none.
    expect(ids(historicalInTimeframe(rows, { timePeriod: 'ALL' }, 75, now))).toEqual([1]);
  });
});
