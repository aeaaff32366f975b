import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { SnackbarProvider } from '../../components/ui/snackbar-provider';
import { queryClient } from '../../lib/query-client';

/**
 * Server state for every route except the landing page. The provider (and TanStack Query itself) loads with
 * the first route that needs data, which keeps the home page within its 170 KB budget. Loaders use the same
 * `queryClient` directly. Components rendered outside this layout (top navigation, landing page) must not
 * use query hooks. The app's one snackbar (`useSnackbar()`, lib/snackbar.ts) lives here for the same reason.
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <Outlet />
      </SnackbarProvider>
    </QueryClientProvider>
  );
}
