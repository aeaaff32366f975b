type PlainTickProps = {
  x?: number | string;
  y?: number | string;
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  verticalAnchor?: 'start' | 'middle' | 'end';
  payload?: { value?: unknown };
  fill?: string;
  fontSize: number;
};

/** Where Recharts' own Text puts a line's baseline for its vertical anchor (its cap height is 0.71em). */
const BASELINE_SHIFT = { start: '0.71em', middle: '0.355em', end: '0' } as const;

/**
 * An axis tick label on one line. Recharts' default tick draws it through its Text component with the
 * axis' width, which measures every word in a hidden element of the page (a forced layout each):
 * ~150 ms of a profile dashboard load on a 4× slower CPU (issue 23). A one-line label needs no measuring.
 */
export function PlainTick({
  x = 0,
  y = 0,
  textAnchor = 'middle',
  verticalAnchor = 'middle',
  payload,
  fill,
  fontSize,
}: PlainTickProps) {
  return (
    <text
      x={x}
      y={y}
      dy={BASELINE_SHIFT[verticalAnchor]}
      textAnchor={textAnchor}
      fontSize={fontSize}
      fill={fill}
    >
      {String(payload?.value ?? '')}
    </text>
  );
}
