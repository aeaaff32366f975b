import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { reportPaths, type DispersionReportData } from '@linksight/api-contract';
import { apiClient } from '../../../lib/api-client';
import { useUnitSystem } from '../../../lib/unit-system';
import { DispersionGroupCard } from './pages/dispersion-report';

/**
 * experimental/shot-dispersion-chart (spec 1 §2.1, outside production): the dispersion of a player's last
 * N rounds by `?accountId=&count=`, one club category at a time.
 */
export function ShotDispersionChart() {
  const [search] = useSearchParams();
  const accountId = Number(search.get('accountId'));
  const count = Math.min(200, Math.max(1, Number(search.get('count')) || 20));
  const units = useUnitSystem();
  const [category, setCategory] = useState<string>('driverWoods');
  const query = useQuery({
    queryKey: ['reports', 'dispersion-chart', accountId, count],
    queryFn: () => apiClient.get<DispersionReportData>(reportPaths.dispersionChart(accountId, count)),
    enabled: Number.isInteger(accountId) && accountId > 0,
  });
  if (!Number.isInteger(accountId) || accountId <= 0)
    return <Alert severity="info">Add ?accountId=…&count=… to the address.</Alert>;
  if (query.isError) return <Alert severity="error">{String(query.error.message)}</Alert>;
  if (!query.data) return <CircularProgress aria-label="Loading the dispersion" />;
  const group = query.data.groups.find((g) => g.category === category) ?? query.data.groups[0]!;
  return (
    <Box sx={{ p: 2, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        Shot dispersion · {query.data.header.playerName} · last {query.data.header.roundCount} rounds
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={group.category}
        onChange={(_, v: string | null) => v && setCategory(v)}
        sx={{ my: 2, flexWrap: 'wrap' }}
      >
        {query.data.groups.map((g) => (
          <ToggleButton key={g.category} value={g.category}>
            {g.label} ({g.offsets.length})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <DispersionGroupCard group={group} units={units} minShots={query.data.minShots} />
    </Box>
  );
}
