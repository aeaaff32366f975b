import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import HighlightIcon from '@mui/icons-material/Highlight';
import type { PlayerSchedule } from '@linksight/api-contract';
import {
  BEST_METRIC_STATS,
  chooseResultsHoleCount,
  FAVORITES_VIEW_FEATURED,
  FAVORITES_VIEW_LABELS,
  setScoreThreshold,
  switchFavoritesView,
  timeframeLabel,
  type FavoritesView,
} from '@linksight/golf-core';
import { TournamentCard } from '../../profile-dashboard/components/tournament-card';
import { usePutScheduleEntry, useSetRoundFeatured } from '../api/schedule-api';
import type { useResultsState } from '../hooks/use-results-state';
import { HighlightDialog } from './highlight-dialog';
import { BestMetrics, FeaturedToggle, HistoricalMetrics, ResultRoundsTable } from './results-tables';
import { ThresholdControl } from './threshold-control';
import { TimeframeDialog } from './timeframe-dialog';

type ResultsTabProps = { schedule: PlayerSchedule; results: ReturnType<typeof useResultsState> };

function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <Box component="section" aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}

/**
 * Tab 1 My Results (spec 3 §2): Timeframe, View Results By Featured or Score (Score: Score Threshold and the
 * 9 | 18 toggle), My Featured/Best Rounds, My Featured Tournaments, best and historical metrics with the
 * metric-highlight dialog. The owner (whoever manages the schedule) marks rounds and tournaments featured.
 */
export function ResultsTab({ schedule, results }: ResultsTabProps) {
  const { state, change, query } = results;
  const [isTimeframeOpen, setTimeframeOpen] = useState(false);
  const [isHighlightOpen, setHighlightOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<string[]>([]);
  const setRound = useSetRoundFeatured(schedule.accountId);
  const putEntry = usePutScheduleEntry(schedule.accountId);
  const featuredIds = new Set(schedule.historical.filter((h) => h.isFeatured).map((h) => h.tournamentId));
  const data = query.data;
  const statNames = [
    ...BEST_METRIC_STATS.map((s) => s.statName),
    ...(data?.historicalMetrics.map((m) => m.statName) ?? []),
  ];
  const writeError = setRound.error ?? putEntry.error;

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Button variant="outlined" startIcon={<CalendarMonthIcon />} onClick={() => setTimeframeOpen(true)}>
          {timeframeLabel(state.timeframe)}
        </Button>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" id="view-results-by">
            View Results By
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={state.view}
            aria-labelledby="view-results-by"
            onChange={(_, view: FavoritesView | null) =>
              view !== null && change(switchFavoritesView(state, view), { isViewChoice: true })
            }
          >
            {([0, 1] as const).map((v) => (
              <ToggleButton key={v} value={v}>
                {FAVORITES_VIEW_LABELS[v]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        {state.view !== FAVORITES_VIEW_FEATURED && (
          <>
            <ThresholdControl
              threshold={state.threshold}
              onChange={(t) => change(setScoreThreshold(state, t))}
            />
            <ToggleButtonGroup
              exclusive
              size="small"
              value={state.holeCount}
              aria-label="Holes"
              onChange={(_, holes: 9 | 18 | null) =>
                holes !== null && change(chooseResultsHoleCount(state, holes))
              }
            >
              <ToggleButton value={9}>9</ToggleButton>
              <ToggleButton value={18}>18</ToggleButton>
            </ToggleButtonGroup>
          </>
        )}
      </Box>
      {writeError && <Alert severity="error">{writeError.message}</Alert>}
      {query.isError ? (
        <Alert severity="error" action={<Button onClick={() => void query.refetch()}>Retry</Button>}>
          The results could not be loaded.
        </Alert>
      ) : !data ? (
        <CircularProgress aria-label="Loading results" sx={{ mx: 'auto' }} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'minmax(0, 1fr)',
            opacity: query.isPlaceholderData ? 0.6 : 1,
          }}
          aria-busy={query.isFetching}
        >
          <Section title={state.view === FAVORITES_VIEW_FEATURED ? 'My Featured Rounds' : 'My Best Rounds'}>
            <ResultRoundsTable
              rounds={data.rounds}
              onToggleFeatured={
                schedule.canEdit
                  ? (roundId, isFeatured) => setRound.mutate({ roundId, isFeatured })
                  : undefined
              }
            />
          </Section>
          <Section title="My Featured Tournaments">
            {data.tournaments.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No tournaments for this view.
              </Typography>
            ) : (
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
                }}
              >
                {data.tournaments.map((t) => (
                  <Box key={t.tournamentId} sx={{ position: 'relative' }}>
                    <TournamentCard tournament={t} />
                    <Box sx={{ position: 'absolute', right: 4, bottom: 4 }}>
                      <FeaturedToggle
                        isFeatured={featuredIds.has(t.tournamentId)}
                        label={t.tournamentName}
                        onToggle={
                          schedule.canEdit
                            ? () =>
                                putEntry.mutate({
                                  tournamentId: t.tournamentId,
                                  body: {
                                    status: null,
                                    note: t.note,
                                    isFeatured: !featuredIds.has(t.tournamentId),
                                  },
                                })
                            : undefined
                        }
                      />
                    </Box>
                  </Box>
                ))}
              </Box>
            )}
          </Section>
          <Section
            title="Best Metrics"
            action={
              <Button size="small" startIcon={<HighlightIcon />} onClick={() => setHighlightOpen(true)}>
                Highlight
              </Button>
            }
          >
            <BestMetrics metrics={data.bestMetrics} highlighted={highlighted} />
          </Section>
          <Section title="Historical Metrics">
            <HistoricalMetrics metrics={data.historicalMetrics} highlighted={highlighted} />
          </Section>
        </Box>
      )}
      {isTimeframeOpen && (
        <TimeframeDialog
          value={state.timeframe}
          onClose={() => setTimeframeOpen(false)}
          onApply={(timeframe) => {
            setTimeframeOpen(false);
            change({ ...state, timeframe });
          }}
        />
      )}
      {isHighlightOpen && (
        <HighlightDialog
          statNames={statNames}
          highlighted={highlighted}
          onClose={() => setHighlightOpen(false)}
          onApply={(names) => {
            setHighlightOpen(false);
            setHighlighted(names);
          }}
        />
      )}
    </Box>
  );
}
