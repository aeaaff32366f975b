import {
  CHART_AVERAGE_COLOR,
  CHART_ROUND_COLOR,
  formatAverageVsPar,
  formatMeasurement,
} from '@linksight/golf-core';
import type { ResumeChart } from '@linksight/api-contract';

const WIDTH = 360;
const HEIGHT = 190;
const PAD = { top: 18, right: 58, bottom: 22, left: 28 };
/** Strokes of headroom under the lowest and over the highest score, so every bar shows. */
const FLOOR_MARGIN = 4;
const CEILING_MARGIN = 2;

/**
 * One resume chart as SVG (prints crisply at any size): a bar per round labelled R1… in spec 2 §9's
 * round colour, its score above it, and the average as a black line with its value (one decimal).
 */
export function ResumeBarChart({ chart }: { chart: ResumeChart }) {
  const scores = chart.bars.map((b) => b.score);
  const low = Math.min(...scores, chart.averageScore) - FLOOR_MARGIN;
  const high = Math.max(...scores, chart.averageScore) + CEILING_MARGIN;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (score: number) => PAD.top + plotH * (1 - (score - low) / (high - low));
  const slot = plotW / Math.max(chart.bars.length, 1);
  const barW = Math.min(24, slot * 0.62);
  const avgY = y(chart.averageScore);
  const ticks = [low, Math.round((low + high) / 2), high].map(Math.round);
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontSize: 12, marginBottom: 2 }}>
        <strong style={{ display: 'block' }}>{chart.title}</strong>
        <span style={{ color: '#4b5563' }}>
          Avg {chart.averageScore.toFixed(1)} ({formatAverageVsPar(chart.averageScoreToPar)}) ·{' '}
          {formatMeasurement(chart.averageYards, 'yds')}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={`${chart.title}: average ${chart.averageScore.toFixed(1)}`}
        style={{ display: 'block' }}
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} stroke="#e5e7eb" />
            <text x={PAD.left - 4} y={y(t) + 3} fontSize="9" textAnchor="end" fill="#6b7280">
              {t}
            </text>
          </g>
        ))}
        {chart.bars.map((b, i) => {
          const x = PAD.left + slot * i + (slot - barW) / 2;
          return (
            <g key={b.roundId}>
              <rect x={x} y={y(b.score)} width={barW} height={y(low) - y(b.score)} fill={CHART_ROUND_COLOR} />
              <text x={x + barW / 2} y={HEIGHT - 8} fontSize="9" textAnchor="middle" fill="#374151">
                {b.label}
              </text>
            </g>
          );
        })}
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={avgY}
          y2={avgY}
          stroke={CHART_AVERAGE_COLOR}
          strokeWidth="1.5"
          strokeDasharray="5 3"
        />
        <text x={WIDTH - PAD.right + 4} y={avgY + 3} fontSize="9" fontWeight="700" fill={CHART_AVERAGE_COLOR}>
          Avg {chart.averageScore.toFixed(1)}
        </text>
        {/* Over the average line, with a halo of the page's white: a bar ending at the line had its score
            crossed by the dashes (R2 "74"). */}
        {chart.bars.map((b, i) => (
          <text
            key={b.roundId}
            x={PAD.left + slot * i + slot / 2}
            y={y(b.score) - 3}
            fontSize="9"
            textAnchor="middle"
            fill="#111827"
            stroke="#fff"
            strokeWidth={3}
            paintOrder="stroke"
          >
            {b.score}
          </text>
        ))}
      </svg>
    </figure>
  );
}
