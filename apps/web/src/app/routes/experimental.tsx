import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ShotDispersionChart } from '../../features/reports/components/shot-dispersion-chart';

const ConfigCompareStatsPage = lazy(() =>
  import('../../features/compare-stats/components/config-compare-stats-page').then((m) => ({
    default: m.ConfigCompareStatsPage,
  })),
);

/**
 * spec 1 §2.1: development-only pages that load a player's rounds by account id and count. The router
 * sends only these two paths here (app/routes.tsx `experimentalRoutes`).
 */
export function Component() {
  const name = useLocation().pathname.split('/').at(-1) ?? '';
  if (name === 'config-compare-stats')
    return (
      <Suspense fallback={null}>
        <ConfigCompareStatsPage />
      </Suspense>
    );
  return <ShotDispersionChart />;
}
