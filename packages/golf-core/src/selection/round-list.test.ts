import { describe, expect, it } from 'vitest';
import {
  buildRoundList,
  defaultRoundListSort,
  ROUND_LIST_VIEWS,
  type RoundListItem,
  type RoundListRound,
  type RoundListSource,
} from './round-list';
import {
  arrangeRoundList,
  limitTournamentGroups,
  roundCheckState,
  roundIdsOf,
  toggleRoundSelection,
} from './round-list-arrange';

/**
 * A history round as the histories call returns it (spec 3 §3 Round (history), api-contract HistoryRound),
 * extra fields included, so the tests feed the list what the web passes.
 */
function history(
  id: number,
  date: string,
  fields: Partial<RoundListRound> & Pick<RoundListRound, 'label' | 'courseId'>,
): RoundListRound {
  const round = {
    id,
    golfRoundId: id,
    date,
    type: 'Practice',
    roundTypeId: 1,
    score: 72,
    par: 72,
    courseLength: 6800,
    tournamentId: null,
    roundNumber: 0,
    holeCount: 18,
    isCompleted: true,
    golfCourseId: fields.courseId,
    ...fields,
  };
  return round;
}

const tournamentRound = (
  id: number,
  date: string,
  tournamentId: number,
  roundNumber: number,
  score: number,
  courseId = 2,
) =>
  history(id, date, {
    label: `T${tournamentId} ${roundNumber === 0 ? 'Final' : `R${roundNumber}`}`,
    roundTypeId: 3,
    tournamentId,
    roundNumber,
    score,
    par: 71,
    courseId,
    courseLength: 7100,
  });

const source: RoundListSource = {
  rounds: [
    // Spring Invitational: two rounds, the second the final.
    { ...tournamentRound(101, '2025-04-05T14:00:00.000Z', 10, 1, 74), label: 'Spring Invitational R1' },
    { ...tournamentRound(102, '2025-04-06T14:00:00.000Z', 10, 0, 70), label: 'Spring Invitational Final' },
    // County Amateur: three rounds at River Run.
    tournamentRound(111, '2025-03-10T14:00:00.000Z', 11, 1, 78, 3),
    tournamentRound(112, '2025-03-11T14:00:00.000Z', 11, 2, 76, 3),
    tournamentRound(113, '2025-03-12T14:00:00.000Z', 11, 0, 75, 3),
    // A qualifier, also in a tournament.
    {
      ...tournamentRound(141, '2024-09-02T14:00:00.000Z', 14, 1, 73),
      roundTypeId: 10,
      label: 'State Qualifier R1',
    },
    // Practice: a 9-hole round, an unscored round; a Match round two under.
    history(201, '2025-04-10T15:00:00.000Z', { label: 'Pine Valley', courseId: 1, score: 40, par: 36 }),
    history(203, '2025-01-20T15:00:00.000Z', { label: 'Pine Valley', courseId: 1, score: null }),
    history(202, '2025-02-14T15:00:00.000Z', {
      label: 'Oak Hills',
      courseId: 2,
      roundTypeId: 11,
      score: 69,
      par: 71,
      courseLength: 7100,
    }),
    // Rounds naming a tournament or a course the lists do not have.
    tournamentRound(301, '2025-04-01T14:00:00.000Z', 99, 1, 80),
    history(302, '2025-04-02T14:00:00.000Z', { label: 'Nowhere', courseId: 98 }),
  ],
  tournaments: [
    { id: 10, name: 'Spring Invitational' },
    { id: 11, name: 'County Amateur' },
    { id: 14, name: 'State Qualifier' },
  ],
  courses: [
    { id: 1, name: 'Pine Valley' },
    { id: 2, name: 'Oak Hills' },
    { id: 3, name: 'River Run' },
  ],
};

const labels = (items: readonly RoundListItem[]) => items.map((i) => i.label);
const childrenOf = (item: RoundListItem | undefined): RoundListItem[] =>
  item === undefined || item.kind === 'round' ? [] : item.kind === 'rounds' ? item.rounds : item.groups;

