import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TopNav } from '../../components/layouts/top-nav/top-nav';
import { paths } from '../../config/paths';

/** Public pages: top navigation, content, footer. Profiles and print reports have their own chrome. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopNav />
      {/* A screen high at least: the footer starts below the fold, so a page whose content arrives after
          its first paint does not push a visible footer away (issue 23: CLS). */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none', minHeight: '100vh' }}>
        {children}
      </Box>
      <Box component="footer" sx={{ py: 3, px: 2, textAlign: 'center', color: 'text.secondary' }}>
        <Typography variant="body2">
          Linksight — open-source golf performance analytics ·{' '}
          <Link to={paths.search()} style={{ color: 'inherit' }}>
            Search players and teams
          </Link>{' '}
          ·{' '}
          <Link to={paths.storeRedirect()} style={{ color: 'inherit' }}>
            Get the mobile app
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}

export function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}
