/**
 * Where a spider chart's axes point (spec 3 §2): the first category straight up, the others clockwise at
 * equal angles, as d3's radial shapes count angles (radians from 12 o'clock, clockwise), so the polygons
 * drawn by visx's LineRadial and the points computed here agree.
 */
export function axisAngle(index: number, count: number): number {
  return (2 * Math.PI * index) / count;
}

/** The point `radius` px out along an axis, from the chart's centre (SVG's y grows downwards). */
export function axisPoint(index: number, count: number, radius: number): { x: number; y: number } {
  const angle = axisAngle(index, count);
  return { x: radius * Math.sin(angle), y: -radius * Math.cos(angle) };
}

/** The axis nearest to a point given from the chart's centre: the category a pointer there means. */
export function nearestAxis(x: number, y: number, count: number): number {
  const clockwiseFromTop = Math.atan2(x, -y); // −π…π, 0 straight up
  const turn = (clockwiseFromTop + 2 * Math.PI) % (2 * Math.PI);
  return Math.round(turn / axisAngle(1, count)) % count;
}

/** Below this a label's offset from the centre line counts as on it (floating-point noise of sin/cos). */
const ON_AXIS_PX = 1e-5;

/** A label beside the chart reads away from it: left of centre it ends at its point, right of it starts. */
export function labelAnchor(x: number): 'start' | 'middle' | 'end' {
  if (x > ON_AXIS_PX) return 'start';
  if (x < -ON_AXIS_PX) return 'end';
  return 'middle';
}
