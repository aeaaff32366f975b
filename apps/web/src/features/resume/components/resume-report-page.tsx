import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import { ReportDocument } from '../../../components/report/report-document';
import { useReportReady } from '../../../lib/report-ready';
import { useResumeData, type ResumeSource } from '../api/get-resume-data';
import { ResumePages } from './resume-pages';
import { NEEDS_PLAYER, reportErrorText } from '../../../components/report/report-messages';

function sourceOf(params: URLSearchParams): ResumeSource | null {
  const hash = params.get('hash');
  if (hash) return { hash };
  const accountId = Number(params.get('accountId'));
  return Number.isInteger(accountId) && accountId > 0 ? { accountId } : null;
}

/**
 * `/cgr/resume` (spec 2 §2): `?hash=` prints saved report data, `?accountId=` the account's default resume;
 * two pages in the report frame, what the PDF service prints.
 */
export function ResumeReportPage() {
  const [params] = useSearchParams();
  const source = sourceOf(params);
  const query = useResumeData(source);
  const error = source === null ? new Error(NEEDS_PLAYER) : query.error;
  useReportReady(query.isSuccess, error);
  return (
    <ReportDocument title={query.data ? `${query.data.playerName} · Resume` : 'Resume'}>
      {error ? (
        <Alert severity="error" sx={{ maxWidth: 560, mx: 'auto' }}>
          {reportErrorText(error)}
        </Alert>
      ) : query.data ? (
        <ResumePages data={query.data} />
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading resume" />
        </Box>
      )}
    </ReportDocument>
  );
}
