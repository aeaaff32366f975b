import { lazy, type ComponentProps } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { DeferredMount } from '../ui/deferred-mount';
import { BAR_CHART_HEIGHT, RADAR_HEIGHT } from './chart-sizes';

/**
 * The charts as the app's pages show them (issue 23): their code (visx and d3's scales, ~24 KB compressed)
 * is fetched when the first chart comes near the viewport, and each chart mounts in a task of its own
 * (DeferredMount), so the page's text paints without waiting for it. Report pages import the charts themselves: a PDF prints what
 * is rendered once the report says it is ready.
 */
const CategoryRadar = lazy(() => import('./category-radar').then((m) => ({ default: m.CategoryRadar })));
const RoundBarChart = lazy(() => import('./round-bar-chart').then((m) => ({ default: m.RoundBarChart })));

function ChartPlaceholder() {
  return <Skeleton variant="rounded" height="100%" data-testid="chart-placeholder" />;
}

export function DeferredCategoryRadar(props: ComponentProps<typeof CategoryRadar>) {
  return (
    <DeferredMount height={props.height ?? RADAR_HEIGHT} fallback={<ChartPlaceholder />}>
      <CategoryRadar {...props} />
    </DeferredMount>
  );
}

export function DeferredRoundBarChart(props: ComponentProps<typeof RoundBarChart>) {
  return (
    <DeferredMount height={props.height ?? BAR_CHART_HEIGHT} fallback={<ChartPlaceholder />}>
      <RoundBarChart {...props} />
    </DeferredMount>
  );
}
