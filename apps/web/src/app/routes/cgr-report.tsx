import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { isDataReportKind } from '@linksight/api-contract';
import { ReportPlaceholder } from '../../features/reports/components/report-placeholder';
import { REPORT_PAGES } from '../../features/reports/components/report-pages';

/** spec 2 §2: one report page per route, its code loaded on demand; the other issues' reports stay placeholders. */
export function Component() {
  const kind = useLocation().pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (!isDataReportKind(kind)) return <ReportPlaceholder />;
  const Page = REPORT_PAGES[kind];
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
