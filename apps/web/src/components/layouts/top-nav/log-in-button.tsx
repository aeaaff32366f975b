import { Link } from 'react-router';
import Button from '@mui/material/Button';
import { paths } from '../../../config/paths';

/**
 * spec 1 §4.1 Log in, for a visitor: the site's top bar and the profile bar. `returnUrl` brings them back
 * to the page they were reading (a profile followed from a shared link).
 */
export function LogInButton({ returnUrl }: { returnUrl?: string }) {
  return (
    <Button
      color="inherit"
      variant="outlined"
      component={Link}
      to={paths.auth.login(returnUrl)}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      Log in
    </Button>
  );
}
