import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { usePublicConfig } from '../../../lib/public-config';
import { useRoster } from '../api/get-roster';
import { ALL_PLAYER_GROUP } from '../utils/player-group';
import { sortRoster, type RosterSort } from '../utils/roster-sort';
import { RosterCard } from './roster-card';

/** The cards of a player group, sortable by name or scoring average, with an empty state. */
type RosterListProps = {
  short: string;
  group: string;
  cardHeadingLevel?: 'h3' | 'h4';
};

export function RosterList({ short, group, cardHeadingLevel }: RosterListProps) {
  const [sort, setSort] = useState<RosterSort>('name');
  const roster = useRoster(short, group);
  const config = usePublicConfig();
  if (roster.isPending)
    return (
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={88} />
        ))}
      </Box>
    );
  if (roster.isError) return <Alert severity="error">{roster.error.message}</Alert>;
  const members = sortRoster(roster.data.members, sort);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography sx={{ flexGrow: 1 }} aria-live="polite">
          {members.length} {members.length === 1 ? 'member' : 'members'}
          {group === ALL_PLAYER_GROUP ? '' : ` in ${roster.data.groupName}`}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={sort}
          onChange={(_, value: RosterSort | null) => value && setSort(value)}
          aria-label="Sort by"
        >
          <ToggleButton value="name">Name</ToggleButton>
          <ToggleButton value="scoringAverage">Scoring average</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {members.length === 0 ? (
        <Typography color="text.secondary">No members in this group yet.</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          }}
        >
          {members.map((m) => (
            <li key={m.accountId}>
              <RosterCard member={m} hosts={config.data} headingLevel={cardHeadingLevel} />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
