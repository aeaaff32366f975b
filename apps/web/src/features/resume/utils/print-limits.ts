/**
 * Issue 15 decision: the resume is a cover page and a performance charts page (spec 2 §3), so each cover
 * list prints at most this many rows and says how many more there are; the builder says so beside a longer
 * list, and its preview shows the same. The favourite tournaments end the charts page and may run onto a
 * sheet of their own: they print a page of rows rather than five on an otherwise blank sheet.
 */
export const PRINT_LIMITS = {
  upcomingEvents: 6,
  news: 5,
  pastTournaments: 6,
  pastRounds: 5,
  chartTournaments: 6,
  featuredTournaments: 25,
} as const;

/** The cover page's lists as the builder names them, with their print limits. */
export const COVER_LIST_LIMITS = {
  upcomingEvents: PRINT_LIMITS.upcomingEvents,
  newsfeedItems: PRINT_LIMITS.news,
  pastTournaments: PRINT_LIMITS.pastTournaments,
  pastRounds: PRINT_LIMITS.pastRounds,
} as const;

/** The first `limit` items and how many were left out. */
export function capped<T>(items: readonly T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}
