import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { PrivacyUpdate } from '@linksight/api-contract';
import { paths } from '../../../config/paths';
import { isApiClientError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { usePrivacySettings, useUpdatePrivacy } from '../api/privacy-settings';
import { PRIVACY_FEATURES } from '../utils/privacy-features';

/**
 * The Privacy section (spec 2 §6): the website switch and one switch per feature, each saved at once.
 * With the website off, visitors see nothing, so the feature switches rest.
 */
export function PrivacySection({ accountId, username }: { accountId: number; username: string }) {
  const privacy = usePrivacySettings(accountId);
  const update = useUpdatePrivacy(accountId);
  const snackbar = useSnackbar();
  const save = (change: PrivacyUpdate, what: string) =>
    update.mutate(change, {
      onSuccess: () => snackbar.show({ message: `${what} saved`, severity: 'success' }),
      onError: (error) =>
        snackbar.show({
          message: isApiClientError(error) ? error.message : 'The privacy setting could not be saved.',
          severity: 'error',
        }),
    });

  if (privacy.isPending)
    return (
      <Skeleton role="progressbar" variant="rounded" height={320} aria-label="Loading privacy settings" />
    );
  if (privacy.isError) return <Alert severity="error">The privacy settings could not be loaded.</Alert>;
  const { isWebsitePublic, features } = privacy.data;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={isWebsitePublic}
            disabled={update.isPending}
            onChange={(e) => save({ isWebsitePublic: e.target.checked }, 'Website')}
          />
        }
        label={
          <span>
            <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
              Public website
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {isWebsitePublic
                ? 'Anyone can open your profile and the pages switched on below.'
                : 'Your profile is hidden: only you and your circle can open it.'}
            </Typography>
          </span>
        }
      />
      <List aria-label="Public pages" dense disablePadding sx={{ pl: { xs: 0, sm: 2 } }}>
        {features.map(({ featureId, isPublic }) => {
          const feature = PRIVACY_FEATURES[featureId];
          return (
            <ListItem key={featureId} disableGutters>
              <FormControlLabel
                disabled={!isWebsitePublic || update.isPending}
                control={
                  <Switch
                    checked={isPublic}
                    onChange={(e) =>
                      save({ features: [{ featureId, isPublic: e.target.checked }] }, feature.label)
                    }
                  />
                }
                label={
                  <span>
                    <Typography component="span" sx={{ display: 'block' }}>
                      {feature.label}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {feature.description}
                    </Typography>
                  </span>
                }
              />
            </ListItem>
          );
        })}
      </List>
      <Typography sx={{ mt: 1 }}>
        <Link component={RouterLink} to={paths.profile(username)} sx={{ fontWeight: 600 }}>
          View my public profile
        </Link>
      </Typography>
    </Box>
  );
}
