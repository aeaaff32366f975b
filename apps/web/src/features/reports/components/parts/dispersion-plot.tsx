import type { DispersionGroupData } from '@linksight/api-contract';
import { YARDS_PER_METER } from '@linksight/golf-core';
import { useUnitSystem } from '../../../../lib/unit-system';

type DispersionPlotProps = { group: DispersionGroupData; size?: number };

/** Round number of yards the axes reach: every shot fits, at least 10. */
const axisReach = (values: readonly number[]) => {
  const m = Math.max(10, ...values.map(Math.abs));
  const step = m > 60 ? 20 : 10;
  return Math.ceil(m / step) * step;
};

/**
 * End points of a club category round its target (centre): right is right of the line, up is long; the
 * 68 % and 95 % ellipses drawn over them (issue 19 dispersion). Axes labelled in the report's unit.
 */
export function DispersionPlot({ group, size = 300 }: DispersionPlotProps) {
  const units = useUnitSystem();
  const toUnit = (yards: number) => (units === 'Metric' ? yards / YARDS_PER_METER : yards);
  const reach = axisReach(group.offsets.flatMap((o) => [o.x, o.y]));
  const scale = size / 2 / reach;
  const X = (x: number) => size / 2 + x * scale;
  const Y = (y: number) => size / 2 - y * scale;
  const unit = units === 'Metric' ? 'm' : 'yd';
  const ticks = [-reach, -reach / 2, reach / 2, reach];
  return (
    <svg
      role="img"
      aria-label={`${group.label}: ${group.offsets.length} shots round the target`}
      viewBox={`-30 -10 ${size + 40} ${size + 40}`}
      style={{ width: '100%', maxWidth: size + 40 }}
    >
      <rect x={0} y={0} width={size} height={size} fill="#f9fafb" stroke="#d1d5db" />
      <line x1={X(0)} y1={0} x2={X(0)} y2={size} stroke="#9ca3af" strokeDasharray="4 3" />
      <line x1={0} y1={Y(0)} x2={size} y2={Y(0)} stroke="#9ca3af" strokeDasharray="4 3" />
      {ticks.map((t) => (
        <g key={t} fontSize={9} fill="#6b7280">
          <text x={X(t)} y={size + 12} textAnchor="middle">
            {Math.round(toUnit(t))}
          </text>
          <text x={-4} y={Y(t) + 3} textAnchor="end">
            {Math.round(toUnit(t))}
          </text>
        </g>
      ))}
      <text x={size / 2} y={size + 26} textAnchor="middle" fontSize={10} fill="#374151">
        left ← {unit} → right
      </text>
      <text
        x={-22}
        y={size / 2}
        textAnchor="middle"
        fontSize={10}
        fill="#374151"
        transform={`rotate(-90 -22 ${size / 2})`}
      >
        short ← {unit} → long
      </text>
      {group.offsets.map((o, i) => (
        <circle key={i} cx={X(o.x)} cy={Y(o.y)} r={2.4} fill="#1d4ed8" opacity={0.55} />
      ))}
      {group.stats?.ellipses.map((e) => (
        <ellipse
          key={e.probability}
          cx={X(e.center.x)}
          cy={Y(e.center.y)}
          rx={e.major * scale}
          ry={e.minor * scale}
          transform={`rotate(${((-e.angle * 180) / Math.PI).toFixed(1)} ${X(e.center.x).toFixed(1)} ${Y(e.center.y).toFixed(1)})`}
          fill="none"
          stroke={e.probability === 0.95 ? '#ea580c' : '#15803d'}
          strokeWidth={1.6}
        />
      ))}
      <circle cx={X(0)} cy={Y(0)} r={4} fill="none" stroke="#111827" strokeWidth={1.5} />
    </svg>
  );
}
