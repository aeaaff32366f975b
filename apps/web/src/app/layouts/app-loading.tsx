import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';

/** A load that takes longer than this shows the spinner; a quicker one never flashes it. */
const SPINNER_AFTER_MS = 600;

const appear = keyframes`from { visibility: hidden; } to { visibility: visible; }`;
const turn = keyframes`to { transform: rotate(360deg); }`;

/**
 * What the first load shows while the route's code and data arrive (the router's HydrateFallback): the
 * app bar, so a phone paints the frame as soon as the app's script has run instead of a white page until
 * the page's data is in (issue 23: First Contentful Paint). Links and controls come with the real page.
 * spec 1 §2.1's spinner and "Loading" follow when it takes longer than SPINNER_AFTER_MS (an outside
 * audit's slow network left profile pages an empty green bar for seconds). The spinner turns by a
 * transform (the compositor draws it, not the main thread the page is loading on) and is hidden, not
 * painted, until then.
 */
export function AppLoading() {
  return (
    <Box aria-busy="true" aria-label="Loading Linksight">
      <AppBar position="sticky" color="primary" elevation={4}>
        <Toolbar>
          <Box component="span" sx={{ fontWeight: 800, fontSize: 20, letterSpacing: 0.5 }}>
            Linksight
          </Box>
        </Toolbar>
      </AppBar>
      <Box
        role="status"
        data-testid="app-loading"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
          pt: 12,
          animation: `${appear} 0s ${SPINNER_AFTER_MS}ms both`,
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            borderRadius: '50%',
            border: 4,
            borderColor: 'action.disabledBackground',
            borderTopColor: 'primary.main',
            animation: `${turn} 0.9s linear infinite`,
          }}
        />
        <Typography color="text.secondary">Loading</Typography>
      </Box>
    </Box>
  );
}
