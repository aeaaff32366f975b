/** spec 2 §2 report routes under /cgr (print pages the API also renders to PDF, ARCHITECTURE §6). */
export const REPORT_ROUTES = {
  'public-player-stats-report': 'Player stats report',
  'compare-stats': 'Compare Stats report',
  'public-player-schedule-report': 'Player schedule report',
  resume: 'Resume',
  'player-performance-summary': 'Player performance summary',
  favorites: 'Favourite rounds report',
  'player-best-stats-report': 'Player best stats report',
  'org-schedule-report': 'Organization schedule report',
  rr: 'Best round report',
  ppr: 'Player performance report',
  'data-analysis': 'Data analysis report',
  'dispersion-analysis': 'Dispersion analysis report',
  'course-plan-report': 'Course plan report',
} as const;
export type ReportRoute = keyof typeof REPORT_ROUTES;

export const REPORT_ROUTE_NAMES = Object.keys(REPORT_ROUTES) as ReportRoute[];
