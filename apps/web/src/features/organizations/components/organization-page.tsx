import type { Organization } from '@linksight/api-contract';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiPaths } from '@linksight/api-contract';
import { FallbackImage } from '../../../components/media/fallback-image';
import { paths } from '../../../config/paths';
import { OrgScheduleButton } from './org-schedule-button';
import { ALL_PLAYER_GROUP, PLAYER_GROUP_KEYWORDS, parsePlayerGroup } from '../utils/player-group';
import { lazy, Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { PageTitle } from '../../../components/ui/page-title';
import { PhoneLink } from '../../../components/ui/phone-link';

/** The roster loads with the organisation page only: this module is part of every profile page's chunk. */
const RosterList = lazy(() => import('./roster-list').then((m) => ({ default: m.RosterList })));

type OrganizationPageProps = {
  organization: Organization;
  playerGroup: string | undefined;
  /** True on the team host / localhost shape `/{short}/{group}`, false for `/org/{short}/{group}`. */
  isAtRoot: boolean;
};

/** spec 1 §2.4: the organisation header, its player groups and the chosen group's roster cards. */
export function OrganizationPage({ organization, playerGroup, isAtRoot }: OrganizationPageProps) {
  const group = parsePlayerGroup(playerGroup);
  const selected =
    group.kind === 'roster'
      ? String(group.rosterId)
      : group.kind === 'keyword'
        ? group.keyword
        : ALL_PLAYER_GROUP;
  const groups = [
    { id: ALL_PLAYER_GROUP, label: 'All' },
    ...organization.roster.map((roster) => ({ id: String(roster.rosterId), label: roster.name })),
    ...PLAYER_GROUP_KEYWORDS.map((keyword) => ({ id: keyword, label: keyword })),
  ];

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200, mx: 'auto' }}>
      <PageTitle parts={[organization.organizationName]} />
      <Paper
        variant="outlined"
        sx={{ p: 3, display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}
      >
        {/* A missing logo file shows the default image (the route answers 404). */}
        <FallbackImage
          src={apiPaths.organizationImage(organization.organizationShort)}
          alt=""
          width={96}
          height={96}
          style={{ objectFit: 'contain', borderRadius: 8 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            {organization.organizationName}
          </Typography>
          <Typography color="text.secondary">{organization.organizationShort}</Typography>
          {organization.address && <Typography>{organization.address}</Typography>}
          {organization.phone && (
            <Typography>
              <PhoneLink phone={organization.phone} />
            </Typography>
          )}
        </Box>
      </Paper>
      <Stack
        direction="row"
        sx={{ mt: 4, mb: 1, gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h2">
          Player groups
        </Typography>
        {/* The combined schedule is of players: the Coaches group has none. */}
        {group.kind !== 'keyword' && (
          <OrgScheduleButton
            organizationShort={organization.organizationShort}
            organizationName={organization.organizationName}
            group={selected}
          />
        )}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} component="nav" aria-label="Player groups">
        {groups.map((g) => (
          <Chip
            key={g.id}
            label={g.label}
            component={Link}
            to={paths.organization(organization.organizationShort, g.id, { atRoot: isAtRoot })}
            clickable
            color={g.id === selected ? 'primary' : 'default'}
            aria-current={g.id === selected ? 'page' : undefined}
          />
        ))}
      </Stack>
      <Box sx={{ mt: 3 }}>
        <Suspense fallback={<CircularProgress aria-label="Loading players" />}>
          <RosterList short={organization.organizationShort} group={selected} />
        </Suspense>
      </Box>
    </Box>
  );
}
