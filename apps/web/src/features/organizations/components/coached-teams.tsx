import type { MyOrganization } from '@linksight/api-contract';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { ALL_PLAYER_GROUP } from '../utils/player-group';
import { OrgScheduleButton } from './org-schedule-button';
import { RosterList } from './roster-list';

/**
 * A coach's own dashboard (the spec is silent; spec 1 §1 names coaches as users): a coach logs no rounds,
 * so their dashboard leads with the players of each team they coach, as the organisation page shows them
 * (spec 1 §2.4 roster cards, each as much as the player's privacy allows), and the team's Schedule Report.
 */
export default function CoachedTeams({ teams }: { teams: readonly MyOrganization[] }) {
  return (
    <Stack component="section" aria-labelledby="coached-teams-title" spacing={2} sx={{ mb: 3 }}>
      <Typography id="coached-teams-title" variant="h5" component="h2">
        Teams you coach
      </Typography>
      {teams.map((team) => (
        <Paper
          key={team.organizationShort}
          variant="outlined"
          component="section"
          aria-label={team.organizationName}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Stack
            direction="row"
            sx={{ mb: 2, gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Typography variant="h6" component="h3">
              <Link component={RouterLink} to={paths.organization(team.organizationShort)}>
                {team.organizationName}
              </Link>
            </Typography>
            <OrgScheduleButton
              organizationShort={team.organizationShort}
              organizationName={team.organizationName}
              group={ALL_PLAYER_GROUP}
            />
          </Stack>
          <RosterList short={team.organizationShort} group={ALL_PLAYER_GROUP} cardHeadingLevel="h4" />
        </Paper>
      ))}
    </Stack>
  );
}
