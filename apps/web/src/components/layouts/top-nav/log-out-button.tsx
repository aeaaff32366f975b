import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import { paths } from '../../../config/paths';
import { logOut } from '../../../lib/api-client';

/** spec 1 §4.3 Log out: ends the session and goes home. Shared by the site's top bar and the profile bar. */
export function LogOutButton() {
  const navigate = useNavigate();
  const [isLoggingOut, setLoggingOut] = useState(false);
  return (
    <Button
      color="inherit"
      variant="outlined"
      // At 375 px the bar also holds the account menu (issue 20): a tighter button keeps it on one line.
      sx={{ whiteSpace: 'nowrap', flexShrink: 0, px: { xs: 1, sm: 2 }, minWidth: 0 }}
      disabled={isLoggingOut}
      onClick={() => {
        setLoggingOut(true);
        void logOut().then(() => {
          setLoggingOut(false);
          void navigate(paths.home());
        });
      }}
    >
      Log out
    </Button>
  );
}
