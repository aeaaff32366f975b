import { lazy, memo, Suspense, useRef } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { CollapsibleBlock } from './collapsible-block';

/** Kept out of the dashboard chunk (budget): the view and its map load when the block renders. */
const MyRoundsView = lazy(() => import('../../../components/my-rounds/my-rounds-view'));

/**
 * spec 3 §2 My Rounds block: map plus scorecard of the player's rounds. It is below the fold, so its
 * code, its four calls and the map library wait until it is scrolled near (issue 23: first paint).
 */
export const MyRoundsBlock = memo(function MyRoundsBlock({ accountId }: { accountId: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref, { forKeyboard: true });
  const placeholder = <Skeleton variant="rounded" height={400} data-testid="my-rounds-placeholder" />;
  return (
    <CollapsibleBlock title="My Rounds">
      <Box ref={ref}>
        {isNear ? (
          <Suspense fallback={placeholder}>
            <MyRoundsView accountId={accountId} />
          </Suspense>
        ) : (
          placeholder
        )}
      </Box>
    </CollapsibleBlock>
  );
});
