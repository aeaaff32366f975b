import { lineFrame, type XyYards } from '@linksight/golf-core';
import type { ReportHoleMap, ReportPoint } from '@linksight/api-contract';

/** Fill colours of the course's vector layers (issue 19: a printed map with no satellite tiles). */
const FILL: Record<string, string> = {
  perimeter: '#d9ead3',
  rough: '#b6d7a8',
  fairway: '#93c47d',
  green: '#6aa84f',
  bunker: '#f3e2b3',
  water: '#9fc5e8',
};
const SHOT_COLORS = [
  '#1d4ed8',
  '#b91c1c',
  '#7c3aed',
  '#0f766e',
  '#c2410c',
  '#be185d',
  '#4d7c0f',
  '#334155',
  '#0369a1',
  '#a16207',
];

export type MapOverlay = {
  aim: ReportPoint;
  from: ReportPoint;
  /** 95 % ellipse in yards on the from→aim line (x right, y long) round aim + bias. */
  ellipse: { major: number; minor: number; angle: number; bias: XyYards };
};

/** Line width as a share of the map's larger side, and the pin flag's height in line widths. */
const STROKES_PER_EXTENT = 250;
const FLAG_HEIGHT = 10;

/** Where the plan's line and ellipse go in the hole's frame, and the ellipse's rotation there. */
function overlayGeometry(overlay: MapOverlay, toXy: (p: ReportPoint) => XyYards) {
  const from = toXy(overlay.from);
  const aim = toXy(overlay.aim);
  const shotFrame = lineFrame(overlay.from, overlay.aim);
  const centre = shotFrame.toPoint({
    x: overlay.ellipse.bias.x,
    y: shotFrame.toXy(overlay.aim).y + overlay.ellipse.bias.y,
  });
  // Angle of the shot line in the hole frame, then the ellipse's own axis angle on it.
  const lineAngle = Math.atan2(aim.y - from.y, aim.x - from.x) - Math.PI / 2;
  return {
    from,
    aim,
    c: toXy(centre),
    rotation: lineAngle + overlay.ellipse.angle,
    major: overlay.ellipse.major,
    minor: overlay.ellipse.minor,
  };
}

type HoleMapSvgProps = {
  map: ReportHoleMap;
  overlay?: MapOverlay;
  /** Round ids in legend order (colours by round). */
  roundOrder?: readonly number[];
  height?: number;
  label: string;
};

/**
 * A hole drawn from its geometry as SVG, tee at the bottom and pin at the top: sharp in a PDF at any
 * size and independent of map tiles and WebGL (decision for issue 19's printed maps).
 */
