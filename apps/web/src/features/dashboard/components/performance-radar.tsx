import Skeleton from '@mui/material/Skeleton';
import { RADAR_HEIGHT } from '../../../components/charts/chart-sizes';
import { DeferredCategoryRadar } from '../../../components/charts/deferred-charts';
import type { DashboardOverview } from '../utils/overview-model';
import { radarRows } from '../utils/performance-chart';

/** The radar's space while the overviews load. */
export function RadarPlaceholder() {
  return <Skeleton variant="rounded" data-testid="radar-placeholder" sx={{ height: RADAR_HEIGHT }} />;
}

/** spec 3 §2: a spider chart of category performance across the visible overviews. */
export function PerformanceRadar({ visible }: { visible: readonly DashboardOverview[] }) {
  return (
    <DeferredCategoryRadar
      rows={radarRows(visible)}
      series={visible.map((o) => ({ key: o.key, color: o.color }))}
      label={`Spider chart of category performance for ${visible.map((o) => o.key).join(', ') || 'no overviews'}`}
      height={RADAR_HEIGHT}
    />
  );
}
