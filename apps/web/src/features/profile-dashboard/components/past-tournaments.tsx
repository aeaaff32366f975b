import { useState } from 'react';
import type { FeaturedTournament } from '@linksight/api-contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { FEATURED_PAGE_SIZE, featuredViewMore } from '@linksight/golf-core';
import { WidgetCard } from '../../../components/ui/widget-card';
import { TournamentCard } from './tournament-card';

/** What the Best 10 tag means (golf-core bestTenTournamentIds). */
export const BEST_TEN_NOTE = 'Best 10: the ten events with the lowest average score to par per round.';

/** spec 3 §2 Past Tournaments: featured tournament cards, 8 at first and 8 more per View More. */
export function PastTournaments({ tournaments }: { tournaments: readonly FeaturedTournament[] }) {
  const [shown, setShown] = useState(FEATURED_PAGE_SIZE);
  return (
    <WidgetCard title="Past Tournaments" data-testid="past-tournaments">
      {tournaments.some((t) => t.isBestTen) && (
        // The tag ranks events, not rounds: beside the Best 10 Rounds chart it would read as rounds.
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {BEST_TEN_NOTE}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {tournaments.slice(0, shown).map((t) => (
          <TournamentCard key={t.tournamentId} tournament={t} />
        ))}
      </Box>
      {shown < tournaments.length && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1.5 }}>
          <Button onClick={() => setShown(featuredViewMore(shown, tournaments.length))}>View More</Button>
        </Box>
      )}
    </WidgetCard>
  );
}
