import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { CollapsibleBlock } from './collapsible-block';

/** Kept out of the dashboard chunk (budget): the view and its map load when the block renders. */
const MyRoundsView = lazy(() => import('../../../components/my-rounds/my-rounds-view'));

/** spec 3 §2 My Rounds block: map plus scorecard of the player's rounds. */
export function MyRoundsBlock({ accountId }: { accountId: number }) {
  return (
    <CollapsibleBlock title="My Rounds">
      <Suspense fallback={<Skeleton variant="rounded" height={400} />}>
        <MyRoundsView accountId={accountId} />
      </Suspense>
    </CollapsibleBlock>
  );
}
