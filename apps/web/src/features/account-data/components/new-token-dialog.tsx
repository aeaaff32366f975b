import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CreatedToken } from '@linksight/api-contract';

/** Shows a new token once (issue 20: only its hash is kept), with a copy button. */
export function NewTokenDialog({ token, onClose }: { token: CreatedToken | null; onClose: () => void }) {
  const [isCopied, setCopied] = useState(false);
  return (
    <Dialog open={token !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Your new token</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Copy this token now. You won&apos;t see it again. Send it as <code>Authorization: Bearer …</code>.
        </Typography>
        <TextField
          label={token?.name ?? 'Token'}
          value={token?.token ?? ''}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true, 'data-testid': 'new-token', style: { fontFamily: 'monospace' } },
          }}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            if (token) void navigator.clipboard?.writeText(token.token).then(() => setCopied(true));
          }}
        >
          {isCopied ? 'Copied' : 'Copy'}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            setCopied(false);
            onClose();
          }}
        >
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
