import { describe, expect, it } from 'vitest';
import {
  defaultScheduleSelection,
  favoritesViewOf,
  isIsoDay,
  parseResultsTimeframe,
  parseScheduleSelection,
  scheduleOptionsOf,
} from './persisted-selection';
import {
  isValidDaySpan,
  storedTournamentUrl,
  TOURNAMENT_MESSAGES,
  tournamentProblems,
  validateNewTournament,
} from './new-tournament';
import {
  defaultScheduleReportOptions,
  fileNameDate,
  orgSchedulePdfFileName,
  schedulePdfFileName,
} from './report';

describe('persisted selection (spec 3 §4 Persistence)', () => {
  const stored = {
    statuses: [5, 1],
    mergeStatusTables: true,
    viewBy: 'Season',
    eventFilter: 'Team',
    eventTypes: [10],
    localeTypes: [],
    scoreThreshold: 79,
    timeframe: {
      timePeriod: 'Months',
      timeSelectedType: 'DATE',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    },
    extraAccountIds: [12, 40],
    favoritesViewByAccount: { '7': 1, '9': 0 },
  };

  it('round-trips a valid selection, from JSON text too', () => {
    expect(parseScheduleSelection(stored)).toEqual(stored);
    expect(parseScheduleSelection(JSON.stringify(stored))).toEqual(stored);
  });

  it('falls back to defaults field by field', () => {
    const base = defaultScheduleSelection();
    const parsed = parseScheduleSelection({
      ...stored,
      statuses: [1, 7],
      mergeStatusTables: 'yes',
      viewBy: 'Week',
      eventFilter: 'Solo',
      eventTypes: [3, 1],
      localeTypes: [2],
      scoreThreshold: 'low',
      timeframe: {
        timePeriod: 'Months',
        timeSelectedType: 'DATE',
        startDate: '2025-12-31',
        endDate: '2025-01-01',
      },
      extraAccountIds: [0, 5],
      favoritesViewByAccount: { '7': 2, abc: 1, '9': 1, '-1': 0 },
      unknown: true,
    });
    expect(parsed).toEqual({ ...base, favoritesViewByAccount: { '9': 1 } });
    expect(parseScheduleSelection({ ...stored, eventTypes: [3, 3, 10] }).eventTypes).toEqual([3, 10]);
    expect(parseScheduleSelection({ ...stored, scoreThreshold: 201 }).scoreThreshold).toBe(-1);
    expect(
      parseScheduleSelection({ ...stored, extraAccountIds: Array.from({ length: 11 }, (_, i) => i + 1) })
        .extraAccountIds,
    ).toEqual([]);
    expect(parseScheduleSelection('{not json')).toEqual(base);
    expect(parseScheduleSelection(null)).toEqual(base);
    expect(parseScheduleSelection([1, 2])).toEqual(base);
  });

  it('reads timeframes and calendar days', () => {
    expect(parseResultsTimeframe({ timePeriod: 'ALL', count: 3 })).toEqual({ timePeriod: 'ALL' });
    expect(parseResultsTimeframe({ timePeriod: 'Rounds', timeSelectedType: 'FILTER', count: 20 })).toEqual({
      timePeriod: 'Rounds',
      timeSelectedType: 'FILTER',
      count: 20,
    });
    expect(parseResultsTimeframe({ timePeriod: 'Rounds', timeSelectedType: 'FILTER', count: 0 })).toBeNull();
    expect(
      parseResultsTimeframe({ timePeriod: 'Months', timeSelectedType: 'FILTER', count: 1.5 }),
    ).toBeNull();
    expect(parseResultsTimeframe({ timePeriod: 'Weeks', timeSelectedType: 'FILTER', count: 2 })).toBeNull();
    expect(parseResultsTimeframe({ timePeriod: 'Months', timeSelectedType: 'RANGE' })).toBeNull();
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-2-1')).toBe(false);
  });

  it('gives the options and the favorites view per account', () => {
    const selection = parseScheduleSelection(stored);
    expect(scheduleOptionsOf(selection)).toEqual({
      statuses: [5, 1],
      eventTypes: [10],
      localeTypes: [],
      eventFilter: 'Team',
      mergeStatusTables: true,
      viewBy: 'Season',
    });
    expect(favoritesViewOf(selection, 7)).toBe(1);
    expect(favoritesViewOf(selection, 9)).toBe(0);
    expect(favoritesViewOf(selection, 8)).toBe(0);
  });
});

