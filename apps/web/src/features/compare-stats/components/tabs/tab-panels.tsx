import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TAB_STATS, type SideFigures } from '@linksight/golf-core';
import { PairBarChart, type PairBar } from './pair-bar-chart';
import { StatTable } from './stat-table';
import { ScrollShadowBox } from '../../../../components/ui/scroll-shadow-box';

export type SidesProps = {
  left: SideFigures | null;
  right: SideFigures | null;
  leftLabel: string;
  rightLabel: string;
  isStatic?: boolean;
};

/** A chart beside its table (stacked on narrow screens and on paper). */
export function ChartAndTable({
  chart,
  table,
  isStatic,
}: {
  chart: ReactNode;
  table: ReactNode;
  isStatic?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: isStatic
          ? 'minmax(0, 1fr)'
          : { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Box className="report-keep" sx={{ minWidth: 0 }}>
        {chart}
      </Box>
      <ScrollShadowBox className="report-keep">{table}</ScrollShadowBox>
    </Box>
  );
}

/** Zips two sides' lists by position into chart bars. */
export function pairBars<T extends { label: string }>(
  left: T[] | undefined,
  right: T[] | undefined,
  valueOf: (item: T) => number | null,
): PairBar[] {
  const labels = (left ?? right ?? []).map((x) => x.label);
  return labels.map((label, i) => ({
    label,
    left: left?.[i] ? valueOf(left[i]) : null,
    right: right?.[i] ? valueOf(right[i]) : null,
  }));
}

export function ScoringTab(p: SidesProps) {
  return (
    <ChartAndTable
      isStatic={p.isStatic}
      chart={
        <>
          <Typography variant="subtitle2">Score distribution (% of holes)</Typography>
          <PairBarChart
            {...p}
            title="Score distribution"
            unit="%"
            bars={pairBars(p.left?.scoreDistribution, p.right?.scoreDistribution, (b) => b.percent)}
          />
        </>
      }
      table={<StatTable title="Scoring stats" statIds={TAB_STATS.scoring} {...p} />}
    />
  );
}

export function DriveTab(p: SidesProps) {
  return (
    <ChartAndTable
      isStatic={p.isStatic}
      chart={
        <>
          <Typography variant="subtitle2">Drive distance (% of drives)</Typography>
          <PairBarChart
            {...p}
            title="Drive distance distribution"
            unit="%"
            bars={pairBars(p.left?.driveDistribution, p.right?.driveDistribution, (b) => b.percent)}
          />
        </>
      }
      table={<StatTable title="Driving stats" statIds={TAB_STATS.drive} {...p} />}
    />
  );
}

export function ShotToGreenTab(p: SidesProps) {
  const proximity = (lie: 'fairway' | 'rough') =>
    pairBars(p.left?.approachBands, p.right?.approachBands, (b) => b[lie].proximityFeet);
  return (
    <ChartAndTable
      isStatic={p.isStatic}
      chart={
        <>
          <Typography variant="subtitle2">Greens in regulation by approach distance (%)</Typography>
          <PairBarChart
            {...p}
            title="Greens in regulation by approach distance"
            unit="%"
            height={200}
            bars={pairBars(p.left?.approachBands, p.right?.approachBands, (b) => b.gir.percent)}
          />
          {/* On paper the two proximity charts share a line, so the tab's table stays on their page. */}
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              gridTemplateColumns: p.isStatic ? '1fr 1fr' : 'minmax(0, 1fr)',
            }}
          >
            {(['fairway', 'rough'] as const).map((lie) => (
              <Box key={lie} sx={{ minWidth: 0 }}>
                <Typography variant="subtitle2" sx={{ mt: 1 }}>
                  Proximity from the {lie} (ft)
                </Typography>
                <PairBarChart
                  {...p}
                  title={`Proximity to the hole from the ${lie}`}
                  unit=" ft"
                  height={180}
                  bars={proximity(lie)}
                />
              </Box>
            ))}
          </Box>
        </>
      }
      table={<StatTable title="Shots to green stats" statIds={TAB_STATS['shot-to-green']} {...p} />}
    />
  );
}

export function PuttsTab(p: SidesProps) {
  return (
    <ChartAndTable
      isStatic={p.isStatic}
      chart={
        <>
          <Typography variant="subtitle2">Make % by putt distance</Typography>
          <PairBarChart
            {...p}
            title="Make percentage by putt distance"
            unit="%"
            bars={pairBars(p.left?.puttBands, p.right?.puttBands, (b) => b.percent)}
          />
        </>
      }
      table={<StatTable title="Putting stats" statIds={TAB_STATS.putts} {...p} />}
    />
  );
}
