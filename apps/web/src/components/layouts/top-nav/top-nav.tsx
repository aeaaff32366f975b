import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import MenuIcon from '@mui/icons-material/Menu';
import { paths } from '../../../config/paths';
import { tryAutoLogin } from '../../../lib/api-client';
import { useShellNotice } from '../../../lib/shell-notice';
import { useIsLoggedIn, useOnSessionEnd } from '../../../lib/use-session';
import { AccountMenu } from './account-menu';
import { LogInButton } from './log-in-button';
import { LogOutButton } from './log-out-button';
import { isNavMenu, NAV_ITEMS } from './nav-items';
import { NavMenuButton } from './nav-menu-button';
import { ThemeSwitch } from './theme-switch';

/** spec 1 §2.7 / §9: a hamburger under 768 px, and on a portrait tablet (portrait, narrower than 1024 px). */
const loadNavDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(loadNavDrawer);
const SessionMessage = lazy(() => import('./session-message'));

export const COLLAPSED_NAV_QUERY =
  '(max-width: 767.98px), (orientation: portrait) and (max-width: 1023.98px)';

export function TopNav() {
  const isCollapsed = useMediaQuery(COLLAPSED_NAV_QUERY, { noSsr: true });
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const isLoggedIn = useIsLoggedIn();
  const notice = useShellNotice();
  const revalidator = useRevalidator();

  // spec 1 §4.3: auto login at start (the guard of a logged-in-only route asks too; they share one refresh).
  useEffect(() => {
    void tryAutoLogin();
  }, []);
  // A session ended by the client (external 401, failed refresh): guarded screens re-run their guard.
  useOnSessionEnd(() => void revalidator.revalidate());

  return (
    <AppBar position="sticky" color="primary">
      <Toolbar sx={{ gap: 1 }}>
        {isCollapsed && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open menu"
            aria-expanded={isDrawerOpen}
            onPointerEnter={() => void loadNavDrawer()}
            onFocus={() => void loadNavDrawer()}
            onClick={() => {
              setHasOpenedDrawer(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={Link}
          to={paths.home()}
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            fontWeight: 800,
            fontSize: 20,
            mr: 2,
            letterSpacing: 0.5,
          }}
        >
          Linksight
        </Box>
        {!isCollapsed && (
          <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {NAV_ITEMS.map((item) =>
              isNavMenu(item) ? (
                <NavMenuButton key={item.label} menu={item} />
              ) : (
                <Button key={item.label} color="inherit" component={Link} to={item.to}>
                  {item.label}
                </Button>
              ),
            )}
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <ThemeSwitch />
        {isLoggedIn && <AccountMenu />}
        {isLoggedIn ? <LogOutButton /> : <LogInButton />}
      </Toolbar>
      {isCollapsed && hasOpenedDrawer && (
        <Suspense fallback={null}>
          <NavDrawer isOpen={isDrawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      {notice !== null && (
        <Suspense fallback={null}>
          <SessionMessage notice={notice} />
        </Suspense>
      )}
    </AppBar>
  );
}