describe('schedule PDF file name (spec 3 §7)', () => {
  const wes = { firstName: 'Wes', lastName: 'Haugen' };
  const options = {
    sections: ['Upcoming' as const],
    startDate: '2025-03-01',
    endDate: '2026-02-28',
    favoritesView: 0 as const,
    scoreThreshold: 0,
  };

  it('names an upcoming-only report first-last-sections-Schedule-Report.pdf', () => {
    expect(schedulePdfFileName(wes, options)).toBe('Wes-Haugen-Upcoming-Schedule-Report.pdf');
    expect(schedulePdfFileName({ firstName: "D'Arcy", lastName: 'Mary Ann' }, options)).toBe(
      'D-Arcy-Mary-Ann-Upcoming-Schedule-Report.pdf',
    );
    expect(schedulePdfFileName({}, options)).toBe('Upcoming-Schedule-Report.pdf');
  });

  it('names a report with Past sections with the dates m_d_yyyy and ends it -Report', () => {
    expect(schedulePdfFileName(wes, { ...options, sections: ['Past', 'Upcoming'] })).toBe(
      'Wes-Haugen-Upcoming-Past-3_1_2025-2_28_2026-With-Featured-Only-Report.pdf',
    );
    expect(
      schedulePdfFileName(wes, { ...options, sections: ['Past'], favoritesView: 1, scoreThreshold: 78 }),
    ).toBe('Wes-Haugen-Past-3_1_2025-2_28_2026-With-78-Or-Better-Only-Report.pdf');
    expect(
      schedulePdfFileName(wes, { ...options, sections: ['Past'], favoritesView: 1, scoreThreshold: 0 }),
    ).toBe('Wes-Haugen-Past-3_1_2025-2_28_2026-Report.pdf');
    expect(
      schedulePdfFileName(wes, {
        ...options,
        sections: ['Past'],
        favoritesView: 1,
        startDate: null,
        endDate: null,
      }),
    ).toBe('Wes-Haugen-Past-Report.pdf');
    expect(schedulePdfFileName(wes, { ...options, sections: ['Past'], endDate: null })).toBe(
      'Wes-Haugen-Past-With-Featured-Only-Report.pdf',
    );
  });

  it('names the default report (both sections, All Time, Featured)', () => {
    expect(schedulePdfFileName(wes, defaultScheduleReportOptions())).toBe(
      'Wes-Haugen-Upcoming-Past-With-Featured-Only-Report.pdf',
    );
  });

  it('formats days without leading zeros and names the org report', () => {
    expect(fileNameDate('2025-12-09')).toBe('12_9_2025');
    expect(fileNameDate('2025-01-31T00:00:00Z')).toBe('1_31_2025');
    expect(orgSchedulePdfFileName('Sandhills Prep')).toBe('Sandhills-Prep-Schedule-Report.pdf');
  });
});

describe('new tournament checks (issue 18 bad input)', () => {
  const ok = {
    name: 'Spring Open',
    url: 'www.events.example/open',
    startDate: '2026-04-10',
    endDate: '2026-04-12',
  };
  it('accepts a typed link and stores it with https://', () => {
    expect(validateNewTournament(ok)).toBeNull();
    expect(validateNewTournament({ ...ok, url: null })).toBeNull();
    expect(validateNewTournament({ ...ok, url: 'http://x.org' })).toBeNull();
    expect(storedTournamentUrl(ok.url)).toBe('https://www.events.example/open');
    expect(storedTournamentUrl('  ')).toBeNull();
  });
  it('refuses a blank name, a non-http link, bad days and an end before the start', () => {
    expect(validateNewTournament({ ...ok, name: '  ' })).toBe(TOURNAMENT_MESSAGES.nameRequired);
    expect(validateNewTournament({ ...ok, url: 'javascript:alert(1)' })).toBe(TOURNAMENT_MESSAGES.urlNotHttp);
    expect(validateNewTournament({ ...ok, url: 'ftp://x.org' })).toBe(TOURNAMENT_MESSAGES.urlNotHttp);
    expect(validateNewTournament({ ...ok, url: 'not a link' })).toBe(TOURNAMENT_MESSAGES.urlNotHttp);
    expect(validateNewTournament({ ...ok, url: 'www.events.example/open' })).toBeNull();
    // Every problem at once, by field, for a form to mark each (the API answers the first).
    expect(
      tournamentProblems({
        name: ' ',
        url: 'javascript:alert(1)',
        startDate: '2027-06-10',
        endDate: '2027-06-01',
      }),
    ).toEqual({
      name: TOURNAMENT_MESSAGES.nameRequired,
      url: TOURNAMENT_MESSAGES.urlNotHttp,
      endDate: TOURNAMENT_MESSAGES.endBeforeStart,
    });
    expect(validateNewTournament({ ...ok, startDate: '2026-02-30' })).toBe(
      TOURNAMENT_MESSAGES.startDateInvalid,
    );
    expect(validateNewTournament({ ...ok, endDate: '2026-4-12' })).toBe(TOURNAMENT_MESSAGES.endDateInvalid);
    expect(validateNewTournament({ ...ok, endDate: '2026-04-09' })).toBe(TOURNAMENT_MESSAGES.endBeforeStart);
    expect(validateNewTournament({ ...ok, endDate: '2026-04-10' })).toBeNull();
    // An empty date is asked for, not called a wrong one.
    expect(tournamentProblems({ ...ok, startDate: '', endDate: ' ' })).toEqual({
      startDate: TOURNAMENT_MESSAGES.startDateRequired,
      endDate: TOURNAMENT_MESSAGES.endDateRequired,
    });
  });
  it('checks a time frame by day: both or neither, in order', () => {
    expect(isValidDaySpan(null, null)).toBe(true);
    expect(isValidDaySpan('2025-01-01', null)).toBe(false);
    expect(isValidDaySpan('2025-01-01', '2025-01-01')).toBe(true);
    expect(isValidDaySpan('2025-01-02', '2025-01-01')).toBe(false);
    expect(isValidDaySpan('2025-13-01', '2025-12-01')).toBe(false);
  });
});
