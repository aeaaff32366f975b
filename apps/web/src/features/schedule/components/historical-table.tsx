import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { HistoricalRowItem } from '@linksight/api-contract';
import {
  formatDateSpan,
  formatMeasurement,
  formatScoreVsPar,
  locationText,
  roundScoresText,
} from '@linksight/golf-core';
import { oneDecimal, scoreWithToPar } from '../utils/schedule-view';
import { compactTable } from './compact-table';
import { TournamentLink } from './tournament-link';
import { ScrollShadowBox } from '../../../components/ui/scroll-shadow-box';

/**
 * spec 3 §2 Historical Events rows: the tournament row (§3) with yards, score, average, raw score to par,
 * round scores with their to-par and the best round.
 */
export function HistoricalTable({ rows, isCompact }: { rows: HistoricalRowItem[]; isCompact?: boolean }) {
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No past events.
      </Typography>
    );
  return (
    <ScrollShadowBox>
      <Table size="small" sx={compactTable(isCompact, 900)}>
        <TableHead>
          <TableRow>
            <TableCell>Tournament</TableCell>
            <TableCell>Course</TableCell>
            <TableCell>Location</TableCell>
            <TableCell>Dates</TableCell>
            <TableCell align="right">Yards</TableCell>
            <TableCell align="right">Score</TableCell>
            <TableCell align="right">Average</TableCell>
            <TableCell align="right">To Par</TableCell>
            <TableCell>Rounds</TableCell>
            <TableCell>Best Round</TableCell>
            <TableCell>Note</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.tournamentId} data-testid="historical-row">
              <TableCell>
                <TournamentLink name={r.tournamentName} url={r.tournamentUrl} />
              </TableCell>
              <TableCell>{r.courseName ?? '-'}</TableCell>
              <TableCell>{locationText(r) ?? '-'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateSpan(r.startDate, r.endDate)}</TableCell>
              <TableCell align="right">{formatMeasurement(r.yards)}</TableCell>
              <TableCell align="right">{r.score ?? '-'}</TableCell>
              <TableCell align="right">{oneDecimal(r.avgScore)}</TableCell>
              <TableCell align="right">
                {r.rawScoreToPar === null ? '-' : formatScoreVsPar(r.rawScoreToPar)}
              </TableCell>
              <TableCell>{roundScoresText(r) ?? '-'}</TableCell>
              <TableCell>{scoreWithToPar(r.bestRoundScore, r.bestRoundScoreToPar)}</TableCell>
              <TableCell sx={{ maxWidth: 220 }}>{r.note ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollShadowBox>
  );
}
