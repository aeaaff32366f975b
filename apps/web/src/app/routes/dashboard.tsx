import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import { CompleteProfilePrompt } from '../../components/ui/complete-profile-prompt';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { paths } from '../../config/paths';
import { useAccountSummary } from '../../lib/account-summary';
import { useMyOrganizations } from '../../lib/my-organizations';
import { getSessionViewer } from '../../lib/session';

/** The roster cards load only for a coach's empty dashboard, not with every player's dashboard. */
const CoachedTeamsList = lazy(() => import('../../features/organizations/components/coached-teams'));

/** The teams the account coaches, asked for only once its dashboard turned out empty. */
function CoachedTeams() {
  const teams = (useMyOrganizations(true) ?? []).filter((o) => o.role === 'coach');
  if (teams.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CoachedTeamsList teams={teams} />
    </Suspense>
  );
}

/**
 * The logged-in player's own dashboard (spec 3 §6: it renders only when the account has an accountId).
 * Loaded only after the auth guard passed (spec 1 §2.1: lazy loading requires login).
 */
export default function DashboardRoute() {
  const accountId = getSessionViewer()?.accountId ?? null;
  // The Compare Stats action needs the player's username (spec 3 §2: player/{username}/stats): the top
  // bar's account summary has it (one `/auth/me` call for both).
  const username = useAccountSummary()?.username;
  if (accountId === null)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        This session has no player account.
      </Alert>
    );
  return (
    <>
      <CompleteProfilePrompt />
      <DashboardPage
        accountId={accountId}
        compareStatsHref={username === undefined ? undefined : paths.profile(username, 'stats')}
        CoachedTeams={CoachedTeams}
      />
    </>
  );
}
