import Box from '@mui/material/Box';
import type { ColumnCell } from '@linksight/golf-core';

export type ScoreShape = 'box' | 'circle' | 'plain' | 'blank';

/** spec 3 §2 / §5: a positive score vs par is a box, a negative one a circle; excluded holes show nothing. */
export function scoreShape(cell: ColumnCell | undefined): ScoreShape {
  if (cell === undefined || cell.excluded || cell.score === null) return 'blank';
  if (cell.scoreVsPar !== null && cell.scoreVsPar > 0) return 'box';
  if (cell.scoreVsPar !== null && cell.scoreVsPar < 0) return 'circle';
  return 'plain';
}

const SHAPE_LABEL: Record<ScoreShape, string> = {
  box: 'over par',
  circle: 'under par',
  plain: 'par',
  blank: '',
};

export function ScoreSymbol({ cell }: { cell: ColumnCell | undefined }) {
  const shape = scoreShape(cell);
  if (shape === 'blank') return null;
  return (
    <Box
      component="span"
      data-shape={shape}
      title={SHAPE_LABEL[shape]}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 24,
        height: 24,
        border: shape === 'plain' ? 0 : 1.5,
        borderColor: shape === 'box' ? 'error.main' : 'success.main',
        borderRadius: shape === 'circle' ? '50%' : 0.5,
      }}
    >
      {cell?.score}
    </Box>
  );
}
