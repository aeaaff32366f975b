import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { reportErrorText } from '../../../../components/report/report-messages';

/** The loading and error states of the schedule's print pages. */
export function ReportState({ error, label }: { error: unknown; label: string }) {
  if (error)
    return (
      <Alert severity="error" role="alert" sx={{ maxWidth: 560, mx: 'auto' }}>
        {reportErrorText(error)}
      </Alert>
    );
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={`Loading the ${label}`} />
    </Box>
  );
}
