import { useState } from 'react';
import type { ProfileAccount } from '@linksight/api-contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { fullName } from '@linksight/golf-core';
import { AccountAvatar } from '../../../components/ui/account-avatar';
import { StandardSelect } from '../../../components/ui/standard-select';
import { aboutFacts } from '../../../lib/players/about-facts';
import { useUpcomingEvents } from '../../../lib/players/get-upcoming-events';
import { canViewFeature } from '../../../lib/players/viewer-access';
import { useStrengthWeakness } from '../api/get-strength-weakness';
import { useSummary } from '../api/get-summary';
import { HandicapCard } from './handicap-card';
import { LastRoundsCard } from './last-rounds-card';
import { NextEventsCard } from './next-events-card';
import { ScoringCard } from './scoring-card';
import { StrengthsCard } from './strengths-card';
import { StrokesGainedCard } from './strokes-gained-card';
import { PageTitle } from '../../../components/ui/page-title';

/** The Summary shows the next 3 events of the schedule. */
const NEXT_EVENTS = 3;

type SummaryPageProps = {
  /** The profile answer: its settings and `hasFullAccess` decide which of the page's calls are made. */
  account: ProfileAccount;
  baseUrl: string;
};

/**
 * The Summary page: a player at a glance for a coach (issue 16; the spec does not show it). Identity and
 * school; Handicap Index with its trend; scoring average; strokes gained by category against a standard
 * (by default the benchmark nearest the player's index); the clearest strengths and weaknesses; the
 * last rounds; the next events. Every figure says how many rounds it rests on.
 */
export function SummaryPage({ account, baseUrl }: SummaryPageProps) {
  const [standard, setStandard] = useState<string | null>(null);
  const summary = useSummary(account.accountId, standard);
  const level = summary.data?.standard.id;
  const strengths = useStrengthWeakness(account.accountId, level);
  // The next events are the schedule's (feature 80, ARCHITECTURE "Public profile"): not asked for when the
  // viewer may not see it (the API would refuse). The summary and strengths calls are the page's own (89).
  const events = useUpcomingEvents(account.accountId, NEXT_EVENTS, {
    isEnabled: canViewFeature(account, 'schedule'),
  });
  const name = fullName(account);
  const facts = aboutFacts(account);
  const school = [facts.school, facts.gradYear !== null ? `Class of ${facts.gradYear}` : null]
    .filter(Boolean)
    .join(' · ');
  const data = summary.data;
  return (
    <Box
      sx={{ p: { xs: 1.5, sm: 2, md: 3 }, maxWidth: 1400, mx: 'auto', width: '100%' }}
      data-testid="summary-page"
    >
      <PageTitle parts={[name, 'Summary']} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <AccountAvatar
          accountId={account.accountId}
          name={name}
          size={72}
          initialsFrom={account.imgUrl === null ? name : undefined}
        />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          {school && <Typography color="text.secondary">{school}</Typography>}
        </Box>
        {level && <StandardSelect value={level} onChange={setStandard} />}
      </Box>
      {summary.isFetching && data && <LinearProgress aria-label="Updating" sx={{ mb: 1 }} />}
      {summary.isPending ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={180} />
          ))}
        </Box>
      ) : summary.isError ? (
        <Alert severity="error">{summary.error.message}</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'repeat(2, minmax(0, 1fr))',
              xl: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          <HandicapCard handicap={data!.handicap} />
          <ScoringCard scoring={data!.scoringAverage} />
          <StrokesGainedCard summary={data!} />
          <StrengthsCard
            data={strengths.data}
            isLoading={strengths.isPending}
            standardLabel={data!.standard.label}
            rounds={data!.recentRounds.count}
            tooFew={data!.recentRounds.count < data!.recentRounds.minimum}
          />
          <LastRoundsCard rounds={data!.lastRounds} />
          {/* The schedule has its own privacy (80): a call not made or refused hides the card. */}
          {events.data && <NextEventsCard data={events.data} scheduleUrl={`${baseUrl}/schedule/0`} />}
        </Box>
      )}
    </Box>
  );
}
