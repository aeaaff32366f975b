import type { ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import { getSessionViewer } from '../../lib/session';

/** A page of the logged-in account's own data, given its account id (the route's guard let them in). */
export function withSessionAccount(Page: ComponentType<{ accountId: number }>): ComponentType {
  return function SessionAccountPage() {
    const accountId = getSessionViewer()?.accountId ?? null;
    if (accountId === null)
      return (
        <Alert severity="error" sx={{ m: 3 }}>
          This session has no player account.
        </Alert>
      );
    return <Page accountId={accountId} />;
  };
}
