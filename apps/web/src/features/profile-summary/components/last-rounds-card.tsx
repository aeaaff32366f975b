import type { PlayerSummary } from '@linksight/api-contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatScoreVsPar, formatUsDate } from '@linksight/golf-core';
import { WidgetCard } from '../../../components/ui/widget-card';
import { PHONE_ONLY_LINE, WIDE_SCREEN_COLUMN } from '../../../components/ui/phone-columns';

/** The player's last 5 completed rounds: date, course (or event), type, holes, score with to-par. */
export function LastRoundsCard({ rounds }: { rounds: PlayerSummary['lastRounds'] }) {
  return (
    <WidgetCard title="Last Rounds" data-testid="last-rounds-card">
      {rounds.length === 0 ? (
        <Typography color="text.secondary">No completed round yet.</Typography>
      ) : (
        <Table size="small" aria-label="Last rounds">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Course</TableCell>
              <TableCell sx={WIDE_SCREEN_COLUMN}>Type</TableCell>
              <TableCell align="right">Score</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rounds.map((r) => (
              <TableRow key={r.roundId}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUsDate(r.playedAt)}</TableCell>
                <TableCell>
                  {r.courseName}
                  {r.tournamentName && (
                    <Typography
                      variant="caption"
                      component="span"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                    >
                      {r.tournamentName}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={WIDE_SCREEN_COLUMN}>
                  {r.roundType}
                  {r.holeCount === 9 && ' · 9 holes'}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {r.score === null ? '–' : r.score}
                  {r.scoreToPar !== null && ` (${formatScoreVsPar(r.scoreToPar)})`}
                  {r.holeCount === 9 && (
                    <Typography
                      variant="caption"
                      component="span"
                      color="text.secondary"
                      sx={PHONE_ONLY_LINE}
                    >
                      9 holes
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </WidgetCard>
  );
}
