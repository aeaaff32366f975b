import { CategoryRadar } from '../../../components/charts/category-radar';
import type { DashboardOverview } from '../utils/overview-model';
import { radarRows } from '../utils/performance-chart';

/** spec 3 §2: a spider chart of category performance across the visible overviews. */
export function PerformanceRadar({ visible }: { visible: readonly DashboardOverview[] }) {
  return (
    <CategoryRadar
      rows={radarRows(visible)}
      series={visible.map((o) => ({ key: o.key, color: o.color }))}
      label={`Spider chart of category performance for ${visible.map((o) => o.key).join(', ') || 'no overviews'}`}
    />
  );
}
