import { useLayoutEffect, useRef, type RefObject } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { ScheduleResults } from '@linksight/api-contract';
import { BEST_METRIC_STATS, formatBestMetric, formatMeasurement, formatUsDate } from '@linksight/golf-core';
import { scoreWithToPar } from '../utils/schedule-view';
import { compactTable } from './compact-table';
import { TournamentLink } from './tournament-link';
import { ScrollShadowBox } from '../../../components/ui/scroll-shadow-box';
import { PHONE_ONLY_LINE, WIDE_SCREEN_COLUMN } from '../../../components/ui/phone-columns';

/** A featured toggle (the owner's): a star button saying what it does; a plain star for readers. */
export function FeaturedToggle({
  isFeatured,
  label,
  onToggle,
}: {
  isFeatured: boolean;
  label: string;
  onToggle?: () => void;
}) {
  if (!onToggle)
    return isFeatured ? <StarIcon fontSize="small" color="warning" aria-label="Featured" /> : null;
  return (
    <IconButton
      size="small"
      onClick={onToggle}
      aria-pressed={isFeatured}
      aria-label={`${isFeatured ? 'Unfeature' : 'Feature'} ${label}`}
    >
      {isFeatured ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />}
    </IconButton>
  );
}

/**
 * Where the focus goes when the row whose star was pressed leaves the table (unfeaturing a round in the
 * Featured view): to the star of the row that took its place, or of the new last row. The focus had
 * dropped to the page, which scrolled to its top. The returned function takes the pressed row's index.
 */
function useFocusAfterRemoval(table: RefObject<HTMLTableElement | null>, rowCount: number) {
  const pressed = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = pressed.current;
    if (index === null || table.current?.contains(document.activeElement)) return;
    pressed.current = null;
    const stars = table.current?.querySelectorAll<HTMLButtonElement>('tbody button[aria-pressed]');
    stars?.[Math.min(index, stars.length - 1)]?.focus();
  }, [rowCount, table]);
  return (index: number) => {
    pressed.current = index;
  };
}

/** My Featured/Best Rounds (spec 3 §2 tab 1): golf-core `resultsRounds` order, as the API answers it. */
export function ResultRoundsTable({
  rounds,
  onToggleFeatured,
  isCompact,
}: {
  rounds: ScheduleResults['rounds'];
  onToggleFeatured?: (roundId: number, isFeatured: boolean) => void;
  isCompact?: boolean;
}) {
  const table = useRef<HTMLTableElement>(null);
  const focusAfterToggle = useFocusAfterRemoval(table, rounds.length);
  if (rounds.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No rounds for this view.
      </Typography>
    );
  return (
    <ScrollShadowBox>
      <Table
        ref={table}
        size="small"
        sx={compactTable(isCompact, { xs: 0, sm: 620 })}
        aria-label="My Featured/Best Rounds"
      >
        {/* On a phone holes and yards give way and the tournament goes under the course: the score stays
            on screen without scrolling sideways. */}
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Course</TableCell>
            <TableCell sx={WIDE_SCREEN_COLUMN}>Tournament</TableCell>
            <TableCell align="right" sx={WIDE_SCREEN_COLUMN}>
              Holes
            </TableCell>
            <TableCell align="right" sx={WIDE_SCREEN_COLUMN}>
              Yards
            </TableCell>
            <TableCell align="right">Score</TableCell>
            <TableCell align="center">Featured</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rounds.map((r, index) => (
            <TableRow key={r.roundId} data-testid="result-round">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUsDate(r.playedAt)}</TableCell>
              <TableCell>
                {r.courseName}
                {r.tournamentName && (
                  <Box sx={{ ...PHONE_ONLY_LINE, mt: 0.5 }}>
                    <TournamentLink name={r.tournamentName} url={r.tournamentUrl} />
                  </Box>
                )}
              </TableCell>
              <TableCell sx={WIDE_SCREEN_COLUMN}>
                {r.tournamentName ? <TournamentLink name={r.tournamentName} url={r.tournamentUrl} /> : '-'}
              </TableCell>
              <TableCell align="right" sx={WIDE_SCREEN_COLUMN}>
                {r.holeCount}
              </TableCell>
              <TableCell align="right" sx={WIDE_SCREEN_COLUMN}>
                {formatMeasurement(r.yards)}
              </TableCell>
              <TableCell align="right" data-testid="result-round-score">
                {scoreWithToPar(r.score, r.scoreToPar)}
              </TableCell>
              <TableCell align="center">
                <FeaturedToggle
                  isFeatured={r.isFeatured}
                  label={`round of ${formatUsDate(r.playedAt)}`}
                  onToggle={
                    onToggleFeatured &&
                    (() => {
                      focusAfterToggle(index);
                      onToggleFeatured(r.roundId, !r.isFeatured);
                    })
                  }
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollShadowBox>
  );
}

export const BEST_METRICS_NOTE = {
  averages: 'Averages per round over the rounds listed.',
  none: 'No rounds in this view and timeframe, so there is nothing to average.',
} as const;

/** spec 3 §3 Best metrics: averages over the listed rounds; highlighted stats stand out. */
export function BestMetrics({
  metrics,
  highlighted,
  note = BEST_METRICS_NOTE.averages,
}: {
  metrics: ScheduleResults['bestMetrics'];
  highlighted: readonly string[];
  /** What the averages are over, where the rounds are not listed beside them (the schedule PDF's events). */
  note?: string;
}) {
  // Without a listed round every figure is "-": the card says why rather than leaving ten dashes.
  const hasRounds = metrics.recordCount > 0;
  return (
    <Box>
      <Box
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' }}
        data-testid="best-metrics"
      >
        {BEST_METRIC_STATS.map(({ key, statName }) => {
          const isHighlighted = highlighted.includes(statName);
          return (
            <Paper
              key={key}
              variant="outlined"
              data-highlighted={isHighlighted || undefined}
              sx={{
                p: 1,
                textAlign: 'center',
                borderColor: isHighlighted ? 'secondary.main' : undefined,
                borderWidth: isHighlighted ? 2 : 1,
              }}
            >
              <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                {formatBestMetric(key, metrics[key], metrics.recordCount)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {statName}
              </Typography>
            </Paper>
          );
        })}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {hasRounds ? note : BEST_METRICS_NOTE.none}
      </Typography>
    </Box>
  );
}

/** spec 3 §2 historical metrics: Tournament Count and Best 1/2/3/4 Round Score with year and days since. */
export function HistoricalMetrics({
  metrics,
  highlighted,
}: {
  metrics: ScheduleResults['historicalMetrics'];
  highlighted: readonly string[];
}) {
  return (
    <ScrollShadowBox>
      <Table size="small" aria-label="Historical metrics">
        <TableHead>
          <TableRow>
            <TableCell>Stat</TableCell>
            <TableCell align="right">Value</TableCell>
            <TableCell align="right">Year</TableCell>
            <TableCell align="right">Days Since</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {metrics.map((m) => (
            <TableRow
              key={m.statName}
              selected={highlighted.includes(m.statName)}
              data-highlighted={highlighted.includes(m.statName) || undefined}
            >
              <TableCell>{m.statName}</TableCell>
              <TableCell align="right">
                {m.value === null ? '-' : scoreWithToPar(Math.round(m.value * 10) / 10, m.toPar)}
              </TableCell>
              <TableCell align="right">{m.year ?? '-'}</TableCell>
              <TableCell align="right">{m.daysSince ?? '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollShadowBox>
  );
}
