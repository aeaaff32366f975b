import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { CreatedToken } from '@linksight/api-contract';
import { AccountDataLayout } from './account-data-layout';
import { NewTokenDialog } from './new-token-dialog';
import { TokenForm } from './token-form';
import { TokenList } from './token-list';

/** Issue 20 Settings → API access: personal access tokens for scripts and apps. */
export function ApiAccessPage() {
  const [created, setCreated] = useState<CreatedToken | null>(null);
  return (
    <AccountDataLayout page="api-access">
      <Typography sx={{ mb: 1 }}>
        Personal access tokens let a script or another app read your data or post your rounds through the
        Linksight API, without your password. A token can do only what its scopes allow; revoke it when you no
        longer use it.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Reference: <a href="/api/docs">/api/docs</a>.
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        New token
      </Typography>
      <TokenForm onCreated={setCreated} />
      <Divider sx={{ my: 4 }} />
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Your tokens
      </Typography>
      <Box>
        <TokenList />
      </Box>
      <NewTokenDialog token={created} onClose={() => setCreated(null)} />
    </AccountDataLayout>
  );
}