describe('defaults (spec 3 §4 List view type and sort)', () => {
  it('sorts Round #-Event by Label and every other view by Date', () => {
    expect(ROUND_LIST_VIEWS.map((v) => [v, defaultRoundListSort(v)])).toEqual([
      ['Event', 'Date'],
      ['Round #-Event', 'Label'],
      ['Round', 'Date'],
      ['Course', 'Date'],
      ['Year-Month', 'Date'],
      ['Month-Year', 'Date'],
    ]);
  });
});

describe('building the round list (spec 3 §8)', () => {
  it.each(ROUND_LIST_VIEWS)('leaves out rounds naming a missing tournament or course in %s view', (view) => {
    const list = buildRoundList(source, view);
    expect(roundIdsOf(list.items)).not.toContain(301);
    expect(roundIdsOf(list.items)).not.toContain(302);
    expect(list.warnings.map((w) => [w.kind, w.roundId])).toEqual([
      ['missing-course', 302],
      ['missing-tournament', 301],
    ]);
    expect(list.warnings[1]).toMatchObject({ tournamentId: 99 });
    expect(list.warnings[0]).toMatchObject({ courseId: 98 });
    expect(list.warnings[1]!.message).toContain('tournament 99');
  });

  it('Round: every listed round flat, newest first, hinted T, Q, P or score vs par for a Match', () => {
    const { items } = buildRoundList(source, 'Round');
    expect(items.map((i) => [i.trackBy, i.hint, i.hintClass])).toEqual([
      ['round-201', 'P', 'practice'],
      ['round-102', 'T', 'tournament'],
      ['round-101', 'T', 'tournament'],
      ['round-113', 'T', 'tournament'],
      ['round-112', 'T', 'tournament'],
      ['round-111', 'T', 'tournament'],
      ['round-202', '-2', 'under-par'],
      ['round-203', 'P', 'practice'],
      ['round-141', 'Q', 'tournament'],
    ]);
    const first = items[0]!;
    expect(first).toMatchObject({
      kind: 'round',
      label: 'Pine Valley',
      lastPlayedDate: '2025-04-10T15:00:00.000Z',
      score: 40,
      par: 36,
      courseLength: 6800,
    });
    expect(first.kind === 'round' && first.round.golfRoundId).toBe(201);
  });

  it('Event: a group per tournament with round-number hints, the other rounds in one group', () => {
    const { items } = buildRoundList(source, 'Event');
    expect(labels(items)).toEqual([
      'Spring Invitational',
      'County Amateur',
      'State Qualifier',
      'Non-Tournament Rounds',
    ]);
    const spring = items[0]!;
    expect(spring).toMatchObject({
      kind: 'rounds',
      trackBy: 'tournament-10',
      lastPlayedDate: '2025-04-06T14:00:00.000Z',
      score: 72,
      par: 71,
      hint: '+1',
      hintClass: 'over-par',
      courseLength: 7100,
    });
    expect(childrenOf(spring).map((r) => [r.label, r.hint, r.hintClass])).toEqual([
      ['Spring Invitational Final', 'Final', 'tournament'],
      ['Spring Invitational R1', 'R1', 'tournament'],
    ]);
    // County Amateur averages 76.33 on par 71: +5.3.
    expect(items[1]).toMatchObject({ hint: '+5.3', hintClass: 'over-par' });
    const others = items[3]!;
    expect(others.trackBy).toBe('no-tournament');
    expect(childrenOf(others).map((r) => [r.trackBy, r.hint])).toEqual([
      ['round-201', 'P'],
      ['round-202', '-2'],
      ['round-203', 'P'],
    ]);
    // Averages over the scored rounds only (203 has no score): (40 + 69) / 2 against (36 + 71) / 2.
    expect(others).toMatchObject({ score: 54.5, par: 53.5, hint: '+1', courseLength: 6900 });
  });

  it('Event: no Non-Tournament Rounds group when every round is in a tournament', () => {
    const onlyEvents = { ...source, rounds: source.rounds.filter((r) => r.tournamentId !== null) };
    expect(labels(buildRoundList(onlyEvents, 'Event').items)).not.toContain('Non-Tournament Rounds');
  });

  it('Course: a group per course named from the course list', () => {
    const { items } = buildRoundList(source, 'Course');
    expect(items.map((i) => [i.label, i.trackBy, roundIdsOf([i])])).toEqual([
      ['Pine Valley', 'course-1', [201, 203]],
      ['Oak Hills', 'course-2', [102, 101, 202, 141]],
      ['River Run', 'course-3', [113, 112, 111]],
    ]);
    // Pine Valley: one scored round, four over on 36.
    expect(items[0]).toMatchObject({ score: 40, par: 36, hint: '+4' });
  });

  it("averages a group's yards over the rounds that have them: a CSV import's unknown length is not 0", () => {
    const withImport: RoundListSource = {
      ...source,
      rounds: [
        ...source.rounds,
        history(204, '2025-04-12T15:00:00.000Z', { label: 'Pine Valley', courseId: 1, courseLength: null }),
      ],
    };
    const { items } = buildRoundList(withImport, 'Course');
    // Pine Valley: 6800 and 6800 recorded, one unknown → 6800, not (6800 + 6800 + 0) / 3.
    expect(items[0]).toMatchObject({ label: 'Pine Valley', courseLength: 6800 });
    const imported = buildRoundList(withImport, 'Round').items.find((i) => i.trackBy === 'round-204');
    expect(imported?.courseLength).toBeNull();
    const onlyImported = buildRoundList({ ...withImport, rounds: withImport.rounds.slice(-1) }, 'Course');
    expect(onlyImported.items[0]!.courseLength).toBeNull();
  });

  it('Month-Year: flat months; Year-Month: years holding their months', () => {
    const months = buildRoundList(source, 'Month-Year').items;
    expect(months.map((m) => [m.label, m.trackBy])).toEqual([
      ['April 2025', 'month-2025-04'],
      ['March 2025', 'month-2025-03'],
      ['February 2025', 'month-2025-02'],
      ['January 2025', 'month-2025-01'],
      ['September 2024', 'month-2024-09'],
    ]);
    // January holds only the unscored round: no score, no hint.
    expect(months[3]).toMatchObject({ score: null, par: null, hint: null, hintClass: null });

    const years = buildRoundList(source, 'Year-Month').items;
    expect(years.map((y) => [y.label, y.kind, labels(childrenOf(y))])).toEqual([
      ['2025', 'groups', ['April 2025', 'March 2025', 'February 2025', 'January 2025']],
      ['2024', 'groups', ['September 2024']],
    ]);
    expect(roundIdsOf(years.slice(1))).toEqual([141]);
    expect(years[1]).toMatchObject({
      score: 73,
      par: 71,
      hint: '+2',
      lastPlayedDate: '2024-09-02T14:00:00.000Z',
    });
  });

  it('Round #-Event: a group per round number in playing order, final last, at most 6 events each', () => {
    const many: RoundListSource = {
      rounds: Array.from({ length: 8 }, (_, i) => [
        tournamentRound(1000 + i, `2024-0${i + 1}-10T14:00:00.000Z`, 500 + i, 1, 70 + i),
        tournamentRound(2000 + i, `2024-0${i + 1}-11T14:00:00.000Z`, 500 + i, 0, 70),
      ])
        .flat()
        .concat([
          tournamentRound(3000, '2024-08-12T14:00:00.000Z', 507, 2, 71),
          history(4000, '2024-08-20T14:00:00.000Z', { label: 'Pine Valley', courseId: 1 }),
        ]),
      tournaments: Array.from({ length: 8 }, (_, i) => ({ id: 500 + i, name: `Event ${i}` })),
      courses: source.courses,
    };
    const { items } = buildRoundList(many, 'Round #-Event');
    expect(items.map((i) => [i.label, i.trackBy])).toEqual([
      ['Round 1', 'round-number-1'],
      ['Round 2', 'round-number-2'],
      ['Final Round', 'round-number-0'],
    ]);
    // The 6 most recent events of each round number; practice rounds belong to no event.
    expect(roundIdsOf(items.slice(0, 1))).toEqual([1007, 1006, 1005, 1004, 1003, 1002]);
    expect(roundIdsOf(items.slice(2))).toEqual([2007, 2006, 2005, 2004, 2003, 2002]);
    expect(roundIdsOf(items)).not.toContain(4000);
    expect(childrenOf(items[1]).map((r) => [r.label, r.hint])).toEqual([['T507 R2', 'T']]);
  });
});

