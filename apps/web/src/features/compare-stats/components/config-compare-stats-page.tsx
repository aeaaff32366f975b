import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_METRICS, defaultSelections, serializeCompareRequest } from '@linksight/golf-core';
import { useCompareStats } from '../api/get-compare-stats';
import { useCompareRounds } from '../api/get-player-options';

/** How many rounds the page loads when the URL names no count. */
const DEFAULT_COUNT = 10;

/**
 * `experimental/config-compare-stats?accountId=…&count=…` (spec 1 §2.1, outside production only): the
 * player's latest `count` rounds on the left against all their rounds on the right, with the raw
 * selections and the answer as JSON, to debug the compare rules.
 */
export function ConfigCompareStatsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const accountId = Number(searchParams.get('accountId'));
  const count = Number(searchParams.get('count') ?? DEFAULT_COUNT);
  const isValid = Number.isInteger(accountId) && accountId > 0 && Number.isInteger(count) && count > 0;
  const [form, setForm] = useState({ accountId: isValid ? String(accountId) : '', count: String(count) });
  const rounds = useCompareRounds(isValid ? accountId : 0, 18);
  const player = { accountId, playerName: '' };
  const ids = rounds.data?.rounds.slice(0, count).map((r) => r.golfRoundID) ?? null;
  const left = {
    ...defaultSelections(player),
    advancedFilter: { ...defaultSelections(player).advancedFilter, rounds: ids },
  };
  const request =
    isValid && ids
      ? serializeCompareRequest({ left, right: defaultSelections(player), metrics: DEFAULT_METRICS })
      : null;
  const stats = useCompareStats(accountId, request);
  return (
    <Box sx={{ p: 3, maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Compare Stats configuration (experimental)
      </Typography>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}
        onSubmit={(e) => {
          e.preventDefault();
          setSearchParams({ accountId: form.accountId, count: form.count });
        }}
      >
        <TextField
          size="small"
          label="Account id"
          value={form.accountId}
          onChange={(e) => setForm({ ...form, accountId: e.target.value })}
        />
        <TextField
          size="small"
          label="Rounds"
          value={form.count}
          onChange={(e) => setForm({ ...form, count: e.target.value })}
        />
        <Button type="submit" variant="contained">
          Load
        </Button>
      </Box>
      {!isValid && <Alert severity="info">Give an account id and a count of rounds.</Alert>}
      {(rounds.isError || stats.isError) && (
        <Alert severity="error">{(rounds.error ?? stats.error)?.message}</Alert>
      )}
      {request && (
        <Box
          component="pre"
          data-testid="compare-config-json"
          sx={{ fontSize: 12, overflow: 'auto', bgcolor: 'action.hover', p: 2 }}
        >
          {JSON.stringify({ request, answer: stats.data ?? 'loading…' }, null, 2)}
        </Box>
      )}
    </Box>
  );
}
