import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { mountQueue, type MountTicket } from '../../lib/mount-queue';
import { useNearViewport } from '../../lib/use-near-viewport';

const FILL = { width: '100%', height: '100%' } as const;

/**
 * Fills its (sized) parent and renders `children` once it has come near the viewport and the app's mount
 * queue gives it its turn, in a transition (React renders it in slices; a click in between wins). issue 23:
 * the charts of a page mount one per task, and those below the fold when scrolled to, instead of all in
 * the commit that brought their data (the profile dashboard's four charts were one ~600 ms task on
 * Lighthouse's 4× slower CPU). The parent holds the size, so nothing shifts when the children arrive.
 */
export function DeferredMount({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(box);
  const [isReady, setIsReady] = useState(false);
  const ticket = useRef<MountTicket | null>(null);
  useEffect(() => {
    if (!isNear) return;
    const own = mountQueue.request(() => startTransition(() => setIsReady(true)));
    ticket.current = own;
    return () => own.cancel();
  }, [isNear]);
  // After the commit that mounted the children: the next subtree may start.
  useEffect(() => {
    if (isReady) ticket.current?.done();
  }, [isReady]);
  return (
    <div ref={box} style={FILL}>
      {isReady && children}
    </div>
  );
}
