import type { PublicConfig, RosterMember } from '@linksight/api-contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatHandicapIndex, fullName, countText } from '@linksight/golf-core';
import { AccountAvatar } from '../../../components/ui/account-avatar';
import { ResultLink } from '../../../components/ui/result-link';
import { getAccountLink } from '../../../lib/profile-links';

type RosterCardProps = {
  member: RosterMember;
  hosts: PublicConfig | undefined;
  /** The name's heading level: h3 under the organisation page's h2, h4 under a team's h3 on a dashboard. */
  headingLevel?: 'h3' | 'h4';
};

/** Why a player's card has no figures, so a blank card does not read as missing data. */
function privacyReason(member: RosterMember): string {
  return member.isPublic ? 'Stats are private' : 'Private profile';
}

function Figures({ member }: { member: RosterMember }) {
  if (member.role === 'coach') return null;
  if (!member.hasFigures)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {privacyReason(member)}
      </Typography>
    );
  return (
    <Typography variant="body2" color="text.secondary">
      {member.scoringAverage !== null
        ? `Avg ${member.scoringAverage.toFixed(1)} over 12 months (${countText(member.scoringRounds ?? 0, 'round')})`
        : 'No 18-hole round in the last 12 months'}
      {member.handicapIndex !== null && ` · Index ${formatHandicapIndex(member.handicapIndex)}`}
    </Typography>
  );
}

/**
 * A roster card (spec 1 §2.4; issue 16): photo, name, grad year, scoring average and Handicap Index where
 * the member's privacy allows, linking to the profile (player host or /player/{username}). A member whose
 * website is private to the visitor is a name only.
 */
export function RosterCard({ member, hosts, headingLevel = 'h3' }: RosterCardProps) {
  const name = fullName(member);
  const body = (
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {/* The photo only where there is one the visitor may see; otherwise the initials: a private member
          is a name only (api-contract roster.ts), and asking for a missing photo answers 404. */}
      <AccountAvatar
        accountId={member.accountId}
        name=""
        size={56}
        initialsFrom={member.isPublic && member.imgUrl !== null ? undefined : name}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component={headingLevel} noWrap sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        {member.gradYear !== null && (
          <Typography variant="body2" color="text.secondary">
            Class of {member.gradYear}
          </Typography>
        )}
        {member.role === 'coach' && (
          <Typography variant="body2" color="text.secondary">
            Coach
          </Typography>
        )}
        <Figures member={member} />
      </Box>
    </CardContent>
  );
  return (
    <Card variant="outlined" data-testid="roster-card" sx={{ height: '100%' }}>
      {member.isPublic && member.username ? (
        <CardActionArea
          component={ResultLink}
          link={getAccountLink(member.username, hosts, window.location.host)}
          sx={{ height: '100%' }}
        >
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
