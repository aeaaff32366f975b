import { lazy, Suspense, type ComponentType } from 'react';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * spec 1 §2.1: lazy loading requires login. React Router starts a route's `lazy` in parallel with its
 * loaders, so a guarded screen's chunk would download before the guard redirects. Here the chunk is
 * requested only when the component renders, i.e. after the guard loader has let the visitor through.
 */
export function lazyAfterGuard(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen = lazy(load);
  return function GuardedScreen() {
    return (
      <Suspense fallback={<CircularProgress aria-label="Loading" sx={{ m: 4 }} />}>
        <Screen />
      </Suspense>
    );
  };
}
