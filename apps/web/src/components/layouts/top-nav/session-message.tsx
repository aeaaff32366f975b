import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { setShellNotice, type ShellNotice } from '../../../lib/shell-notice';

/** spec 1 §3 / §8 snackbar duration. */
const SNACKBAR_DURATION_MS = 3000;

/** The shell's one-time notice (lib/shell-notice.ts), e.g. why the user was logged out; loaded only when needed. */
export default function SessionMessage({ notice }: { notice: ShellNotice }) {
  const onClose = () => setShellNotice(null);
  return (
    <Snackbar
      open
      autoHideDuration={SNACKBAR_DURATION_MS}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={notice.severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {notice.message}
      </Alert>
    </Snackbar>
  );
}
