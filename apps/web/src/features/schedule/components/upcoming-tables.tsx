import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import EditIcon from '@mui/icons-material/Edit';
import type { UpcomingRowItem } from '@linksight/api-contract';
import {
  formatDateSpan,
  isConfirmedStatus,
  locationText,
  SCHEDULE_STATUS_LABELS,
  type UpcomingTable,
} from '@linksight/golf-core';
import { compactTable } from './compact-table';
import { TournamentLink } from './tournament-link';
import { UpcomingCards } from './upcoming-cards';
import { ScrollShadowBox } from '../../../components/ui/scroll-shadow-box';

type UpcomingTablesProps = {
  tables: UpcomingTable<UpcomingRowItem>[];
  accountId: number;
  hasExtraPlayers: boolean;
  /** Set when the viewer manages the schedule: the player's own rows get an Edit button. */
  onEdit?: (row: UpcomingRowItem) => void;
  /** On paper: no minimum width (the page is the width), smaller type. */
  isCompact?: boolean;
};

/**
 * spec 3 §2 Upcoming Events: one grid (merged) or Planned Events and Considering Events, each grouped by
 * Month, Season or Events (golf-core `arrangeUpcoming`); rows of additional players are marked by name.
 */
export function UpcomingTables({
  tables,
  accountId,
  hasExtraPlayers,
  onEdit,
  isCompact,
}: UpcomingTablesProps) {
  // On a phone's screen each event is a card (UpcomingCards); on paper the table fits the page.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm')) && !isCompact;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {tables.map((table) => (
        <Box component="section" key={table.title} aria-label={table.title} data-testid="upcoming-table">
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {table.title} ({table.count})
          </Typography>
          {table.count === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
              No events.
            </Typography>
          ) : isPhone ? (
            <UpcomingCards
              table={table}
              accountId={accountId}
              hasExtraPlayers={hasExtraPlayers}
              onEdit={onEdit}
            />
          ) : (
            <ScrollShadowBox>
              <Table size="small" sx={compactTable(isCompact, 720)}>
                <TableHead>
                  <TableRow>
                    {hasExtraPlayers && <TableCell>Player</TableCell>}
                    <TableCell>Tournament</TableCell>
                    <TableCell>Course</TableCell>
                    <TableCell>Location</TableCell>
                    <TableCell>Dates</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Note</TableCell>
                    {onEdit && <TableCell align="right">Manage</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {table.groups.map((group) => [
                    <TableRow key={group.key} data-testid="upcoming-group">
                      <TableCell
                        colSpan={7 + Number(hasExtraPlayers)}
                        sx={{ bgcolor: 'action.hover', fontWeight: 700 }}
                      >
                        {group.label}
                      </TableCell>
                    </TableRow>,
                    ...group.rows.map((row) => {
                      const isOwn = row.accountId === accountId;
                      return (
                        <TableRow
                          key={`${group.key}-${row.tournamentId}-${row.accountId}`}
                          data-testid="upcoming-row"
                        >
                          {hasExtraPlayers && (
                            <TableCell sx={{ fontWeight: isOwn ? 700 : 400 }}>{row.playerName}</TableCell>
                          )}
                          <TableCell>
                            <TournamentLink name={row.tournamentName} url={row.tournamentUrl} />
                          </TableCell>
                          <TableCell>{row.courseName ?? '-'}</TableCell>
                          <TableCell>{locationText(row) ?? '-'}</TableCell>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            {formatDateSpan(row.startDate, row.endDate)}
                          </TableCell>
                          <TableCell>
                            <Chip
                              size="small"
                              label={SCHEDULE_STATUS_LABELS[row.status]}
                              color={isConfirmedStatus(row.status) ? 'primary' : 'default'}
                            />
                          </TableCell>
                          <TableCell sx={{ maxWidth: 260 }}>{row.note ?? ''}</TableCell>
                          {onEdit && (
                            <TableCell align="right">
                              {isOwn && (
                                <IconButton
                                  size="small"
                                  aria-label={`Edit ${row.tournamentName}`}
                                  onClick={() => onEdit(row)}
                                >
                                  <EditIcon fontSize="small" />
                                </IconButton>
                              )}
                            </TableCell>
                          )}
                        </TableRow>
                      );
                    }),
                  ])}
                </TableBody>
              </Table>
            </ScrollShadowBox>
          )}
        </Box>
      ))}
    </Box>
  );
}
