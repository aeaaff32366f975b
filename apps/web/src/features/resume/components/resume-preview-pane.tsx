import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import type { ResumeData } from '@linksight/api-contract';
import { ReportDocument } from '../../../components/report/report-document';
import { ResumePages } from './resume-pages';

type ResumePreviewPaneProps = { data: ResumeData | null; isLoading: boolean; error: unknown };

/**
 * The live preview (spec 2 §2): the same sheets the PDF prints. While a newer preview loads, the last one
 * stays (dimmed, with a progress bar) so nothing flickers; the first load shows a skeleton sheet.
 */
export function ResumePreviewPane({ data, isLoading, error }: ResumePreviewPaneProps) {
  return (
    <Box
      sx={{ position: 'relative', height: '100%', overflowY: 'auto' }}
      aria-busy={isLoading}
      data-testid="resume-preview"
    >
      {isLoading && (
        <LinearProgress sx={{ position: 'sticky', top: 0, zIndex: 1 }} aria-label="Updating preview" />
      )}
      {error !== null && !data ? (
        <Alert severity="error" sx={{ m: 2 }}>
          The resume preview could not be loaded. Please try again.
        </Alert>
      ) : data ? (
        <Box sx={{ opacity: isLoading ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <ReportDocument title={`${data.playerName} · Resume`}>
            {!data.isCoverPageShown && !data.isChartsPageShown ? (
              <Alert severity="info" sx={{ maxWidth: 480, mx: 'auto' }}>
                Select the cover page or the performance charts page to build a resume.
              </Alert>
            ) : (
              <ResumePages data={data} />
            )}
          </ReportDocument>
        </Box>
      ) : (
        <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
          <Skeleton variant="rectangular" width="min(100%, 612px)" height={792} />
        </Box>
      )}
    </Box>
  );
}
