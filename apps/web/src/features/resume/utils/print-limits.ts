/**
 * Issue 15 decision: the resume is two pages (spec: cover page and performance charts page), so each list
 * prints at most this many rows and says how many more there are; the builder's preview shows the same.
 */
export const PRINT_LIMITS = {
  upcomingEvents: 6,
  news: 5,
  pastTournaments: 6,
  pastRounds: 5,
  chartTournaments: 6,
  featuredTournaments: 5,
} as const;

/** The first `limit` items and how many were left out. */
export function capped<T>(items: readonly T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}
