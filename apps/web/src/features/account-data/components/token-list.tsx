import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AccessToken } from '@linksight/api-contract';
import { useTokens } from '../api/get-tokens';
import { useRevokeToken } from '../api/revoke-token';

const when = (iso: string | null, none: string) =>
  iso === null
    ? none
    : new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

function TokenRow({ token }: { token: AccessToken }) {
  const revoke = useRevokeToken();
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {token.name}
        </Typography>
        <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
          {token.prefix}…
        </Typography>
      </TableCell>
      <TableCell>{token.scopes.join(', ')}</TableCell>
      <TableCell>{when(token.createdAt, '')}</TableCell>
      <TableCell>{token.isExpired ? 'Expired' : when(token.expiresAt, 'Never')}</TableCell>
      <TableCell>{when(token.lastUsedAt, 'Never used')}</TableCell>
      <TableCell>
        <Button
          color="error"
          size="small"
          disabled={revoke.isPending}
          aria-label={`Revoke ${token.name}`}
          onClick={() => {
            if (window.confirm(`Revoke "${token.name}"? Scripts using it stop working at once.`))
              revoke.mutate(token.id);
          }}
        >
          Revoke
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** The account's tokens with their last use (never the tokens themselves). */
export function TokenList() {
  const tokens = useTokens();
  if (tokens.isPending) return <CircularProgress aria-label="Loading tokens" />;
  if (tokens.isError) return <Alert severity="error">Your tokens could not be loaded.</Alert>;
  if (tokens.data.length === 0)
    return <Typography color="text.secondary">You have no access tokens yet.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Access tokens" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Scopes</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Expires</TableCell>
            <TableCell>Last used</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {tokens.data.map((t) => (
            <TokenRow key={t.id} token={t} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
