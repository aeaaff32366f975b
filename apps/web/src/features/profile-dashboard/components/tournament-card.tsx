import type { FeaturedTournament } from '@linksight/api-contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { externalHref, formatDateSpan, formatScoreVsPar } from '@linksight/golf-core';

/** spec 3 §2 Past Tournaments card: a featured tournament with its scores, note and the Best 10 tag. */
export function TournamentCard({ tournament: t }: { tournament: FeaturedTournament }) {
  const href = externalHref(t.tournamentUrl);
  const place = [t.courseName, [t.city, t.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
  return (
    <Paper
      variant="outlined"
      data-testid="tournament-card"
      sx={{ p: 1.5, height: '100%', display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1, fontWeight: 700, minWidth: 0 }}>
          {href ? (
            <Link href={href} target="_blank" rel="noopener noreferrer" underline="hover">
              {t.tournamentName}
            </Link>
          ) : (
            t.tournamentName
          )}
        </Typography>
        {t.isBestTen && <Chip label="Best 10" color="secondary" size="small" />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {formatDateSpan(t.startDate, t.endDate)}
        {place && ` · ${place}`}
      </Typography>
      {t.totalScore !== null && t.totalToPar !== null && (
        <Typography variant="body2">
          <strong>
            {t.totalScore} ({formatScoreVsPar(t.totalToPar)})
          </strong>
          {t.roundScores.length > 1 && ` · ${t.roundScores.map((r) => r.score).join('-')}`}
          {t.bestRoundScore !== null &&
            t.bestRoundToPar !== null &&
            t.roundScores.length > 1 &&
            ` · best ${t.bestRoundScore} (${formatScoreVsPar(t.bestRoundToPar)})`}
        </Typography>
      )}
      {t.note && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t.note}
        </Typography>
      )}
    </Paper>
  );
}
