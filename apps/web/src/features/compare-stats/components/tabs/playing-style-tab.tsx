import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMeasurement, GO_FOR_GREEN_MIN_YARDS, type SideFigures } from '@linksight/golf-core';
import { DispersionChart } from './dispersion-chart';
import { fractionText } from './fraction-text';
import { ChartAndTable, type SidesProps } from './tab-panels';
import { PRINT_DENSE_TABLE } from '../../utils/print-table';
import { SideHeaderCells } from '../side-header-cells';

type Row = { label: string; value: (s: SideFigures) => string };
const ROWS: Row[] = [
  {
    label: `Went for par 5s in two (${GO_FOR_GREEN_MIN_YARDS}+ yd)`,
    value: (s) => fractionText(s.playingStyle.goForGreenInTwo),
  },
  {
    label: 'Average lay-up distance',
    value: (s) => formatMeasurement(s.playingStyle.layUpDistanceYards, 'yd'),
  },
  { label: 'Tee shots missed left', value: (s) => fractionText(s.playingStyle.missLeft) },
  { label: 'Tee shots missed right', value: (s) => fractionText(s.playingStyle.missRight) },
  { label: 'Short-sided when missing the green', value: (s) => fractionText(s.playingStyle.shortSided) },
];

/**
 * Playing style: how aggressive (going for par 5s in two, lay-up distances) and how the tee shots spread
 * (a dispersion plot of drive distance by where the ball finished: left rough, fairway, right rough).
 */
export function PlayingStyleTab({ left, right, leftLabel, rightLabel, isStatic }: SidesProps) {
  return (
    <ChartAndTable
      isStatic={isStatic}
      chart={
        <>
          <Typography variant="subtitle2">Tee shot dispersion (drive distance, yd)</Typography>
          <DispersionChart
            points={{
              left: left?.playingStyle.dispersion ?? [],
              right: right?.playingStyle.dispersion ?? [],
            }}
            names={{ left: leftLabel, right: rightLabel }}
          />
        </>
      }
      table={
        <Table size="small" aria-label="Playing style" sx={PRINT_DENSE_TABLE}>
          <TableHead>
            <TableRow>
              <TableCell>Tendency</TableCell>
              <SideHeaderCells leftLabel={leftLabel} rightLabel={rightLabel} />
            </TableRow>
          </TableHead>
          <TableBody>
            {ROWS.map((row) => (
              <TableRow key={row.label}>
                <TableCell>{row.label}</TableCell>
                <TableCell align="right">{left ? row.value(left) : '-'}</TableCell>
                <TableCell align="right">{right ? row.value(right) : '-'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
}
