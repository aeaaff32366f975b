import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';

/**
 * What the first load shows while the route's code and data arrive (the router's HydrateFallback): the
 * app bar, so a phone paints the frame as soon as the app's script has run instead of a white page until
 * the page's data is in (issue 23: First Contentful Paint). Links and controls come with the real page.
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
    </Box>
  );
}
