import type { PlayerSummary } from '@linksight/api-contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatHandicapIndex, formatLongDate } from '@linksight/golf-core';
import { WidgetCard } from '../../../components/ui/widget-card';
import { HandicapTrendChart } from './handicap-trend-chart';

/**
 * The WHS Handicap Index golf-core computes from the player's own rounds, with the scores it rests on and
 * its trend over the last 12 months (a lower index is better).
 */
export function HandicapCard({ handicap }: { handicap: PlayerSummary['handicap'] }) {
  const { index, scoresUsed, trend } = handicap;
  const change = trend.change;
  // The trend starts with the index standing 12 months ago, or with the player's first index when that came
  // later: "since" says which, where "in 12 months" had read the same over a two-week history.
  const since = trend.points[0] && formatLongDate(trend.points[0].date);
  return (
    <WidgetCard title="Handicap Index" data-testid="handicap-card">
      {index === null ? (
        <Typography color="text.secondary">
          Too few rounds: an index needs 3 acceptable scores (18-hole rounds, or two 9-hole rounds combined);
          this player has {scoresUsed}.
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography
              component="p"
              sx={{ fontSize: 44, fontWeight: 700, lineHeight: 1 }}
              data-testid="handicap-index"
            >
              {formatHandicapIndex(index)}
            </Typography>
            {change !== null && (
              <Typography color={change < 0 ? 'success.main' : change > 0 ? 'error.main' : 'text.secondary'}>
                {change < 0 ? '▼' : change > 0 ? '▲' : '='} {Math.abs(change).toFixed(1)} since {since}
              </Typography>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            From the {scoresUsed} most recent acceptable scores (WHS: the best 8 of 20, fewer while the record
            is short).
          </Typography>
          {trend.points.length > 1 && (
            <Box sx={{ mt: 1 }}>
              <HandicapTrendChart
                points={trend.points}
                label={`Handicap Index since ${since}, from ${formatHandicapIndex(trend.points[0]!.index)} to ${formatHandicapIndex(index)}`}
              />
            </Box>
          )}
        </>
      )}
    </WidgetCard>
  );
}
