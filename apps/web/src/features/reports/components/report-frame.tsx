import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { REPORT_TITLES, type DataReportKind, type ReportHeaderData } from '@linksight/api-contract';
import { ReportDocument, ReportPage } from '../../../components/report/report-document';
import { ReportHeader } from '../../../components/report/report-header';
import { reportErrorText } from '../../../components/report/report-messages';
import { useReportReady } from '../../../lib/report-ready';
import { useReportData } from '../api/get-report-data';
import { missingReportParameter, useReportRequest } from '../hooks/use-report-request';

type ReportFrameProps<T> = {
  kind: DataReportKind;
  /** The report's sheets, from its data. */
  children: (data: T) => ReactNode;
};

/**
 * Loads a report's parameters (snapshot or address) and data, shows loading and error states, and
 * declares the page ready for the PDF service once the sheets are drawn (ARCHITECTURE §6).
 */
export function ReportFrame<T extends { header: ReportHeaderData }>({ kind, children }: ReportFrameProps<T>) {
  const target = useReportRequest();
  const missing = missingReportParameter(kind, target.request);
  const query = useReportData<T>(target.accountId, kind, target.request, target.isReady && missing === null);
  const error = target.error ?? missing ?? query.error ?? undefined;
  useReportReady(query.isSuccess, error);
  const title = REPORT_TITLES[kind];
  return (
    <ReportDocument title={title}>
      {error ? (
        <ReportPage label={title}>
          <ReportHeader title={title} />
          <Alert severity="error" role="alert">
            {reportErrorText(error)}
          </Alert>
        </ReportPage>
      ) : !query.data ? (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
          <CircularProgress aria-label={`Loading the ${title}`} />
        </Box>
      ) : (
        children(query.data)
      )}
    </ReportDocument>
  );
}

/** The header of a report's sheets from its data. */
export function ReportDataHeader({ kind, header }: { kind: DataReportKind; header: ReportHeaderData }) {
  return (
    <ReportHeader
      title={REPORT_TITLES[kind]}
      playerName={header.playerName}
      roundsLabel={header.roundsLabel || undefined}
      standardLabel={header.standardLabel ?? undefined}
    />
  );
}
