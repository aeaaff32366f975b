import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import { ReportPlaceholder } from '../../features/reports/components/report-placeholder';
import { REPORT_PAGES } from '../../features/reports/components/report-pages';
import type { ReportRoute } from '../../features/reports/utils/report-routes';

/** spec 2 §2 report routes, each page its own chunk: issue 19's data reports and the features' own. */
const PAGES: Partial<Record<ReportRoute, LazyExoticComponent<ComponentType>>> = {
  ...REPORT_PAGES,
  resume: lazy(() =>
    import('../../features/resume/components/resume-report-page').then((m) => ({
      default: m.ResumeReportPage,
    })),
  ),
  'compare-stats': lazy(() =>
    import('../../features/compare-stats/components/report/compare-stats-report').then((m) => ({
      default: m.CompareStatsReport,
    })),
  ),
};

/** Dispatch by the last path segment; a route without its page yet shows the placeholder. */
export function Component() {
  const segment = useLocation().pathname.split('/').filter(Boolean).at(-1) as ReportRoute;
  const Page = PAGES[segment];
  if (!Page) return <ReportPlaceholder />;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
