import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import Typography from '@mui/material/Typography';
import type { ProfileFeature } from '../utils/feature-access';
import { PROFILE_PAGES } from '../utils/profile-pages';

type ProfileFeaturePageProps = { feature: ProfileFeature; playerName: string; scheduleTab?: string };

/** Each profile page is built by its own issue; until then the route works and says who builds it. */
export function ProfileFeaturePage({ feature, playerName, scheduleTab }: ProfileFeaturePageProps) {
  const { title, owner } = PROFILE_PAGES[feature];
  return (
    <PlaceholderPage title={title} owner={owner}>
      <Typography sx={{ mt: 1 }} color="text.secondary">
        {playerName}
        {feature === 'schedule' && ` · ${scheduleTab === '1' ? 'Results' : 'Schedule'} tab`}
      </Typography>
    </PlaceholderPage>
  );
}
