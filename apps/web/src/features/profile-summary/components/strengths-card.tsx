import type { StrengthWeaknessResponse } from '@linksight/api-contract';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { WidgetCard } from '../../../components/ui/widget-card';

type Item = StrengthWeaknessResponse['strengths'][number];

function Entries({ title, items, color }: { title: string; items: readonly Item[]; color: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ color, fontWeight: 700 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None stands out.
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {items.map((s) => (
            <li key={s.statId}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                {s.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {s.evidence.value} vs {s.evidence.standard}
                {s.evidence.opportunities !== null &&
                  ` · ${s.evidence.successes ?? 0}/${s.evidence.opportunities}`}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

type StrengthsCardProps = {
  data: StrengthWeaknessResponse | undefined;
  isLoading: boolean;
  standardLabel: string;
  rounds: number;
  tooFew: boolean;
};

/** The three clearest strengths and weaknesses against the standard (the strength/weakness call). */
export function StrengthsCard({ data, isLoading, standardLabel, rounds, tooFew }: StrengthsCardProps) {
  return (
    <WidgetCard title="Strengths and Weaknesses" data-testid="strengths-card">
      {tooFew ? (
        <Typography color="text.secondary">Too few rounds to tell strengths from weaknesses.</Typography>
      ) : isLoading ? (
        <CircularProgress size={28} aria-label="Loading strengths and weaknesses" />
      ) : !data ? (
        <Typography color="text.secondary">Strengths and weaknesses could not be loaded.</Typography>
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Entries title="Strengths" items={data.strengths} color="success.main" />
            <Entries title="Weaknesses" items={data.weaknesses} color="error.main" />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Largest gaps to {standardLabel} over the last {rounds} completed 18-hole rounds; made/chances
            where the stat counts them.
          </Typography>
        </>
      )}
    </WidgetCard>
  );
}
