import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { setSessionEndMessage } from '../../../lib/session';

/** spec 1 §3 / §8 snackbar duration. */
const SNACKBAR_DURATION_MS = 3000;

/** Why the user was logged out (spec 1 §4.3: "Error External token expired"); loaded only when needed. */
export default function SessionMessage({ message }: { message: string }) {
  const onClose = () => setSessionEndMessage(null);
  return (
    <Snackbar
      open
      autoHideDuration={SNACKBAR_DURATION_MS}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
