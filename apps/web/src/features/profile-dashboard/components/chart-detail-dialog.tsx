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

/** Columns shown from 600 px; below, they fold under the course name. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

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
                <TableCell sx={wide}>Player</TableCell>
                <TableCell>Course</TableCell>
                <TableCell sx={wide}>Date</TableCell>
                <TableCell align="right" sx={wide}>
                  Yards
                </TableCell>
                <TableCell align="right">Score</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {chart?.rounds.map((r) => (
                <TableRow key={r.roundId} data-testid="chart-detail-row">
                  <TableCell>{r.label}</TableCell>
                  <TableCell sx={wide}>{playerName}</TableCell>
                  <TableCell>
                    {r.courseName}
                    {/* On a phone the other columns fold under the course. */}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: { xs: 'block', sm: 'none' } }}
                    >
                      {playerName} · {formatUsDate(r.playedAt)} · {formatMeasurement(r.yards, 'yds')}
                    </Typography>
                  </TableCell>
                  <TableCell sx={wide}>{formatUsDate(r.playedAt)}</TableCell>
                  <TableCell align="right" sx={wide}>
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
