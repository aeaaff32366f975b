import type { FastifyInstance } from 'fastify';
import {
  SCHEDULE_STATUS_LABELS,
  SUMMARY_MIN_ROUNDS,
  applyResumeRules,
  buildResumeCharts,
  computeStats,
  defaultResumeSettings,
  formatShortDate,
  isScheduleStatus,
  levelStandardValues,
  resumeChartAvailability,
  resumeFeaturedTournaments,
  roundsInDateRange,
  selectedResumeItems,
  shownOrNull,
  standardValuesOf,
  strokesGainedVsStandard,
  summarizeTournaments,
  type ChartSwitch,
  type ChartTournament,
  type PersonalField,
  type ResumeAvailability,
  type ResumeSources,
  type RoundChart,
  type SchoolField,
} from '@linksight/golf-core';
import type { ResumeChart, ResumeData, ResumeSettings, ResumeTournament } from '@linksight/api-contract';
import { AppError } from '../../lib/errors';
import { accountImageUrl } from '../../repositories/accounts';
import type { MediaSigner } from '../media/media-signer';
import { chartRoundsOf, type DatasetChartRound } from '../analytics/chart-rounds';
import { holesOf, shotTrackedRounds } from '../analytics/overviews';
import type { PlayerDataset } from '../analytics/player-dataset';

/** Resume charts use the completed 18-hole rounds, as the profile's Performance Trends do (ARCHITECTURE). */
const RESUME_HOLE_COUNT = 18;
/** Issue 15: strokes gained on the resume are against a scratch standard. */
const RESUME_SG_STANDARD = 'scratch';

const day = (v: string | Date | null | undefined) =>
  v === null || v === undefined ? null : (v instanceof Date ? v.toISOString() : v).slice(0, 10);