describe('sorting and search (spec 3 §9, §5)', () => {
  const rounds = buildRoundList(source, 'Round');
  const order = (sort: Parameters<typeof arrangeRoundList>[1], search = '') =>
    arrangeRoundList(rounds, sort, search).map((i) => i.trackBy);

  it('sorts by Date newest first, Score best to par first with unscored last, Yards longest first, Label A–Z', () => {
    expect(order('Date')).toEqual(buildRoundList(source, 'Round').items.map((i) => i.trackBy));
    // To par: 202 -2, 102 -1, 141 +2, 101 +3, 201 and 113 +4 (newer first), 112 +5, 111 +7, 203 unscored.
    expect(order('Score')).toEqual([
      'round-202',
      'round-102',
      'round-141',
      'round-101',
      'round-201',
      'round-113',
      'round-112',
      'round-111',
      'round-203',
    ]);
    expect(order('Yards').slice(0, 7)).toEqual([
      'round-102',
      'round-101',
      'round-113',
      'round-112',
      'round-111',
      'round-202',
      'round-141',
    ]);
    expect(order('Yards').slice(7)).toEqual(['round-201', 'round-203']);
    expect(arrangeRoundList(rounds, 'Label', '').map((i) => i.label)).toEqual([
      'Oak Hills',
      'Pine Valley',
      'Pine Valley',
      'Spring Invitational Final',
      'Spring Invitational R1',
      'State Qualifier R1',
      'T11 Final',
      'T11 R1',
      'T11 R2',
    ]);
  });

  it('sorts the rounds inside groups too, and months inside years', () => {
    const events = arrangeRoundList(buildRoundList(source, 'Event'), 'Label', '');
    expect(labels(events)).toEqual([
      'County Amateur',
      'Non-Tournament Rounds',
      'Spring Invitational',
      'State Qualifier',
    ]);
    expect(labels(childrenOf(events[2]))).toEqual(['Spring Invitational Final', 'Spring Invitational R1']);
    const years = arrangeRoundList(buildRoundList(source, 'Year-Month'), 'Label', '');
    expect(labels(years)).toEqual(['2024', '2025']);
    expect(labels(childrenOf(years[1]))).toEqual([
      'April 2025',
      'February 2025',
      'January 2025',
      'March 2025',
    ]);
    expect(childrenOf(childrenOf(years[1])[0]).map((r) => r.label)).toEqual([
      'Pine Valley',
      'Spring Invitational Final',
      'Spring Invitational R1',
    ]);
  });

  it('keeps round numbers in playing order in Round #-Event and sorts the events inside', () => {
    const list = buildRoundList(source, 'Round #-Event');
    const sorted = arrangeRoundList(list, 'Score', '');
    expect(labels(sorted)).toEqual(['Round 1', 'Round 2', 'Final Round']);
    expect(roundIdsOf(sorted.slice(0, 1))).toEqual([141, 101, 111]);
    expect(roundIdsOf(sorted.slice(2))).toEqual([102, 113]);
  });

  it('a search keeps fuzzy matches on label, best match first, ignoring the sort', () => {
    expect(arrangeRoundList(rounds, 'Label', 'pine').map((i) => i.trackBy)).toEqual([
      'round-201',
      'round-203',
    ]);
    // Both are prefix matches; the shorter label covers more of it and comes first, unlike by Date.
    expect(arrangeRoundList(rounds, 'Date', 'spring inv').map((i) => i.trackBy)).toEqual([
      'round-101',
      'round-102',
    ]);
    expect(arrangeRoundList(rounds, 'Date', 'zzz')).toEqual([]);
    expect(arrangeRoundList(rounds, 'Date', '   ').map((i) => i.trackBy)).toEqual(order('Date'));
  });

  it('a group whose own label matches is kept whole; one matching through its rounds keeps just those', () => {
    const events = buildRoundList(source, 'Event');
    const county = arrangeRoundList(events, 'Date', 'county');
    expect(labels(county)).toEqual(['County Amateur']);
    expect(roundIdsOf(county)).toEqual([113, 112, 111]);

    const oak = arrangeRoundList(events, 'Date', 'oak hills');
    expect(labels(oak)).toEqual(['Non-Tournament Rounds']);
    // Only the Oak Hills round is left, and the group's figures are now that round's.
    expect(oak[0]).toMatchObject({ score: 69, par: 71, hint: '-2', hintClass: 'under-par' });
    expect(roundIdsOf(oak)).toEqual([202]);

    const years = arrangeRoundList(buildRoundList(source, 'Year-Month'), 'Date', 'september');
    expect(labels(years)).toEqual(['2024']);
    expect(labels(childrenOf(years[0]))).toEqual(['September 2024']);
    expect(
      arrangeRoundList(buildRoundList(source, 'Year-Month'), 'Date', '2025').map((i) => i.label),
    ).toEqual(['2025']);
    const byRound = arrangeRoundList(buildRoundList(source, 'Year-Month'), 'Date', 'qualifier');
    expect(roundIdsOf(byRound)).toEqual([141]);
    expect(arrangeRoundList(buildRoundList(source, 'Year-Month'), 'Date', 'xyz')).toEqual([]);
  });
});

