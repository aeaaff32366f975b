import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { STAT_BY_ID, betterSide, statLabel, type SideFigures } from '@linksight/golf-core';
import { sideTextColor } from '../../utils/side-colors';
import { PRINT_DENSE_TABLE } from '../../utils/print-table';
import { SideHeaderCells } from '../side-header-cells';

type StatTableProps = {
  title: string;
  statIds: readonly string[];
  left: SideFigures | null;
  right: SideFigures | null;
  leftLabel: string;
  rightLabel: string;
};

/** A tab's table: catalog stats, left vs right, the better value bold in its side's colour. */
export function StatTable({ title, statIds, left, right, leftLabel, rightLabel }: StatTableProps) {
  return (
    <Table size="small" aria-label={title} sx={PRINT_DENSE_TABLE}>
      <TableHead>
        <TableRow>
          <TableCell>Stat</TableCell>
          <SideHeaderCells leftLabel={leftLabel} rightLabel={rightLabel} />
        </TableRow>
      </TableHead>
      <TableBody>
        {statIds.map((id) => {
          const stat = STAT_BY_ID.get(id)!;
          const l = left?.stats[id];
          const r = right?.stats[id];
          const better = betterSide(stat, l?.raw ?? null, r?.raw ?? null);
          const sx = (side: 'left' | 'right') =>
            better === side ? { fontWeight: 700, color: sideTextColor(side) } : {};
          return (
            <TableRow key={id}>
              <TableCell title={stat.description}>{statLabel(stat)}</TableCell>
              <TableCell align="right" sx={sx('left')}>
                {l?.formatted ?? '-'}
              </TableCell>
              <TableCell align="right" sx={sx('right')}>
                {r?.formatted ?? '-'}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
