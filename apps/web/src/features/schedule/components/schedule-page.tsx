import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { fullName } from '@linksight/golf-core';
import { usePlayerSchedule, viewerTimeZoneOffset } from '../api/schedule-api';
import { useResultsState } from '../hooks/use-results-state';
import { useScheduleSelection } from '../hooks/use-schedule-selection';
import { exportRequest, reportRequest } from '../utils/schedule-view';
import { ResultsTab } from './results-tab';
import { ScheduleTab } from './schedule-tab';
import { ShareButton } from './share-button';
import { PageTitle } from '../../../components/ui/page-title';

type SchedulePageProps = {
  account: { accountId: number; firstName: string | null; lastName: string | null };
  baseUrl: string;
};

/**
 * The player tournaments screen (spec 3 §2; route `schedule/{tab}`: 0 schedule, 1 My Results) with its
 * Share button. Its choices persist in session storage (spec 3 §4); whether the viewer may manage the
 * schedule is the API's `canEdit`.
 */
export function SchedulePage({ account, baseUrl }: SchedulePageProps) {
  const tab = useParams().tab === '1' ? 1 : 0;
  const store = useScheduleSelection();
  const { selection, update } = store;
  const schedule = usePlayerSchedule(account.accountId, selection.extraAccountIds);
  const results = useResultsState(account.accountId, store, tab === 1);
  const playerName = fullName(account);

  return (
    <Box
      data-testid="schedule-page"
      sx={{
        p: { xs: 1.5, md: 3 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'minmax(0, 1fr)',
        minWidth: 0,
      }}
    >
      <PageTitle parts={[playerName, tab === 1 ? 'My Results' : 'Schedule']} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            Schedule
          </Typography>
          <Typography color="text.secondary">{playerName}</Typography>
        </Box>
        {schedule.data && (
          <ShareButton
            accountId={account.accountId}
            player={account}
            reportRequest={() => reportRequest(selection, results.state, new Date(), viewerTimeZoneOffset())}
            exportRequest={() => exportRequest(selection, results.state, viewerTimeZoneOffset())}
          />
        )}
      </Box>
      <Tabs value={tab} aria-label="Schedule tabs" variant="scrollable" allowScrollButtonsMobile>
        <Tab value={0} label="Schedule" component={RouterLink} to={`${baseUrl}/schedule/0`} />
        <Tab value={1} label="My Results" component={RouterLink} to={`${baseUrl}/schedule/1`} />
      </Tabs>
      {schedule.isError ? (
        <Alert severity="error" action={<Button onClick={() => void schedule.refetch()}>Retry</Button>}>
          The schedule could not be loaded.
        </Alert>
      ) : !schedule.data ? (
        <CircularProgress aria-label="Loading schedule" sx={{ mx: 'auto', my: 4 }} />
      ) : tab === 0 ? (
        <ScheduleTab schedule={schedule.data} selection={selection} onChange={update} />
      ) : (
        <ResultsTab schedule={schedule.data} results={results} />
      )}
    </Box>
  );
}
