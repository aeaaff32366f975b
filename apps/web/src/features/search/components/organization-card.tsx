import type { Organization } from '@linksight/api-contract';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ALL_ROSTERS, type ResultLink as ResultLinkTarget } from '../../../lib/profile-links';
import { ResultLink } from '../../../components/ui/result-link';

type OrganizationCardProps = {
  organization: Organization;
  getLink: (playerGroup?: string | number) => ResultLinkTarget;
};

/** spec 1 §2.5: the card opens the organisation; each roster chip opens it with that roster (or All). */
export function OrganizationCard({ organization, getLink }: OrganizationCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={ResultLink} link={getLink()} sx={{ flexGrow: 1 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {organization.organizationName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {organization.organizationShort}
            {organization.address ? ` · ${organization.address}` : ''}
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardActions
        sx={{ flexWrap: 'wrap', gap: 0.5 }}
        aria-label={`Rosters of ${organization.organizationName}`}
      >
        {[{ rosterId: ALL_ROSTERS, name: 'All' }, ...organization.roster].map((roster) => (
          <Chip
            key={roster.rosterId}
            label={roster.name}
            size="small"
            clickable
            component={ResultLink}
            link={getLink(roster.rosterId)}
          />
        ))}
      </CardActions>
    </Card>
  );
}
