import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { isApiClientError } from '../../../lib/api-client';
import { downloadExport, type DownloadProgress } from '../api/download-export';
import { AccountDataLayout } from './account-data-layout';

type State =
  | { name: 'idle' }
  | { name: 'downloading'; progress: DownloadProgress }
  | { name: 'saved'; fileName: string }
  | { name: 'error'; message: string };

const MB = 1024 * 1024;

/** Saves a downloaded file through a temporary link (the browser's own download). */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Issue 20 "Download my data": one zip of everything, with progress. */
export function ExportPage({ accountId }: { accountId: number }) {
  const [state, setState] = useState<State>({ name: 'idle' });
  const start = async () => {
    setState({ name: 'downloading', progress: { received: 0, total: null } });
    try {
      const { blob, fileName } = await downloadExport(accountId, (progress) =>
        setState({ name: 'downloading', progress }),
      );
      save(blob, fileName);
      setState({ name: 'saved', fileName });
    } catch (error) {
      setState({
        name: 'error',
        message: isApiClientError(error) ? error.message : 'The download failed. Please try again.',
      });
    }
  };
  const progress = state.name === 'downloading' ? state.progress : null;
  return (
    <AccountDataLayout page="export">
      <Typography sx={{ mb: 1 }}>Take all your data out in open formats, in one zip file:</Typography>
      <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3 }}>
        <li>JSON of your account, rounds with holes and shots, schedule, media list and settings</li>
        <li>CSV of your rounds, holes and shots</li>
        <li>GeoJSON of your shots, which opens in QGIS or geojson.io</li>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The rounds file can be imported again on the Import rounds page. Scripts can download the same file
        with an access token (API access).
      </Typography>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        disabled={state.name === 'downloading'}
        onClick={() => void start()}
      >
        Download my data
      </Button>
      {progress && (
        <Box role="status" sx={{ mt: 2 }}>
          <Typography>
            Downloading… {(progress.received / MB).toFixed(1)} MB
            {progress.total ? ` of ${(progress.total / MB).toFixed(1)} MB` : ''}
          </Typography>
          <LinearProgress
            variant={progress.total ? 'determinate' : 'indeterminate'}
            value={progress.total ? (progress.received / progress.total) * 100 : undefined}
            aria-label="Download progress"
            sx={{ mt: 1, height: 8, borderRadius: 1 }}
          />
        </Box>
      )}
      {state.name === 'saved' && (
        <Alert severity="success" sx={{ mt: 2 }}>
          Saved {state.fileName}.
        </Alert>
      )}
      {state.name === 'error' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {state.message}
        </Alert>
      )}
    </AccountDataLayout>
  );
}
