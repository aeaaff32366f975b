import type { ProfileChart } from '@linksight/api-contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMeasurement, formatScoreVsPar, formatUsDate } from '@linksight/golf-core';
import { PHONE_ONLY_LINE, WIDE_SCREEN_COLUMN } from '../../../components/ui/phone-columns';

/** Columns shown from 600 px; below, they fold under the course name. */

type ChartDetailDialogProps = { chart: ProfileChart | null; playerName: string; onClose: () => void };

/**
 * spec 3 §2 chart-detail dialog (640 px): the chart's rounds with player name, course name, date started
 * (MM/dd/yyyy), yards, and score with to-par.
 */
export function ChartDetailDialog({ chart, playerName, onClose }: ChartDetailDialogProps) {
  return (
    <Dialog
      open={chart !== null}
      onClose={onClose}
      aria-labelledby="chart-detail-title"
      slotProps={{ paper: { sx: { width: 640, maxWidth: 'calc(100% - 16px)', m: 1 } } }}
    >
      <DialogTitle id="chart-detail-title">{chart?.title}</DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        <TableContainer>
          <Table size="small" aria-label={`${chart?.title ?? 'Chart'} rounds`}>
            <TableHead>
              <TableRow>
                <TableCell>Round</TableCell>
                <TableCell sx={WIDE_SCREEN_COLUMN}>Player</TableCell>
                <TableCell>Course</TableCell>
                <TableCell sx={WIDE_SCREEN_COLUMN}>Date</TableCell>
                <TableCell align="right" sx={WIDE_SCREEN_COLUMN}>
                  Yards
                </TableCell>
                <TableCell align="right">Score</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {chart?.rounds.map((r) => (
                <TableRow key={r.roundId} data-testid="chart-detail-row">
                  <TableCell>{r.label}</TableCell>
                  <TableCell sx={WIDE_SCREEN_COLUMN}>{playerName}</TableCell>
                  <TableCell>
                    {r.courseName}
                    {/* On a phone the other columns fold under the course. */}
                    <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY_LINE}>
                      {playerName} · {formatUsDate(r.playedAt)} · {formatMeasurement(r.yards, 'yds')}
                    </Typography>
                  </TableCell>
                  <TableCell sx={WIDE_SCREEN_COLUMN}>{formatUsDate(r.playedAt)}</TableCell>
                  <TableCell align="right" sx={WIDE_SCREEN_COLUMN}>
                    {formatMeasurement(r.yards)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {r.score} ({formatScoreVsPar(r.scoreToPar)})
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
