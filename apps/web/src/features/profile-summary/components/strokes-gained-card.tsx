import type { PlayerSummary } from '@linksight/api-contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatSignedDecimal } from '@linksight/golf-core';
import { WidgetCard } from '../../../components/ui/widget-card';

const signed = (n: number) => formatSignedDecimal(n, 2);

/**
 * Why there are no strokes gained: too few recent rounds, or too few of them tracked shot by shot (a CSV
 * import has scores only, and no strokes gained).
 */
function tooFewTrackedRounds(minimum: number, tracked: number, recent: number): string {
  if (recent < minimum)
    return `Too few rounds: strokes gained need ${minimum} completed 18-hole rounds; this player has ${recent}.`;
  return (
    `Too few rounds tracked shot by shot: strokes gained need ${minimum} completed 18-hole rounds tracked in ` +
    `the Linksight app; ${tracked} of this player's last ${recent} were.`
  );
}

/**
 * Strokes gained per round by category against the chosen standard: a bar each way from zero (gained to
 * the right, lost to the left), over the rounds the summary names.
 */
export function StrokesGainedCard({ summary }: { summary: PlayerSummary }) {
  const { strokesGained, recentRounds, standard } = summary;
  const scale = Math.max(0.5, ...strokesGained.map((r) => Math.abs(r.gained ?? 0)));
  return (
    <WidgetCard title={`Strokes Gained vs ${standard.label}`} data-testid="strokes-gained-card">
      {strokesGained.length === 0 ? (
        <Typography color="text.secondary">
          {tooFewTrackedRounds(recentRounds.minimum, summary.strokesGainedRounds, recentRounds.count)}
        </Typography>
      ) : (
        <>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'minmax(110px, auto) 1fr auto',
              gap: 1,
              alignItems: 'center',
            }}
          >
            {strokesGained.map((row) => {
              const g = row.gained ?? 0;
              const width = `${(Math.abs(g) / scale) * 50}%`;
              return (
                <Box key={row.key} sx={{ display: 'contents' }} data-testid="sg-row">
                  <Typography
                    component="dt"
                    variant="body2"
                    sx={{ fontWeight: row.key === 'total' ? 700 : 400 }}
                  >
                    {row.label}
                  </Typography>
                  <Box
                    aria-hidden
                    sx={{ position: 'relative', height: 14, bgcolor: 'action.hover', borderRadius: 1 }}
                  >
                    <Box
                      sx={{
                        position: 'absolute',
                        left: '50%',
                        top: 0,
                        bottom: 0,
                        width: '1px',
                        bgcolor: 'text.disabled',
                      }}
                    />
                    <Box
                      sx={{
                        position: 'absolute',
                        top: 2,
                        bottom: 2,
                        width,
                        ...(g >= 0 ? { left: '50%' } : { right: '50%' }),
                        bgcolor: g >= 0 ? 'success.main' : 'error.main',
                        borderRadius: 1,
                      }}
                    />
                  </Box>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{
                      m: 0,
                      textAlign: 'right',
                      fontVariantNumeric: 'tabular-nums',
                      fontWeight: row.key === 'total' ? 700 : 400,
                    }}
                  >
                    {row.gained === null ? '–' : signed(row.gained)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Strokes per round gained (+) or lost (-) against {standard.label}, over the last{' '}
            {summary.strokesGainedRounds} completed 18-hole rounds
            {summary.strokesGainedRounds < recentRounds.count && ' tracked shot by shot'}; both measured
            against the PGA TOUR baseline.
          </Typography>
        </>
      )}
    </WidgetCard>
  );
}
