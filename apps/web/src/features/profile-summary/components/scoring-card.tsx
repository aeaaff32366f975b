import type { PlayerSummary } from '@linksight/api-contract';
import Typography from '@mui/material/Typography';
import { formatAverageVsPar, countText } from '@linksight/golf-core';
import { WidgetCard } from '../../../components/ui/widget-card';

/** Scoring average of the completed 18-hole rounds of the last 12 months, with how many there were. */
export function ScoringCard({ scoring }: { scoring: PlayerSummary['scoringAverage'] }) {
  return (
    <WidgetCard title="Scoring Average" data-testid="scoring-card">
      {scoring.average === null || scoring.averageToPar === null ? (
        <Typography color="text.secondary">No completed 18-hole round in the last 12 months.</Typography>
      ) : (
        <>
          <Typography component="p" sx={{ fontSize: 44, fontWeight: 700, lineHeight: 1 }}>
            {scoring.average.toFixed(1)}
          </Typography>
          <Typography sx={{ mt: 0.5 }}>
            {formatAverageVsPar(scoring.averageToPar)} to par per round
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {countText(scoring.rounds, 'completed 18-hole round')} in the last 12 months
          </Typography>
        </>
      )}
    </WidgetCard>
  );
}
