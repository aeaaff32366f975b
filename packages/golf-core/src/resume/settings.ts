import { defaultRangeOptions } from '../selection/date-range-search';
import type { RoundChartKind } from '../charts/round-charts';

/**
 * The resume builder's settings and the rules of spec 2 §4 (defaults, disabled options, master switches).
 * One implementation: the API answers resumeSettings with them and checks a posted settings against them;
 * the builder (web) applies the same rules as the user ticks boxes. The wire shape is api-contract's
 * ResumeSettingsSchema; these types are its structure.
 */

/** spec 2 §3 option: one news item, round, tournament or event of the cover page. */
export type ResumeOption = { id: number; name: string; isSelected: boolean; includeNotes: boolean };
export type ResumeOptionList = { isSelected: boolean; options: ResumeOption[] };

export const PERSONAL_FIELDS = [
  'picture',
  'aboutMe',
  'height',
  'weight',
  'ncaa',
  'ghin',
  'websiteLink',
  'customLogo',
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
export const SCHOOL_FIELDS = [
  'highSchoolName',
  'highSchoolGraduationDate',
  'highSchoolGPA',
  'collegeName',
  'collegeStartDate',
  'collegeGraduationDate',
  'collegeGPA',
] as const;
export type SchoolField = (typeof SCHOOL_FIELDS)[number];
export const OPTION_LISTS = ['newsfeedItems', 'pastRounds', 'pastTournaments', 'upcomingEvents'] as const;
export type OptionListKey = (typeof OPTION_LISTS)[number];

/** spec 2 §3 chart switches, in the order of spec 2 §9, and the golf-core chart each one draws. */
export const CHART_SWITCHES = {
  bestRoundsChart: 'bestTen',
  bestConsecutiveRoundsChart: 'bestTenConsecutive',
  lastRoundsChart: 'lastTen',
  priorRoundsChart: 'priorTen',
} as const satisfies Record<string, RoundChartKind>;
export type ChartSwitch = keyof typeof CHART_SWITCHES;
export const CHART_SWITCH_KEYS = Object.keys(CHART_SWITCHES) as ChartSwitch[];

/** An inclusive range of calendar days (yyyy-mm-dd; null = open) and the label the selector shows. */
export type ResumeDateRange = { start: string | null; end: string | null; label: string };

export type ResumeSettings = {
  accountId: number;
  coverPage: {
    isSelected: boolean;
    personalInformation: Record<PersonalField, boolean>;
    schoolInformation: Record<SchoolField, boolean>;
  } & Record<OptionListKey, ResumeOptionList>;
  performanceChartsPage: {
    isSelected: boolean;
    barChartsDateRange: ResumeDateRange;
    includedTournamentsDateRange: ResumeDateRange;
    showAllFavoriteTournaments: boolean;
    showTournamentNotes: boolean;
    /**
     * Issue 15: the WHS Handicap Index and strokes gained by category against scratch, an optional block of
     * the charts page (recruiters ask for both). Decision: on by default.
     */
    showHandicapAndStrokesGained: boolean;
  } & Record<ChartSwitch, boolean>;
};

/**
 * What the player's data holds (spec 2 §4: a missing field or an empty list switches its option off and
 * disables it). `options` are the lists' items; `hasNotes` says whether an item has a note to include.
 */
export type ResumeAvailability = {
  personalInformation: Record<PersonalField, boolean>;
  schoolInformation: Record<SchoolField, boolean>;
  /** Whether each chart can be drawn over the bar-chart range (enough rounds). */
  charts: Record<ChartSwitch, boolean>;
};
export type ResumeSourceItem = { id: number; name: string; hasNotes: boolean };
export type ResumeSources = Record<OptionListKey, ResumeSourceItem[]>;

/** spec 2 §9: the bar-chart range label defaults to Last 24 Months. */
export const DEFAULT_BAR_CHART_RANGE_LABEL = 'Last 24 Months';
/** Decision (the spec names no default): the included-tournaments range starts as All Time. */
export const DEFAULT_TOURNAMENT_RANGE_LABEL = 'All Time';

const day = (d: Date | null) => (d === null ? null : d.toISOString().slice(0, 10));

/** A default range option of spec 3 §9 (Last 12 Months, Last 24 Months, All Time) as resume days. */
export function resumeRangeOption(label: string, now: Date): ResumeDateRange {
  const option = defaultRangeOptions(now).find((o) => o.label === label);
  if (!option) throw new Error(`Unknown range option ${label}`);
  return { start: day(option.dateRange.start), end: day(option.dateRange.end), label };
}

/** spec 2 §4 defaults. */
const PERSONAL_DEFAULTS: Record<PersonalField, boolean> = {
  picture: true,
  aboutMe: true,
  ncaa: true,
  ghin: true,
  websiteLink: true,
  height: false,
  weight: false,
  customLogo: false,
};
const LIST_DEFAULTS: Record<OptionListKey, boolean> = {
  upcomingEvents: true,
  pastTournaments: false,
  pastRounds: false,
  newsfeedItems: true,
};
const CHART_DEFAULTS: Record<ChartSwitch, boolean> = {
  bestRoundsChart: true,
  bestConsecutiveRoundsChart: true,
  lastRoundsChart: false,
  priorRoundsChart: false,
};

const mapFields = <K extends string>(keys: readonly K[], f: (k: K) => boolean) =>
  Object.fromEntries(keys.map((k) => [k, f(k)])) as Record<K, boolean>;

/**
 * spec 2 §4 defaults, switched off where the data is missing: cover page on; picture, about me, NCAA,
 * GHIN, website link on; height, weight, custom logo off; school fields off; events and news on (every
 * item), tournaments and rounds off; charts on with best ten and best ten consecutive; favourites and
 * notes off. Notes of an item are included by default when it has one (decision).
 */
export function defaultResumeSettings(
  accountId: number,
  availability: ResumeAvailability,
  sources: ResumeSources,
  now: Date,
): ResumeSettings {
  const list = (key: OptionListKey): ResumeOptionList => ({
    isSelected: false,
    options: sources[key].map((item) => ({
      id: item.id,
      name: item.name,
      isSelected: LIST_DEFAULTS[key],
      includeNotes: item.hasNotes,
    })),
  });
  return applyResumeRules(
    {
      accountId,
      coverPage: {
        isSelected: true,
        personalInformation: mapFields(PERSONAL_FIELDS, (k) => PERSONAL_DEFAULTS[k]),
        schoolInformation: mapFields(SCHOOL_FIELDS, () => false),
        newsfeedItems: list('newsfeedItems'),
        pastRounds: list('pastRounds'),
        pastTournaments: list('pastTournaments'),
        upcomingEvents: list('upcomingEvents'),
      },
      performanceChartsPage: {
        isSelected: true,
        ...mapFields(CHART_SWITCH_KEYS, (k) => CHART_DEFAULTS[k]),
        barChartsDateRange: resumeRangeOption(DEFAULT_BAR_CHART_RANGE_LABEL, now),
        includedTournamentsDateRange: resumeRangeOption(DEFAULT_TOURNAMENT_RANGE_LABEL, now),
        showAllFavoriteTournaments: false,
        showTournamentNotes: false,
        showHandicapAndStrokesGained: true,
      },
    },
    availability,
    sources,
  );
}

/** spec 2 §4: the performance charts section is disabled when none of the four charts can be drawn. */
export const isChartsPageAvailable = (availability: ResumeAvailability) =>
  CHART_SWITCH_KEYS.some((k) => availability.charts[k]);

/**
 * spec 2 §4 rules on any settings: a missing field or chart is off, an item without notes has none, and a
 * list's master switch follows whether any of its items is selected. The cover page's switch is the
 * user's; the charts page is off when no chart can be drawn. Settings stored earlier are cut to the items
 * the player still has (a deleted news item drops out; a new one comes in unselected).
 */
export function applyResumeRules(
  settings: ResumeSettings,
  availability: ResumeAvailability,
  sources: ResumeSources,
): ResumeSettings {
  const cover = settings.coverPage;
  const list = (key: OptionListKey): ResumeOptionList => {
    const saved = new Map(cover[key].options.map((o) => [o.id, o]));
    const options = sources[key].map((item) => {
      const o = saved.get(item.id);
      return {
        id: item.id,
        name: item.name,
        isSelected: o?.isSelected ?? false,
        includeNotes: item.hasNotes && (o?.includeNotes ?? false),
      };
    });
    return { isSelected: options.some((o) => o.isSelected), options };
  };
  const charts = settings.performanceChartsPage;
  return {
    accountId: settings.accountId,
    coverPage: {
      isSelected: cover.isSelected,
      personalInformation: mapFields(
        PERSONAL_FIELDS,
        (k) => availability.personalInformation[k] && cover.personalInformation[k],
      ),
      schoolInformation: mapFields(
        SCHOOL_FIELDS,
        (k) => availability.schoolInformation[k] && cover.schoolInformation[k],
      ),
      newsfeedItems: list('newsfeedItems'),
      pastRounds: list('pastRounds'),
      pastTournaments: list('pastTournaments'),
      upcomingEvents: list('upcomingEvents'),
    },
    performanceChartsPage: {
      ...charts,
      ...mapFields(CHART_SWITCH_KEYS, (k) => availability.charts[k] && charts[k]),
      isSelected: charts.isSelected && isChartsPageAvailable(availability),
    },
  };
}

/** Select All / Clear All of one list (spec 2 §2); the master switch follows. */
export function selectAllOptions(list: ResumeOptionList, isSelected: boolean): ResumeOptionList {
  const options = list.options.map((o) => ({ ...o, isSelected }));
  return { isSelected: isSelected && options.length > 0, options };
}

/** A list's master switch flipped by the user: every item follows it (spec 2 §4). */
export const toggleOptionList = selectAllOptions;

/** One item ticked or unticked; the master switch follows (spec 2 §4). */
export function setOption(
  list: ResumeOptionList,
  id: number,
  change: Partial<Pick<ResumeOption, 'isSelected' | 'includeNotes'>>,
): ResumeOptionList {
  const options = list.options.map((o) => (o.id === id ? { ...o, ...change } : o));
  return { isSelected: options.some((o) => o.isSelected), options };
}

/** The charts page's switches as the player set them: the page's own and each chart's. */
export type ChartWishes = Record<ChartSwitch | 'isSelected', boolean>;
const WISH_KEYS = ['isSelected', ...CHART_SWITCH_KEYS] as const;

/** The switches of `settings` as wishes (the first loaded settings, Restore Defaults). */
export const chartWishesOf = (settings: ResumeSettings): ChartWishes =>
  mapFields(WISH_KEYS, (k) => settings.performanceChartsPage[k]);

/**
 * The wishes after a change the player made from `before` to `after`: only the switches that change are
 * theirs. A switch the rules turned off (a bar-chart range with too few rounds) stays wished for, so
 * `withChartWishes` turns it on again when a later range can draw the chart: narrowing the range to two
 * weeks and back had left Best 10, Best 10 Consecutive and Prior 10 unticked.
 */
export function updateChartWishes(
  wishes: ChartWishes,
  before: ResumeSettings,
  after: ResumeSettings,
): ChartWishes {
  return mapFields(WISH_KEYS, (k) =>
    after.performanceChartsPage[k] === before.performanceChartsPage[k]
      ? wishes[k]
      : after.performanceChartsPage[k],
  );
}

/** `settings` with the player's chart switches; applyResumeRules then turns off what cannot be drawn. */
export const withChartWishes = (settings: ResumeSettings, wishes: ChartWishes): ResumeSettings => ({
  ...settings,
  performanceChartsPage: { ...settings.performanceChartsPage, ...wishes },
});
