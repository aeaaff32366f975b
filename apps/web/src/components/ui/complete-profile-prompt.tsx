import { useState } from 'react';
import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { paths } from '../../config/paths';
import { useAccountSummary } from '../../lib/account-summary';

const dismissedKey = (accountId: number) => `linksight.completeProfileDismissed.${accountId}`;

function isDismissed(accountId: number): boolean {
  try {
    return window.localStorage.getItem(dismissedKey(accountId)) === '1';
  } catch {
    return false;
  }
}

/**
 * A new account (a code sign-up, spec 1 §4) has no name, so the profile reads "User" (spec 1 §1): a small
 * prompt leads to the settings page until the player names themself or dismisses it (ARCHITECTURE
 * "Profile settings").
 */
export function CompleteProfilePrompt() {
  const account = useAccountSummary();
  const [dismissedNow, setDismissedNow] = useState(false);
  if (account === null || dismissedNow || isDismissed(account.accountId)) return null;
  if (account.firstName.trim() !== '' || account.lastName.trim() !== '') return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(dismissedKey(account.accountId), '1');
    } catch {
      // storage disabled: dismissed for this page only
    }
    setDismissedNow(true);
  };
  return (
    <Alert
      severity="info"
      onClose={dismiss}
      slotProps={{ closeButton: { 'aria-label': 'Dismiss' } }}
      sx={{ mx: { xs: 2, sm: 3 }, mt: 2, alignItems: 'center' }}
    >
      {/* Profiles are public unless the player says otherwise (spec 1: allowPublicSite defaults to true). */}
      Your profile has no name yet, and its pages are open to visitors until you choose otherwise there.{' '}
      <Button component={Link} to={paths.account.profile()} size="small" sx={{ ml: 1 }}>
        Complete your profile
      </Button>
    </Alert>
  );
}
