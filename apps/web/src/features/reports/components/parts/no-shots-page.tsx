import type { ReactNode } from 'react';
import type { DataReportKind, ReportHeaderData } from '@linksight/api-contract';
import Alert from '@mui/material/Alert';
import { ReportPage } from '../../../../components/report/report-document';
import { ReportDataHeader } from '../report-frame';

type NoShotsPageProps = {
  kind: DataReportKind;
  header: ReportHeaderData;
  /** What the report would have drawn, and why there is nothing: one or two sentences. */
  children: ReactNode;
};

/**
 * The one sheet a report drawn from shots prints when its rounds have none (rounds imported from a CSV of
 * scores): the header and why it is empty, instead of a sheet per hole or club of zeros.
 */
export function NoShotsPage({ kind, header, children }: NoShotsPageProps) {
  return (
    <ReportPage label="No shots">
      <ReportDataHeader kind={kind} header={header} />
      <Alert severity="info" data-testid="report-no-shots" sx={{ mt: 2 }}>
        {children}
      </Alert>
    </ReportPage>
  );
}
