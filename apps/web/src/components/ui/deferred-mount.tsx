import { startTransition, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { ResponsiveStyleValue } from '@mui/system';
import { mountQueue, type MountTicket } from '../../lib/mount-queue';
import { useNearViewport } from '../../lib/use-near-viewport';

type DeferredMountProps = {
  /**
   * The box's height (the children's), held from the first paint: nothing shifts when they arrive. Without
   * it the box takes its content's height (the fallback's, then the children's): for content below the fold.
   */
  height?: ResponsiveStyleValue<number>;
  /** Shown in the box until the children mount. */
  fallback?: ReactNode;
  children: ReactNode;
};

/**
 * A box that renders `children` once it has come near the viewport and the app's mount queue gives it its
 * turn, in a transition (React renders it in slices; a click in between wins). issue 23 (Total Blocking
 * Time): the charts of a page mount one per task, those below the fold when scrolled to, instead of all
 * in the commit that brought their data (the profile dashboard's four charts were one ~600 ms task on
 * Lighthouse's 4× slower CPU).
 */
export function DeferredMount({ height, fallback = null, children }: DeferredMountProps) {
  const box = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(box, { forKeyboard: true });
  const [isReady, setIsReady] = useState(false);
  const ticket = useRef<MountTicket | null>(null);
  useEffect(() => {
    if (!isNear) return;
    const own = mountQueue.request(() => startTransition(() => setIsReady(true)));
    ticket.current = own;
    return () => own.cancel();
  }, [isNear]);
  const onMounted = useCallback(() => ticket.current?.done(), []);
  return (
    <Box ref={box} sx={{ width: '100%', height }}>
      {isReady ? (
        // Lazy children suspend while their code loads: the next subtree waits until these have mounted.
        <Suspense fallback={fallback}>
          {children}
          <Mounted onMounted={onMounted} />
        </Suspense>
      ) : (
        fallback
      )}
    </Box>
  );
}

/** Its effect runs once the Suspense boundary around it shows its real children (not the fallback). */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}
