import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatScoreVsPar, formatUsDate, tournamentRoundLabel, type RoundOption } from '@linksight/golf-core';
import { sideTextColor, type Side } from '../../utils/side-colors';
import { ScrollShadowBox } from '../../../../components/ui/scroll-shadow-box';
import { PRINT_DENSE_TABLE } from '../../utils/print-table';

type RoundsTabProps = {
  left: RoundOption[] | null;
  right: RoundOption[] | null;
  leftLabel: string;
  rightLabel: string;
};

function RoundsList({ rounds, label, side }: { rounds: RoundOption[] | null; label: string; side: Side }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" sx={{ color: sideTextColor(side) }}>
        {label} · {rounds?.length ?? 0} rounds
      </Typography>
      <ScrollShadowBox>
        <Table size="small" aria-label={`${label} rounds`} sx={PRINT_DENSE_TABLE}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Round</TableCell>
              <TableCell>Type</TableCell>
              <TableCell align="right">Score</TableCell>
              <TableCell align="right">To Par</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(rounds ?? []).map((r) => (
              <TableRow key={r.golfRoundID}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUsDate(r.dateAndTime)}</TableCell>
                <TableCell>
                  {r.label}
                  {tournamentRoundLabel(r) !== null && (
                    <Typography
                      component="span"
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                    >
                      {r.courseName} · {tournamentRoundLabel(r)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{r.roundType}</TableCell>
                <TableCell align="right">{r.score ?? '-'}</TableCell>
                <TableCell align="right">
                  {r.scoreVsPar === null ? '-' : formatScoreVsPar(r.scoreVsPar)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollShadowBox>
    </Box>
  );
}

/** The rounds of each side with their scores. */
export function RoundsTab({ left, right, leftLabel, rightLabel }: RoundsTabProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <RoundsList rounds={left} label={leftLabel} side="left" />
      <RoundsList rounds={right} label={rightLabel} side="right" />
    </Box>
  );
}
