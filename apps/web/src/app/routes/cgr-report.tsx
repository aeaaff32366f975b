import { useLocation } from 'react-router';
import { ResumeReportPage } from '../../features/resume/components/resume-report-page';
import { ReportPlaceholder } from '../../features/reports/components/report-placeholder';

/** Dispatch per report kind (spec 2 §2); a kind without its page yet shows the placeholder. */
const REPORT_PAGES: Partial<Record<string, () => React.JSX.Element>> = {
  resume: ResumeReportPage,
};

export function Component() {
  const kind = useLocation().pathname.split('/').filter(Boolean).at(-1) ?? '';
  const Page = REPORT_PAGES[kind] ?? ReportPlaceholder;
  return <Page />;
}
