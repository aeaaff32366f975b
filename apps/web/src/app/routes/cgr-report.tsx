import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import { REPORT_PAGES } from '../../features/reports/components/report-pages';
import type { ReportRoute } from '../../features/reports/utils/report-routes';

/** spec 2 §2 report routes, each page its own chunk: issue 19's data reports and the features' own. */
const PAGES: Record<ReportRoute, LazyExoticComponent<ComponentType>> = {
  ...REPORT_PAGES,
  resume: lazy(() =>
    import('../../features/resume/components/resume-report-page').then((m) => ({
      default: m.ResumeReportPage,
    })),
  ),
  'public-player-schedule-report': lazy(() =>
    import('../../features/schedule/components/report/schedule-report-page').then((m) => ({
      default: m.ScheduleReportPage,
    })),
  ),
  'org-schedule-report': lazy(() =>
    import('../../features/schedule/components/report/org-schedule-report-page').then((m) => ({
      default: m.OrgScheduleReportPage,
    })),
  ),
  'compare-stats': lazy(() =>
    import('../../features/compare-stats/components/report/compare-stats-report').then((m) => ({
      default: m.CompareStatsReport,
    })),
  ),
};

/** Dispatch by the last path segment (the /cgr routes list only the report routes). */
export function Component() {
  const segment = useLocation().pathname.split('/').filter(Boolean).at(-1) as ReportRoute;
  const Page = PAGES[segment];
  if (!Page) return null;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