describe('tournaments: first 3 shown, rest hidden (spec 3 §9)', () => {
  it('hides tournament groups after the third and keeps every other item', () => {
    const more: RoundListSource = {
      ...source,
      rounds: [...source.rounds, tournamentRound(151, '2023-05-01T14:00:00.000Z', 15, 1, 75)],
      tournaments: [...source.tournaments, { id: 15, name: 'Old Open' }],
    };
    const items = arrangeRoundList(buildRoundList(more, 'Event'), 'Date', '');
    expect(labels(items)).toEqual([
      'Non-Tournament Rounds',
      'Spring Invitational',
      'County Amateur',
      'State Qualifier',
      'Old Open',
    ]);
    const { items: shown, hiddenCount } = limitTournamentGroups(items);
    expect(labels(shown)).toEqual([
      'Non-Tournament Rounds',
      'Spring Invitational',
      'County Amateur',
      'State Qualifier',
    ]);
    expect(hiddenCount).toBe(1);
    expect(limitTournamentGroups(items, 1).hiddenCount).toBe(3);
    expect(limitTournamentGroups(buildRoundList(more, 'Round').items).hiddenCount).toBe(0);
  });
});

describe('round list checkbox (spec 3 §4)', () => {
  const { items } = buildRoundList(source, 'Event');
  const spring = items.slice(0, 1);

  it('is selected, indeterminate or unselected from the selected round ids', () => {
    expect(roundCheckState(spring, [101, 102, 999])).toBe('selected');
    expect(roundCheckState(spring, [102])).toBe('indeterminate');
    expect(roundCheckState(spring, [111])).toBe('unselected');
    expect(roundCheckState([], [111])).toBe('unselected');
    expect(roundCheckState(childrenOf(spring[0]).slice(0, 1), [102])).toBe('selected');
  });

  it('clicking a selected group deselects its rounds, otherwise selects them all; others keep their state', () => {
    expect(toggleRoundSelection(spring, [101, 102, 111])).toEqual([111]);
    expect(toggleRoundSelection(spring, [111, 102])).toEqual([111, 102, 101]);
    expect(toggleRoundSelection(spring, [])).toEqual([102, 101]);
  });

  it('the top-level box selects all unless all are already selected, then clears', () => {
    const all = roundIdsOf(items);
    expect(all).toHaveLength(9);
    expect(roundCheckState(items, [101])).toBe('indeterminate');
    expect(toggleRoundSelection(items, [101]).sort()).toEqual([...all].sort());
    expect(toggleRoundSelection(items, all)).toEqual([]);
    expect(toggleRoundSelection([], [5])).toEqual([5]);
  });
});
