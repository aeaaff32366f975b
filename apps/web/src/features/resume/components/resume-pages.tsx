import type { ResumeData } from '@linksight/api-contract';
import { ReportPage } from '../../../components/report/report-document';
import { ResumeChartsPage } from './resume-charts-page';
import { ResumeCoverPage } from './resume-cover-page';

/** The resume's sheets (spec 2 §3): the cover page and the performance charts page, each if selected. */
export function ResumePages({ data }: { data: ResumeData }) {
  return (
    <>
      {data.isCoverPageShown && (
        <ReportPage label="Cover page">
          <ResumeCoverPage data={data} />
        </ReportPage>
      )}
      {data.isChartsPageShown && (
        <ReportPage label="Performance charts page">
          <ResumeChartsPage data={data} />
        </ReportPage>
      )}
    </>
  );
}
