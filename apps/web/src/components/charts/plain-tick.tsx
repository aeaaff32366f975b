import type { TickRendererProps } from '@visx/axis';
import { wrapLabel } from './wrap-label';

/**
 * An axis tick label, with the position and text props visx's axis computed for it. visx's default tick
 * draws through its Text component, which measures every word in a hidden element of the page (a forced
 * layout each; Recharts' did the same: ~150 ms of a profile dashboard load on a 4× slower CPU, issue 23).
 * This one measures nothing: given `maxChars`, it wraps at spaces by the label's length.
 */
export function PlainTick({
  x,
  y,
  dx,
  dy,
  textAnchor,
  fill,
  fontSize,
  formattedValue,
  maxChars,
}: TickRendererProps & { maxChars?: number }) {
  // A label wider than its band goes onto more lines at its spaces (estimated from its length: no measuring).
  const lines =
    maxChars === undefined
      ? [String(formattedValue ?? '')]
      : wrapLabel(String(formattedValue ?? ''), maxChars);
  return (
    <text x={x} y={y} dx={dx} dy={dy} textAnchor={textAnchor} fill={fill} fontSize={fontSize}>
      {lines.length === 1
        ? lines[0]
        : lines.map((line, i) => (
            <tspan key={line} x={x} dy={i === 0 ? undefined : '1.1em'}>
              {line}
            </tspan>
          ))}
    </text>
  );
}

/** An average character's width as a share of the font size (sans-serif digits and lower case). */
const CHAR_WIDTH_EM = 0.6;

/** How many characters of a label fit on one line of `widthPx` at `fontSize`. */
export function charsThatFit(widthPx: number, fontSize: number): number {
  return Math.max(1, Math.floor(widthPx / (fontSize * CHAR_WIDTH_EM)));
}

/** Where a side's tick labels sit against their tick: left labels end at it, centred on its line. */
const LABEL_PLACEMENT = {
  left: { textAnchor: 'end', dx: '-0.25em', dy: '0.33em' },
  bottom: { textAnchor: 'middle' },
} as const;

/** One look for every chart's axes: the frame's ink, short ticks, plain labels. */
export function axisStyle(ink: { axis: string; text: string }, side: 'left' | 'bottom', fontSize: number) {
  return {
    stroke: ink.axis,
    tickStroke: ink.axis,
    tickLength: 4,
    tickComponent: PlainTick,
    tickLabelProps: { fill: ink.text, fontSize, ...LABEL_PLACEMENT[side] },
  };
}