const yearOf = (v: string | null | undefined) => (v ? Number(v.slice(0, 4)) : null);
const place = (p: { courseName: string | null; city: string | null; state: string | null }) =>
  [p.courseName, [p.city, p.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ') || null;
/** A real calendar day (2025-02-31 is not, though Date would roll it over to March). */
const isCalendarDay = (d: string) => {
  const parsed = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
};
const present = (v: unknown) => v !== null && v !== undefined && v !== '';

/** Everything a resume of one player is made of, read once per request. */
export type ResumeSourceData = Awaited<ReturnType<typeof loadResumeSources>>;

export async function loadResumeSources(app: FastifyInstance, accountId: number, dataset: PlayerDataset) {
  const now = app.clock.now();
  const today = now.toISOString().slice(0, 10);
  const [cover, news, featured, past, rounds, entries, handicap] = await Promise.all([
    app.repos.resume.coverOf(accountId),
    app.repos.profileContent.listNews(accountId),
    app.repos.profileContent.listFeaturedTournaments(accountId),
    app.repos.resume.listPastTournaments(accountId, today),
    app.repos.resume.listFeaturedRounds(accountId),
    app.repos.profileContent.listUpcomingEntries(accountId, today),
    app.playerFigures.handicapOf(accountId),
  ]);
  if (!cover) throw AppError.notFound('No account found');
  // The profile's Upcoming Events card lists the same entries (spec 3 §2): those with a known status.
  const events = entries.flatMap((e) => (isScheduleStatus(e.status) ? [{ ...e, status: e.status }] : []));
  const { account, extra } = cover;
  const chartRounds = chartRoundsOf(dataset, RESUME_HOLE_COUNT);
  const personal: Record<PersonalField, unknown> = {
    picture: account.imgPath,
    aboutMe: extra?.about,
    height: extra?.heightInches,
    weight: extra?.weightLbs,
    ncaa: extra?.ncaaNumber,
    ghin: extra?.ghin,
    websiteLink: extra?.websiteLink,
    customLogo: extra?.customLogoPath,
  };
  const school: Record<SchoolField, unknown> = {
    highSchoolName: extra?.highSchool,
    highSchoolGraduationDate: extra?.highSchoolEndDate,
    highSchoolGPA: extra?.highSchoolGpa,
    collegeName: extra?.college,
    collegeStartDate: extra?.collegeStartDate,
    collegeGraduationDate: extra?.collegeEndDate,
    collegeGPA: extra?.collegeGpa,
  };
  const sources: ResumeSources = {
    // Two posts may share a header: the date tells them apart in the builder's list.
    newsfeedItems: news.map((n) => ({
      id: n.id,
      name: `${n.header} · ${formatShortDate(n.publishedAt)}`,
      hasNotes: false,
    })),
    pastRounds: rounds.map((r) => ({
      id: r.id,
      name: `${r.courseName} · ${formatShortDate(r.playedAt)}${r.score === null ? '' : ` · ${r.score}`}`,
      hasNotes: present(r.notes),
    })),
    pastTournaments: past.map((t) => ({ id: t.id, name: t.name, hasNotes: present(t.notes) })),
    upcomingEvents: events.map((e) => ({ id: e.tournamentId, name: e.tournamentName, hasNotes: false })),
  };
  return {
    now,
    account,
    extra,
    personal,
    school,
    news,
    featured,
    past,
    rounds,
    events,
    chartRounds,
    dataset,
    handicap,
    sources,
  };
}

/**
 * Strokes gained per round against scratch over the rounds of a range, kept with the dataset (dropped with
 * it when the data changes): stats over ~3000 holes took most of a preview's 150–200 ms, and the builder
 * asks again on every tick of a box.
 */
const strokesGainedMemo = new WeakMap<
  PlayerDataset,
  Map<string, ReturnType<typeof strokesGainedVsStandard>>
>();
function strokesGainedOf(
  dataset: PlayerDataset,
  rounds: PlayerDataset['rounds'],
  range: { start: string | null; end: string | null },
) {
  if (rounds.length < SUMMARY_MIN_ROUNDS) return [];
  const memo = strokesGainedMemo.get(dataset) ?? new Map();
  strokesGainedMemo.set(dataset, memo);
  const key = `${range.start}/${range.end}`;
  if (!memo.has(key))
    memo.set(
      key,
      strokesGainedVsStandard(
        standardValuesOf(computeStats(holesOf(dataset, rounds))),
        levelStandardValues(RESUME_SG_STANDARD),
      ),
    );
  return memo.get(key)!;
}

/** spec 2 §4: what can be switched on; the charts by the bar-chart range of the given settings. */
export function resumeAvailability(
  src: ResumeSourceData,
  barRange: { start: string | null; end: string | null },
): ResumeAvailability {
  const has = <K extends string>(values: Record<K, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([k, v]) => [k, present(v)])) as Record<K, boolean>;
  return {
    personalInformation: has(src.personal),
    schoolInformation: has(src.school),
    charts: resumeChartAvailability(src.chartRounds, barRange),
  };
}

/** The spec 2 §4 defaults for this player. */
export function defaultSettingsOf(src: ResumeSourceData): ResumeSettings {
  const probe = defaultResumeSettings(
    src.account.id,
    resumeAvailability(src, { start: null, end: null }),
    src.sources,
    src.now,
  );
  const range = probe.performanceChartsPage.barChartsDateRange;
  return defaultResumeSettings(src.account.id, resumeAvailability(src, range), src.sources, src.now);
}

/**
 * A posted settings checked against the player (issue 15 bad input: 400 for another account's settings,
 * an option id the player does not have, or a range that starts after it ends), then the spec 2 §4 rules.
 */
export function checkedSettings(src: ResumeSourceData, settings: ResumeSettings): ResumeSettings {
  if (settings.accountId !== src.account.id)
    throw AppError.badRequest(`These settings are for account ${settings.accountId}, not ${src.account.id}`);
  for (const [key, items] of Object.entries(src.sources) as [keyof ResumeSources, { id: number }[]][]) {
    const known = new Set(items.map((i) => i.id));
    const unknown = settings.coverPage[key].options.find((o) => !known.has(o.id));
    if (unknown) throw AppError.badRequest(`Unknown option id ${unknown.id} in coverPage.${key}`);
  }
  const page = settings.performanceChartsPage;
  for (const [name, r] of [
    ['barChartsDateRange', page.barChartsDateRange],
    ['includedTournamentsDateRange', page.includedTournamentsDateRange],
  ] as const) {
    for (const d of [r.start, r.end])
      if (d !== null && !isCalendarDay(d)) throw AppError.badRequest(`${name}: ${d} is not a date`);
    if (r.start !== null && r.end !== null && r.start > r.end)
      throw AppError.badRequest(`${name} starts (${r.start}) after it ends (${r.end})`);
  }
  return applyResumeRules(settings, resumeAvailability(src, page.barChartsDateRange), src.sources);
}

function toTournament(t: ChartTournament<DatasetChartRound>): ResumeTournament {
  const best = t.rounds.find((r) => r.score - r.par === t.bestRoundToPar)!;
  return {
    tournamentId: t.tournamentId,
    tournamentName: t.tournamentName,
    includedRounds: t.rounds.map((r) => ({
      golfRoundId: r.id,
      dateStarted: r.playedAt,
      performance: { score: r.score, par: r.par },
      underParCount: r.underParCount,
    })),
    totalScoreWithPar: { score: t.totalScore, toPar: t.totalToPar },
    averageScoreWithPar: { score: t.averageScore, toPar: t.averageToPar },
    bestRoundScoreWithPar: { score: best.score, toPar: t.bestRoundToPar },
  };
}

function toChart(chart: RoundChart<DatasetChartRound> | null): ResumeChart | null {
  if (!chart) return null;
  return {
    kind: chart.kind,
    title: chart.title,
    averageScore: chart.averageScore,
    averageScoreToPar: chart.averageScoreToPar,
    averageYards: chart.averageYards,
    includedTournaments: [
      ...new Set(chart.rounds.flatMap((r) => (r.tournamentId === null ? [] : [r.tournamentId]))),
    ],
    bars: chart.bars.map((b, i) => ({
      label: b.label,
      roundId: b.roundId,
      playedAt: chart.rounds[i]!.playedAt,
      courseName: chart.rounds[i]!.courseName,
      score: b.score,
      scoreToPar: b.scoreToPar,
    })),
  };
}

const formatHeight = (inches: number) => `${Math.floor(inches / 12)}' ${inches % 12}"`;

/** spec 2 §3 resume data from checked settings (spec 2 §4 "Building the preview"). */
/**
 * The resume's data for these settings. Its picture and logo are signed addresses (`media`): the PDF
 * service's browser loads them with no token, a private player's too.
 */
export function buildResumeData(
  src: ResumeSourceData,
  settings: ResumeSettings,
  media: MediaSigner,
): ResumeData {
  const cover = settings.coverPage;
  const page = settings.performanceChartsPage;
  const p = cover.isSelected ? cover.personalInformation : null;
  const s = cover.isSelected ? cover.schoolInformation : null;
  const { account, extra } = src;
  const { charts, tournaments } = buildResumeCharts(src.chartRounds, page);
  const chart = (k: ChartSwitch) => toChart(charts[k]);
  // A featured tournament's result comes from all the player's rounds in it, not only the charts'.
  const fullResults = new Map(summarizeTournaments(src.chartRounds).map((t) => [t.tournamentId, t]));
  const sgRounds = shotTrackedRounds(
    src.dataset,
    roundsInDateRange(src.chartRounds, page.barChartsDateRange).map((r) => r.round),
  );
  return {
    accountId: account.id,
    playerName: `${account.firstName} ${account.lastName}`.trim() || 'User',
    firstName: account.firstName,
    lastName: account.lastName,
    isCoverPageShown: cover.isSelected,
    isChartsPageShown: page.isSelected,
    coverPageData: {
      picture: shownOrNull(
        p?.picture ?? false,
        account.imgPath ? media.sign(accountImageUrl(account.id)) : null,
      ),
      aboutMe: shownOrNull(p?.aboutMe ?? false, extra?.about),
      height: shownOrNull(p?.height ?? false, extra?.heightInches ? formatHeight(extra.heightInches) : null),
      weight: shownOrNull(p?.weight ?? false, extra?.weightLbs ? `${extra.weightLbs} lbs` : null),
      ncaa: shownOrNull(p?.ncaa ?? false, extra?.ncaaNumber),
      ghin: shownOrNull(p?.ghin ?? false, extra?.ghin),
      websiteLink: shownOrNull(p?.websiteLink ?? false, extra?.websiteLink),
      customLogo: shownOrNull(
        p?.customLogo ?? false,
        extra?.customLogoPath ? media.mediaUrl(extra.customLogoPath) : null,
      ),
      highSchoolName: shownOrNull(s?.highSchoolName ?? false, extra?.highSchool),
      highSchoolGradYear: shownOrNull(s?.highSchoolGraduationDate ?? false, yearOf(extra?.highSchoolEndDate)),
      highSchoolGPA: shownOrNull(s?.highSchoolGPA ?? false, extra?.highSchoolGpa),
      collegeName: shownOrNull(s?.collegeName ?? false, extra?.college),
      collegeStartYear: shownOrNull(s?.collegeStartDate ?? false, yearOf(extra?.collegeStartDate)),
      collegeGradYear: shownOrNull(s?.collegeGraduationDate ?? false, yearOf(extra?.collegeEndDate)),
      collegeGPA: shownOrNull(s?.collegeGPA ?? false, extra?.collegeGpa),
      // Decision: contact and birthday are never printed (the spec lists them but offers no option).
      email: null,
      birthday: null,
    },
    selectedTournaments: selectedResumeItems(
      cover.pastTournaments,
      src.past.map((t) => ({ id: t.id, name: t.name, date: day(t.startDate), notes: t.notes })),
      cover.isSelected,
    ),
    selectedRounds: selectedResumeItems(
      cover.pastRounds,
      src.rounds.map((r) => ({
        id: r.id,
        name: r.courseName,
        date: day(r.playedAt),
        notes: r.notes,
        score: r.score,
        scoreToPar: r.score === null ? null : r.score - r.par,
      })),
      cover.isSelected,
    ),
    selectedNewsfeedItems: selectedResumeItems(
      cover.newsfeedItems,
      src.news.map((n) => ({ id: n.id, header: n.header, date: day(n.publishedAt)!, notes: null })),
      cover.isSelected,
    ).map(({ id, header, date }) => ({ id, header, date })),
    upcomingEvents: selectedResumeItems(
      cover.upcomingEvents,
      src.events.map((e) => ({
        id: e.tournamentId,
        name: e.tournamentName,
        startDate: day(e.startDate)!,
        endDate: day(e.endDate)!,
        place: place(e),
        statusLabel: SCHEDULE_STATUS_LABELS[e.status],
        notes: null,
      })),
      cover.isSelected,
    ).map(({ notes: _notes, ...event }) => event),
    barChartsDateRangeLabel: page.barChartsDateRange.label,
    chartAvailability: resumeChartAvailability(src.chartRounds, page.barChartsDateRange),
    includedTournamentsDateRangeLabel: page.includedTournamentsDateRange.label,
    bestTenRoundsChart: chart('bestRoundsChart'),
    bestTenConsecutiveRoundsChart: chart('bestConsecutiveRoundsChart'),
    lastTenRoundsChart: chart('lastRoundsChart'),
    priorTenRoundsChart: chart('priorRoundsChart'),
    featuredTournaments: resumeFeaturedTournaments(
      src.featured.map((f) => ({
        tournamentId: f.tournamentId,
        name: f.tournamentName,
        dateStarted: day(f.startDate)!,
        place: place(f),
        notes: f.note,
      })),
      page,
    ).map((f) => {
      const r = fullResults.get(f.tournamentId);
      return { ...f, result: r ? toTournament(r) : null };
    }),
    barChartsTournaments: tournaments.map(toTournament),
    handicap:
      page.isSelected && page.showHandicapAndStrokesGained
        ? {
            index: src.handicap.handicapIndex,
            scoresUsed: src.handicap.scoresUsed,
            strokesGainedRounds: sgRounds.length,
            strokesGained: strokesGainedOf(src.dataset, sgRounds, page.barChartsDateRange),
          }
        : null,
  };
}
