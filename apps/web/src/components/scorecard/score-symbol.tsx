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

const SYMBOL = 'score-symbol';

/**
 * The symbols' look, for the `sx` of the table that holds them (issue 23: one rule for all cells, not an
 * `sx` object per cell).
 */
export const scoreSymbolSx = {
  [`& .${SYMBOL}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 24,
    height: 24,
    border: 0,
    borderRadius: 0.5,
  },
  [`& .${SYMBOL}[data-shape="box"]`]: { border: 1.5, borderColor: 'error.main' },
  [`& .${SYMBOL}[data-shape="circle"]`]: { border: 1.5, borderColor: 'success.main', borderRadius: '50%' },
} as const;

export function ScoreSymbol({ cell }: { cell: ColumnCell | undefined }) {
  const shape = scoreShape(cell);
  if (shape === 'blank') return null;
  return (
    <span className={SYMBOL} data-shape={shape} title={SHAPE_LABEL[shape]}>
      {cell?.score}
    </span>
  );
}
