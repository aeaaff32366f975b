import type { Organization } from '@linksight/api-contract';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { ALL_PLAYER_GROUP, parsePlayerGroup } from '../utils/player-group';

type OrganizationPageProps = {
  organization: Organization;
  playerGroup: string | undefined;
  /** True on the team host / localhost shape `/{short}/{group}`, false for `/org/{short}/{group}`. */
  isAtRoot: boolean;
};

/** The organisation header and its player groups; the team pages behind them come with later issues. */
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
  ];
  const selectedLabel = groups.find((g) => g.id === selected)?.label ?? selected;

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 4 }, maxWidth: 960, mx: 'auto' }}>
      <title>{`${organization.organizationName} · Linksight`}</title>
      <Paper
        variant="outlined"
        sx={{ p: 3, display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}
      >
        {organization.imgUrl && (
          <img
            src={organization.imgUrl}
            alt=""
            width={96}
            height={96}
            style={{ objectFit: 'contain', borderRadius: 8 }}
          />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            {organization.organizationName}
          </Typography>
          <Typography color="text.secondary">{organization.organizationShort}</Typography>
          {organization.address && <Typography>{organization.address}</Typography>}
          {organization.phone && (
            <Typography>
              <a href={`tel:${organization.phone}`}>{organization.phone}</a>
            </Typography>
          )}
        </Box>
      </Paper>
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
        Player groups
      </Typography>
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
      <Typography sx={{ mt: 3 }} color="text.secondary">
        Showing {selectedLabel}. Team rosters, player lists and team reports come with later issues.
      </Typography>
    </Box>
  );
}
