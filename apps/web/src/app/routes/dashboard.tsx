import Alert from '@mui/material/Alert';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { getSessionViewer } from '../../lib/session';

/**
 * The logged-in player's own dashboard (spec 3 §6: it renders only when the account has an accountId).
 * Loaded only after the auth guard passed (spec 1 §2.1: lazy loading requires login).
 */
export default function DashboardRoute() {
  const accountId = getSessionViewer()?.accountId ?? null;
  if (accountId === null)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        This session has no player account.
      </Alert>
    );
  return <DashboardPage accountId={accountId} />;
}
