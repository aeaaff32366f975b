import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import type { UpcomingRowItem } from '@linksight/api-contract';
import {
  formatDateSpan,
  isConfirmedStatus,
  locationText,
  SCHEDULE_STATUS_LABELS,
  type UpcomingTable,
} from '@linksight/golf-core';
import { TournamentLink } from './tournament-link';

type UpcomingCardsProps = {
  table: UpcomingTable<UpcomingRowItem>;
  accountId: number;
  hasExtraPlayers: boolean;
  onEdit?: (row: UpcomingRowItem) => void;
};

/**
 * An upcoming-events grid on a phone: one card per event under its group's heading, so the dates and the
 * status are read with the name (in the table, at 375 px, they were two scrolls to the right).
 */
export function UpcomingCards({ table, accountId, hasExtraPlayers, onEdit }: UpcomingCardsProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {table.groups.map((group) => (
        <li key={group.key}>
          <Typography
            variant="body2"
            component="h4"
            data-testid="upcoming-group"
            sx={{ fontWeight: 700, bgcolor: 'action.hover', px: 1.5, py: 0.75, borderRadius: 1, mb: 1 }}
          >
            {group.label}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {group.rows.map((row) => (
              <li key={`${group.key}-${row.tournamentId}-${row.accountId}`}>
                <UpcomingCard
                  row={row}
                  isOwn={row.accountId === accountId}
                  hasExtraPlayers={hasExtraPlayers}
                  onEdit={onEdit}
                />
              </li>
            ))}
          </Box>
        </li>
      ))}
    </Box>
  );
}

function UpcomingCard({
  row,
  isOwn,
  hasExtraPlayers,
  onEdit,
}: {
  row: UpcomingRowItem;
  isOwn: boolean;
  hasExtraPlayers: boolean;
  onEdit?: (row: UpcomingRowItem) => void;
}) {
  const place = [row.courseName, locationText(row)].filter(Boolean).join(' · ');
  return (
    <Paper variant="outlined" data-testid="upcoming-row" sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
          <TournamentLink name={row.tournamentName} url={row.tournamentUrl} />
        </Typography>
        {onEdit && isOwn && (
          <IconButton
            size="small"
            aria-label={`Edit ${row.tournamentName}`}
            onClick={() => onEdit(row)}
            sx={{ mt: -0.5, mr: -0.5 }}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {hasExtraPlayers && (
        <Typography variant="body2" sx={{ fontWeight: isOwn ? 700 : 400 }}>
          {row.playerName}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2">{formatDateSpan(row.startDate, row.endDate)}</Typography>
        <Chip
          size="small"
          label={SCHEDULE_STATUS_LABELS[row.status]}
          color={isConfirmedStatus(row.status) ? 'primary' : 'default'}
        />
      </Box>
      {place !== '' && (
        <Typography variant="body2" color="text.secondary">
          {place}
        </Typography>
      )}
      {row.note && (
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          {row.note}
        </Typography>
      )}
    </Paper>
  );
}