export function HoleMapSvg({ map, overlay, roundOrder = [], height = 360, label }: HoleMapSvgProps) {
  if (!map.tee || !map.pin) return null;
  const frame = lineFrame(map.tee, map.pin);
  const toXy = (p: ReportPoint) => frame.toXy(p);
  const shapes = map.shapes.map((s) => ({ kind: s.kind, points: s.ring.map(toXy) }));
  const pin = toXy(map.pin);
  const tee = toXy(map.tee);
  const all: XyYards[] = [tee, pin, ...shapes.filter((s) => s.kind !== 'perimeter').flatMap((s) => s.points)];
  for (const s of map.shots) all.push(toXy(s.start), toXy(s.end));
  const plan = overlay ? overlayGeometry(overlay, toXy) : null;
  if (plan) {
    // The whole ellipse is drawn, so the view holds its bounding box (a 95 % pattern past the green
    // was cut off at the top of the course plan's map).
    const { c, rotation, major, minor } = plan;
    const halfX = Math.hypot(major * Math.cos(rotation), minor * Math.sin(rotation));
    const halfY = Math.hypot(major * Math.sin(rotation), minor * Math.cos(rotation));
    all.push(plan.from, plan.aim, { x: c.x - halfX, y: c.y - halfY }, { x: c.x + halfX, y: c.y + halfY });
  }
  const pad = 12;
  const minX = Math.min(...all.map((p) => p.x)) - pad;
  const maxX = Math.max(...all.map((p) => p.x)) + pad;
  const minY = Math.min(...all.map((p) => p.y)) - pad;
  // The pin's flag rises FLAG_HEIGHT strokes above the pin: room for it too.
  const top = Math.max(...all.map((p) => p.y)) + pad;
  const extent = Math.max(maxX - minX, top - minY);
  const maxY = Math.max(top, pin.y + ((FLAG_HEIGHT + 2) * extent) / STROKES_PER_EXTENT);
  // SVG y grows downward: forward (+y) is up.
  const sx = (p: XyYards) => p.x - minX;
  const sy = (p: XyYards) => maxY - p.y;
  const path = (points: readonly XyYards[]) =>
    points.map((p, i) => `${i ? 'L' : 'M'}${sx(p).toFixed(1)},${sy(p).toFixed(1)}`).join(' ') + ' Z';
  const width = maxX - minX;
  const h = maxY - minY;
  const stroke = Math.max(width, h) / STROKES_PER_EXTENT;
  const colorOf = (roundId: number) =>
    SHOT_COLORS[Math.max(0, roundOrder.indexOf(roundId)) % SHOT_COLORS.length]!;
  let ellipse = null;
  if (plan) {
    const { from, aim, c } = plan;
    const deg = (-plan.rotation * 180) / Math.PI;
    ellipse = (
      <g data-testid="plan-overlay">
        <line
          x1={sx(from)}
          y1={sy(from)}
          x2={sx(aim)}
          y2={sy(aim)}
          stroke="#111827"
          strokeWidth={stroke}
          strokeDasharray={`${stroke * 4} ${stroke * 3}`}
        />
        <ellipse
          cx={sx(c)}
          cy={sy(c)}
          rx={plan.major}
          ry={plan.minor}
          transform={`rotate(${deg.toFixed(1)} ${sx(c).toFixed(1)} ${sy(c).toFixed(1)})`}
          fill="rgba(234,88,12,0.18)"
          stroke="#ea580c"
          strokeWidth={stroke}
        />
        <circle cx={sx(aim)} cy={sy(aim)} r={stroke * 3} fill="#ea580c" stroke="#fff" strokeWidth={stroke} />
      </g>
    );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width.toFixed(1)} ${h.toFixed(1)}`}
      style={{ height, maxWidth: '100%', display: 'block', margin: '0 auto', background: '#eef5ea' }}
    >
      {shapes.map((s, i) => (
        <path
          key={i}
          d={path(s.points)}
          fill={FILL[s.kind] ?? '#ddd'}
          stroke="rgba(0,0,0,0.15)"
          strokeWidth={stroke / 2}
        />
      ))}
      {map.targets.map((t) => {
        const p = toXy(t.point);
        return (
          <g key={t.shotNumber} stroke="#111827" strokeWidth={stroke}>
            <line x1={sx(p) - stroke * 4} y1={sy(p)} x2={sx(p) + stroke * 4} y2={sy(p)} />
            <line x1={sx(p)} y1={sy(p) - stroke * 4} x2={sx(p)} y2={sy(p) + stroke * 4} />
          </g>
        );
      })}
      {map.shots.map((s) => {
        const a = toXy(s.start);
        const b = toXy(s.end);
        const color = colorOf(s.roundId);
        return (
          <g key={`${s.roundId}-${s.shotNumber}`}>
            <line
              x1={sx(a)}
              y1={sy(a)}
              x2={sx(b)}
              y2={sy(b)}
              stroke={color}
              strokeWidth={stroke}
              opacity={0.8}
            />
            <circle cx={sx(b)} cy={sy(b)} r={stroke * 1.8} fill={color} />
          </g>
        );
      })}
      {ellipse}
      <circle cx={sx(tee)} cy={sy(tee)} r={stroke * 3} fill="#fff" stroke="#111827" strokeWidth={stroke} />
      <line
        x1={sx(pin)}
        y1={sy(pin)}
        x2={sx(pin)}
        y2={sy(pin) - stroke * FLAG_HEIGHT}
        stroke="#111827"
        strokeWidth={stroke}
      />
      <path
        d={`M${sx(pin)},${sy(pin) - stroke * FLAG_HEIGHT} l${stroke * 6},${stroke * 2} l${-stroke * 6},${stroke * 2} Z`}
        fill="#dc2626"
      />
    </svg>
  );
}
