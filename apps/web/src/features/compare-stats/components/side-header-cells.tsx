import TableCell from '@mui/material/TableCell';
import { sideTextColor } from '../utils/side-colors';

/** The two sides' column headers of a comparison table, right-aligned in the sides' text colours. */
export function SideHeaderCells({ leftLabel, rightLabel }: { leftLabel: string; rightLabel: string }) {
  return (
    <>
      <TableCell align="right" sx={{ color: sideTextColor('left') }}>
        {leftLabel}
      </TableCell>
      <TableCell align="right" sx={{ color: sideTextColor('right') }}>
        {rightLabel}
      </TableCell>
    </>
  );
}
