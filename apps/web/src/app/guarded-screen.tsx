import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { requireAuth } from './guards';

/**
 * spec 1 §2.1: lazy loading requires login. A guarded screen's loader runs the guard first and asks for
 * the screen's chunk only once it has let the visitor through (React Router would start a route's `lazy`
 * beside its loaders, before the guard could redirect). The chunk is awaited in the loader, not through
 * React.lazy: a Suspense spinner made React hold the screen back up to 300 ms after it had shown (its
 * fallback throttling), ~160 ms on the dashboard over a fast link (issue 23).
 */
export function guardedScreen(load: () => Promise<{ default: ComponentType }>) {
  let Screen: ComponentType | null = null;
  return {
    loader: async (args: LoaderFunctionArgs): Promise<null> => {
      await requireAuth(args);
      Screen ??= (await load()).default;
      return null;
    },
    Component: function GuardedScreen() {
      return Screen === null ? null : <Screen />;
    },
  };
}
