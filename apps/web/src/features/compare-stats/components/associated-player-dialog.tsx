import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ASSOCIATED_AVERAGE_ROUNDS, type AssociatedPlayer } from '@linksight/api-contract';
import { formatAverageVsPar } from '@linksight/golf-core';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAssociatedPlayers } from '../api/get-associated-players';

/** spec 2 §9: the player dialog's search debounce and size. */
export const PLAYER_SEARCH_DEBOUNCE_MS = 200;
const DIALOG_WIDTH_PX = 500;
const DIALOG_HEIGHT_PX = 800;

type SortKey = 'playerName' | 'recentRoundsSvPAverage';
type AssociatedPlayerDialogProps = {
  open: boolean;
  accountId: number;
  onChoose: (player: AssociatedPlayer) => void;
  onClose: () => void;
};

const byKey = (key: SortKey, dir: 1 | -1) => (a: AssociatedPlayer, b: AssociatedPlayer) => {
  if (key === 'playerName') return dir * a.playerName.localeCompare(b.playerName);
  const x = a.recentRoundsSvPAverage ?? Infinity;
  const y = b.recentRoundsSvPAverage ?? Infinity;
  return dir * (x - y);
};

/** spec 2 §2 associated-player dialog: search, a sortable table with a checkbox, name and Avg Score to Par. */
export function AssociatedPlayerDialog({ open, accountId, onChoose, onClose }: AssociatedPlayerDialogProps) {
  const players = useAssociatedPlayers(accountId, open);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, PLAYER_SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<{ key: SortKey; dir: 1 | -1 }>({ key: 'playerName', dir: 1 });
  const [chosen, setChosen] = useState<number | null>(null);
  const rows = useMemo(
    () =>
      (players.data?.players ?? [])
        .filter((p) =>
          [p.playerName, p.username].some((n) => n.toLowerCase().includes(query.trim().toLowerCase())),
        )
        .sort(byKey(sort.key, sort.dir)),
    [players.data, query, sort],
  );
  const header = (key: SortKey, label: string) => (
    <TableSortLabel
      active={sort.key === key}
      direction={sort.key === key && sort.dir === -1 ? 'desc' : 'asc'}
      onClick={() => setSort({ key, dir: sort.key === key ? (-sort.dir as 1 | -1) : 1 })}
    >
      {label}
    </TableSortLabel>
  );
  const player = rows.find((p) => p.account === chosen);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: {
            width: DIALOG_WIDTH_PX,
            height: DIALOG_HEIGHT_PX,
            maxWidth: 'calc(100vw - 32px)',
            maxHeight: 'calc(100vh - 32px)',
          },
        },
      }}
    >
      <DialogTitle>Compare With Player</DialogTitle>
      <DialogContent dividers>
        <TextField
          size="small"
          fullWidth
          placeholder="Search players"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': 'Search players' } }}
          sx={{ mb: 1 }}
        />
        {players.isPending && <LinearProgress aria-label="Loading players" />}
        {players.isError && <Alert severity="error">{players.error.message}</Alert>}
        {players.data && rows.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {players.data.players.length === 0
              ? 'No associated players: circle members, teammates and your athletes appear here.'
              : `No associated player matches "${query.trim()}". Circle members, teammates and your athletes appear here.`}
          </Typography>
        )}
        {rows.length > 0 && (
          <Table size="small" aria-label="Associated players">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>{header('playerName', 'Player')}</TableCell>
                <TableCell align="right">{header('recentRoundsSvPAverage', 'Avg Score to Par')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((p) => (
                <TableRow
                  key={p.account}
                  hover
                  selected={p.account === chosen}
                  onClick={() => setChosen(p.account)}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={p.account === chosen}
                      onChange={() => setChosen(p.account === chosen ? null : p.account)}
                      slotProps={{ input: { 'aria-label': `Choose ${p.playerName} (@${p.username})` } }}
                    />
                  </TableCell>
                  {/* The username under the name: two players may share a name (an audit met two "Noah Stroud"). */}
                  <TableCell>
                    {p.playerName}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      @{p.username}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">
                    {p.recentRoundsSvPAverage === null ? '-' : formatAverageVsPar(p.recentRoundsSvPAverage)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {rows.length > 0 && (
          // Which rounds the average covers: without it the dialog's +4.2 read as a contradiction of the
          // comparison's +5.2 over the last 12 months.
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            Avg Score to Par: over each player's last {ASSOCIATED_AVERAGE_ROUNDS} completed 18-hole rounds.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!player} onClick={() => player && onChoose(player)}>
          Compare
        </Button>
      </DialogActions>
    </Dialog>
  );
}
