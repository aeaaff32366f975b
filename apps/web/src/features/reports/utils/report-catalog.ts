import type { ReportKind } from '@linksight/api-contract';

/** What each report prints, for the Reports page (issue 19 "a short description"). */
export const REPORT_DESCRIPTIONS: Record<ReportKind, string> = {
  'public-player-stats-report': 'Key stats per category against a standard, with made / chances.',
  'player-performance-summary':
    'Category percentages per overview, the spider chart, strengths and weaknesses.',
  ppr: 'Every stat of the catalog against a standard with the difference, and strokes gained per round.',
  'data-analysis': 'The round assessment table for all six categories.',
  favorites: 'The rounds the player featured, with their scorecards.',
  'player-best-stats-report':
    'Best metrics and historical metrics: Best 1/2/3/4 Round Score, year, days since.',
  rr: 'The best round of the selection: scorecard, stats and every hole’s shots on the map.',
  'dispersion-analysis':
    'Shot dispersion by club category: left/right and long/short spread, 68 % and 95 % ellipses.',
  'course-plan-report':
    'A page per hole: past shots, targets, average score and a plan from the player’s dispersion.',
  resume: 'The recruiting resume.',
  'compare-stats': 'Stats compared with other players or standards.',
  'public-player-schedule-report': 'The player’s tournament schedule.',
  'org-schedule-report': 'An organisation’s schedule.',
};

/**
 * The reports drawn from shots: without a round tracked shot by shot in the app (a player whose rounds
 * came from a CSV of scores) they would print empty maps and spreads.
 */
const SHOT_REPORTS: readonly ReportKind[] = ['dispersion-analysis', 'course-plan-report'];

export const needsShotTracking = (kind: ReportKind): boolean => SHOT_REPORTS.includes(kind);

/** What a shot report's card says when none of the player's rounds has shots. */
export const NEEDS_SHOT_TRACKING =
  'Needs rounds tracked shot by shot in the Linksight app; the rounds so far have scores only.';
