import { lazy, Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { PlaceholderPage } from '../../components/ui/placeholder-page';
import { ShotDispersionChart } from '../../features/reports/components/shot-dispersion-chart';

const TITLES: Record<string, string> = {
  'shot-dispersion-chart': 'Shot dispersion chart (experimental)',
  'config-compare-stats': 'Compare Stats configuration (experimental)',
};

const ConfigCompareStatsPage = lazy(() =>
  import('../../features/compare-stats/components/config-compare-stats-page').then((m) => ({
    default: m.ConfigCompareStatsPage,
  })),
);

/** spec 1 §2.1: development-only pages that load a player's rounds by account id and count. */
export function Component() {
  const name = useLocation().pathname.split('/').at(-1) ?? '';
  const [searchParams] = useSearchParams();
  if (name === 'config-compare-stats')
    return (
      <Suspense fallback={null}>
        <ConfigCompareStatsPage />
      </Suspense>
    );
  if (name === 'shot-dispersion-chart') return <ShotDispersionChart />;
  return (
    <PlaceholderPage
      title={TITLES[name] ?? 'Experimental'}
      owner="the issue that builds the shot dispersion chart"
    >
      <Typography sx={{ mt: 1 }} color="text.secondary">
        accountId: {searchParams.get('accountId') ?? '—'} · count: {searchParams.get('count') ?? '—'}
      </Typography>
    </PlaceholderPage>
  );
}
