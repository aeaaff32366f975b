import { useDeferredValue, type ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCompletedRoundsCount } from '../api/get-completed-rounds-count';
import { hasNotEnoughData } from '../utils/not-enough-data';
import { DashboardContent } from './dashboard-content';
import { NotEnoughDataCard } from './not-enough-data-card';
import { PageTitle } from '../../../components/ui/page-title';
import { useSessionAccountId } from '../../../lib/use-session';

type DashboardPageProps = {
  accountId: number;
  title?: string;
  /** A profile page (Round Assessment, spec 1 §2.3) shows its title as My Rounds does. */
  isTitleShown?: boolean;
  /** On a profile page, whose player the tab title names first (as My Rounds' does). */
  playerName?: string;
  /** Where the Compare Stats action goes (the player's `stats` page), when the viewer may open it. */
  compareStatsHref?: string;
  /** Whether the viewer may see the player's shots (My Rounds, spec 2 §4); the player's own page can. */
  canViewShots?: boolean;
  /**
   * The teams the account coaches, shown above its own empty dashboard (a coach logs no rounds). The app
   * composes it from the organisations feature; it renders nothing for an account that coaches no team.
   */
  CoachedTeams?: ComponentType;
};

/**
 * The player dashboard of `accountId` (spec 3 §1–§2): only the not-enough-data card when the player has no
 * completed 18-hole and no completed 9-hole round.
 */
export function DashboardPage({
  accountId,
  title = 'Dashboard',
  isTitleShown = false,
  playerName,
  compareStatsHref,
  canViewShots,
  CoachedTeams,
}: DashboardPageProps) {
  const counts = useCompletedRoundsCount(accountId);
  const sessionAccountId = useSessionAccountId();
  // issue 23 (Total Blocking Time): react-query's update renders synchronously, and it mounted the whole
  // dashboard in one long task. The content mounts in the deferred render, which React does in slices.
  const isCounted = useDeferredValue(!counts.isPending, false);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 }, maxWidth: 1900, mx: 'auto', width: '100%' }}>
      <PageTitle parts={playerName === undefined ? [title] : [playerName, title]} />
      {isTitleShown ? (
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
      ) : (
        // The player's own /dashboard opens on its controls; its heading is for screen readers.
        <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {title}
        </h1>
      )}
      {counts.isPending || !isCounted ? (
        <CircularProgress aria-label="Loading" sx={{ m: 4 }} />
      ) : counts.isError ? (
        // The page's first call failed (the network, the server): say what, and offer it again.
        <Alert severity="error" action={<Button onClick={() => void counts.refetch()}>Try again</Button>}>
          <AlertTitle>The dashboard could not be loaded</AlertTitle>
          {counts.error.message}
        </Alert>
      ) : hasNotEnoughData(counts.data) ? (
        <>
          {CoachedTeams && <CoachedTeams />}
          <NotEnoughDataCard
            isOwn={sessionAccountId === accountId}
            hasCoachedTeams={CoachedTeams !== undefined}
          />
        </>
      ) : (
        <DashboardContent
          accountId={accountId}
          compareStatsHref={compareStatsHref}
          canViewShots={canViewShots}
        />
      )}
    </Box>
  );
}
