import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/ui/page-title';

/** The map and scorecards are big (MapLibre comes later still): loaded only when the page opens. */
const MyRoundsView = lazy(() => import('../../../components/my-rounds/my-rounds-view'));

type MyRoundsPageProps = { accountId: number; title: string; playerName: string };

/** spec 3 §2 View-shots page: the profile's `my-rounds` child route. */
export function MyRoundsPage({ accountId, title, playerName }: MyRoundsPageProps) {
  return (
    <Box sx={{ p: 2, maxWidth: 1600, mx: 'auto' }}>
      <PageTitle parts={[playerName, title]} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={400} />}>
        <MyRoundsView accountId={accountId} />
      </Suspense>
    </Box>
  );
}
