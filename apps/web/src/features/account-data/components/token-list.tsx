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

/** On a phone Revoke sits under the token's name: in the last column it was off screen at 375 px. */
const ON_PHONE = { display: { xs: 'inline-flex', sm: 'none' } } as const;
const FROM_TABLET = { display: { xs: 'none', sm: 'table-cell' } } as const;

function TokenRow({ token }: { token: AccessToken }) {
  const revoke = useRevokeToken();
  const revokeButton = (sx: object) => (
    <Button
      color="error"
      size="small"
      disabled={revoke.isPending}
      aria-label={`Revoke ${token.name}`}
      onClick={() => {
        if (window.confirm(`Revoke "${token.name}"? Scripts using it stop working at once.`))
          revoke.mutate(token.id);
      }}
      sx={sx}
    >
      Revoke
    </Button>
  );
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {token.name}
        </Typography>
        <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
          {token.prefix}…
        </Typography>
        <Box>{revokeButton({ ...ON_PHONE, ml: -1 })}</Box>
      </TableCell>
      <TableCell>{token.scopes.join(', ')}</TableCell>
      <TableCell>{when(token.createdAt, '')}</TableCell>
      <TableCell>{token.isExpired ? 'Expired' : when(token.expiresAt, 'Never')}</TableCell>
      <TableCell>{when(token.lastUsedAt, 'Never used')}</TableCell>
      <TableCell sx={FROM_TABLET}>{revokeButton({})}</TableCell>
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
            <TableCell sx={FROM_TABLET} />
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
