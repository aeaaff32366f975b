import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import MenuIcon from '@mui/icons-material/Menu';
import { AccountMenu } from '../../../components/layouts/top-nav/account-menu';
import { LogInButton } from '../../../components/layouts/top-nav/log-in-button';
import { LogOutButton } from '../../../components/layouts/top-nav/log-out-button';
import { ThemeSwitch } from '../../../components/layouts/top-nav/theme-switch';
import { paths } from '../../../config/paths';
import { useIsLoggedIn } from '../../../lib/use-session';
import type { ProfileFeature } from '../utils/feature-access';
import { ProfileSideMenu } from './profile-side-menu';

/** spec 1 §9 mobile breakpoint. */
const NARROW_QUERY = '(max-width: 767.98px)';

type ProfileLayoutProps = {
  accountId: number;
  name: string;
  /** False for a player without a photo: the side bar draws initials instead of asking for an image. */
  hasPhoto: boolean;
  baseUrl: string;
  enabledFeatures: readonly ProfileFeature[];
  children: ReactNode;
};

/**
 * The site-wide controls a profile page keeps (issue 23): the theme switch, the account menu (the way back
 * to the player's dashboard and account settings, as in the site's top bar) and Log out, or, for a visitor
 * who followed a shared profile link, Log in (spec 1 §4.1 returnUrl brings them back to this page). In the
 * side bar the account menu takes a row of its own: with the name beside it, it does not fit the 260 px.
 */
function SessionControls({ isInSideBar = false }: { isInSideBar?: boolean }) {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: isInSideBar ? 'wrap' : 'nowrap',
        alignItems: 'center',
        gap: 1,
        flexShrink: 0,
        width: isInSideBar ? '100%' : 'auto',
      }}
    >
      {isLoggedIn && (
        <Box sx={{ flexBasis: isInSideBar ? '100%' : 'auto', minWidth: 0, display: 'flex' }}>
          <AccountMenu />
        </Box>
      )}
      <ThemeSwitch />
      {isLoggedIn ? <LogOutButton /> : <LogInButton returnUrl={location.pathname + location.search} />}
    </Box>
  );
}

/** The profile shell: a side bar on wide screens; a header bar with the name and a menu icon on narrow ones. */
export function ProfileLayout({
  accountId,
  name,
  hasPhoto,
  baseUrl,
  enabledFeatures,
  children,
}: ProfileLayoutProps) {
  const isNarrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menu = (onNavigate?: () => void) => (
    <ProfileSideMenu
      accountId={accountId}
      name={name}
      hasPhoto={hasPhoto}
      baseUrl={baseUrl}
      enabledFeatures={enabledFeatures}
      onNavigate={onNavigate}
    />
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: isNarrow ? 'column' : 'row', minHeight: '100vh' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {isNarrow ? (
        <>
          <AppBar position="sticky">
            <Toolbar>
              <IconButton
                color="inherit"
                edge="start"
                aria-label="Open profile menu"
                aria-expanded={isMenuOpen}
                onClick={() => setMenuOpen(true)}
              >
                <MenuIcon />
              </IconButton>
              <Typography variant="h6" component="p" noWrap sx={{ ml: 1, flex: 1, minWidth: 0 }}>
                {name}
              </Typography>
              <SessionControls />
            </Toolbar>
          </AppBar>
          <Drawer
            open={isMenuOpen}
            onClose={() => setMenuOpen(false)}
            slotProps={{ paper: { 'aria-label': 'Profile menu' } }}
          >
            {menu(() => setMenuOpen(false))}
          </Drawer>
        </>
      ) : (
        // The side bar is the wide screen's banner, as the header bar is the narrow one's: its session
        // controls and "Powered by Linksight" sat outside every landmark (axe "region", issue 23).
        <Paper
          component="header"
          square
          elevation={0}
          sx={{
            borderRight: 1,
            borderColor: 'divider',
            flexShrink: 0,
            display: 'flex',
            flexDirection: 'column',
            // The side bar stays in view while a long page scrolls: its theme switch, Log out and the way
            // home sat at the bottom of the whole page, out of reach of anyone reading the top of it.
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflowY: 'auto',
          }}
        >
          {menu()}
          <Box sx={{ mt: 'auto', p: 2, display: 'grid', gap: 1, justifyItems: 'start' }}>
            <SessionControls isInSideBar />
            <Typography variant="body2" component={Link} to={paths.home()} sx={{ color: 'text.secondary' }}>
              Powered by Linksight
            </Typography>
          </Box>
        </Paper>
      )}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
        {children}
      </Box>
    </Box>
  );
}
