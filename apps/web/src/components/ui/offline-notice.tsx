import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { OFFLINE_MESSAGE, useIsOnline } from '../../lib/offline';

/**
 * While the browser is offline, a bar at the foot of the screen says so (an outside audit applied a new
 * Compare Stats selection offline and kept reading the old figures, with no sign that nothing was loading).
 * react-query pauses its requests meanwhile and sends them when the connection returns; the bar then goes.
 * Plain elements, in the first load's code: a chunk fetched only once offline could not arrive.
 */
export function OfflineNotice() {
  const isOnline = useIsOnline();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 16,
        display: 'flex',
        justifyContent: 'center',
        px: 2,
        zIndex: (theme) => theme.zIndex.snackbar + 1,
        pointerEvents: 'none',
      }}
    >
      {!isOnline && (
        <Typography
          data-testid="offline-notice"
          sx={{
            bgcolor: '#212121',
            color: '#fff',
            px: 2,
            py: 1.25,
            borderRadius: 1,
            boxShadow: 6,
            maxWidth: 560,
          }}
        >
          {OFFLINE_MESSAGE}
        </Typography>
      )}
    </Box>
  );
}
