import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ReportPlaceholder } from '../../features/reports/components/report-placeholder';
import type { ReportRoute } from '../../features/reports/utils/report-routes';

/** Report pages built so far, each its own chunk; the others keep the placeholder. */
const REPORT_PAGES: Partial<Record<ReportRoute, ReturnType<typeof lazy>>> = {
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

/** spec 2 §2 report routes: dispatch by the last path segment. */
export function Component() {
  const segment = useLocation().pathname.split('/').filter(Boolean).at(-1) as ReportRoute;
  const Page = REPORT_PAGES[segment];
  if (!Page) return <ReportPlaceholder />;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
