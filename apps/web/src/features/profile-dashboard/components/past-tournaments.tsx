import { useState } from 'react';
import type { FeaturedTournament } from '@linksight/api-contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FEATURED_PAGE_SIZE, featuredViewMore } from '@linksight/golf-core';
import { WidgetCard } from '../../../components/ui/widget-card';
import { TournamentCard } from './tournament-card';

/** spec 3 §2 Past Tournaments: featured tournament cards, 8 at first and 8 more per View More. */
export function PastTournaments({ tournaments }: { tournaments: readonly FeaturedTournament[] }) {
  const [shown, setShown] = useState(FEATURED_PAGE_SIZE);
  return (
    <WidgetCard title="Past Tournaments" data-testid="past-tournaments">
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
